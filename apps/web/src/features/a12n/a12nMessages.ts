import { defineMessage, defineMessages } from 'react-intl';

export const a12nMessages = {
  resetHelp: defineMessage<{ email: string; minimum: number }>({
    id: 'a12n.reset.help',
    defaultMessage:
      'For {email}. Use at least {minimum, number} characters; a passphrase is easier to remember.',
  }),
  ssoButton: defineMessage<{ name: string }>({
    id: 'a12n.sso.button',
    defaultMessage: 'Sign in with {name}',
  }),
  ...defineMessages({
    or: { id: 'a12n.sso.or', defaultMessage: 'or' },
    ssoFailed: {
      id: 'a12n.sso.failed',
      defaultMessage: 'Single sign-on did not succeed. Please try again, or sign in with your password.',
    },
    ssoDomain: {
      id: 'a12n.sso.domain',
      defaultMessage:
        'Single sign-on accepts only the firm’s email addresses. Please sign in with your firm account.',
    },
    ssoUnknown: {
      id: 'a12n.sso.unknown',
      defaultMessage: 'Your account is not known in Atrium yet. Please ask HR to add you.',
    },
    welcome: { id: 'a12n.login.title', defaultMessage: 'Sign in to Atrium' },
    subtitle: { id: 'a12n.login.subtitle', defaultMessage: 'The firm’s people and knowledge, in one place.' },
    email: { id: 'a12n.field.email', defaultMessage: 'Email' },
    password: { id: 'a12n.field.password', defaultMessage: 'Password' },
    showPassword: { id: 'a12n.field.showPassword', defaultMessage: 'Show the password' },
    hidePassword: { id: 'a12n.field.hidePassword', defaultMessage: 'Hide the password' },
    signIn: { id: 'a12n.login.submit', defaultMessage: 'Sign in' },
    forgotLink: { id: 'a12n.login.forgotLink', defaultMessage: 'Forgot your password?' },
    forgotTitle: { id: 'a12n.forgot.title', defaultMessage: 'Reset your password' },
    forgotHelp: {
      id: 'a12n.forgot.help',
      defaultMessage: 'Enter the email of your account and we will send you a link to choose a new password.',
    },
    forgotSubmit: { id: 'a12n.forgot.submit', defaultMessage: 'Send the link' },
    backToSignIn: { id: 'a12n.backToSignIn', defaultMessage: 'Back to sign-in' },
    resetTitle: { id: 'a12n.reset.title', defaultMessage: 'Choose a new password' },
    newPassword: { id: 'a12n.reset.newPassword', defaultMessage: 'New password' },
    confirmPassword: { id: 'a12n.reset.confirmPassword', defaultMessage: 'New password, again' },
    resetSubmit: { id: 'a12n.reset.submit', defaultMessage: 'Change my password' },
    signingOut: { id: 'a12n.logout.progress', defaultMessage: 'Signing out…' },
    opening: { id: 'a12n.access.progress', defaultMessage: 'Opening your welcome link…' },
    accessFailedTitle: { id: 'a12n.access.failedTitle', defaultMessage: 'This link does not open' },
  }),
};
