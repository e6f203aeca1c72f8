export * from './formErrors';
export * from './lazyResolver';
