import { useState } from 'react';
import { AuthFrame } from './AuthFrame';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';

/** `/login`: sign in, or ask for a password reset link. */
export function LoginPage() {
  const [forgot, setForgot] = useState(false);
  return (
    <AuthFrame>
      {forgot ? (
        <ForgotPasswordForm onBack={() => setForgot(false)} />
      ) : (
        <LoginForm onForgot={() => setForgot(true)} />
      )}
    </AuthFrame>
  );
}
