export * from './PermissionsPage';
