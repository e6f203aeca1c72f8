export * from './api.ts';
export * from './auth.ts';
export * from './groups.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './permissions.ts';
export * from './report.ts';
export * from './users.ts';
