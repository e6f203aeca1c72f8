export * from './formErrors';
export * from './lazyResolver';
export * from './FormDialogActions';
