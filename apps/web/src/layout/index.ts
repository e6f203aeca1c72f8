export * from './AppRoute';
export * from './menuConditions';
export * from './ProtectedLayout';
export * from './Spinner';
export * from './ErrorBoundary';
export * from './PreloadErrorPrompt';
