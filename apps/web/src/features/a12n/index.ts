export * from './LoginPage';
export * from './ResetPasswordPage';
export * from './LogoutPage';
