export * from './formErrors';
export * from './lazyResolver';
export * from './FormDialogActions';
export * from './FormDialog';
