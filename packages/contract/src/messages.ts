/**
 * The platform's messages, which the server puts in `msg`; each area's are in server-messages.ts.
 * The web translates them all through the errorSuccessMessages set (SPEC.md §8) of
 * SERVER_MESSAGES, where these keep their names.
 */
export const MESSAGES = {
  invalidCredentials: 'Invalid credentials',
  unauthenticated: 'Please sign in',
  forbidden: 'You are not allowed to do this',
  notFound: 'Not found',
  nothingToUpdate: 'Nothing to update',
  characterNotAllowed: 'Contains a character that is not allowed',
  recordExists: 'This record already exists',
  referenceMissing: 'A referenced record does not exist',
  invalidInput: 'Please check the highlighted fields',
  fieldRequired: 'This field is required',
  textTooShort: 'At least {min} characters',
  textTooLong: 'At most {max} characters',
  numberTooSmall: 'At least {min}',
  numberTooBig: 'At most {max}',
  tooFewItems: 'At least {min} items',
  tooManyItems: 'At most {max} items',
  invalidEmail: 'Enter a valid email address',
  invalidValue: 'This value is not valid',
  mandatoryFields: 'Please fill up the mandatory fields*',
  tooManyRequests: 'Too many attempts. Please wait and try again.',
  serverBusy: 'The server is busy. Please try again in a moment.',
  bodyTooLarge: 'The request is too large',
  inputTooComplex: 'The request is nested too deeply or holds too many values',
  unsupportedMediaType: 'This type of content is not accepted',
  uploadMalformed: 'The upload could not be read. Please try again.',
  crossSite: 'Cross-site requests are refused',
  originRefused:
    'Requests from {origin} are refused: this server accepts {allowed}. To accept another address, add it to ALLOWED_ORIGINS',
  internal: 'An error has occurred. Please try again.',
  storageFull:
    'The server has run out of storage space, so nothing was saved. Please tell your administrator.',
  created: 'Created successfully',
  updated: 'Updated successfully',
  deleted: 'Deleted successfully',
  reportSent: 'Thank you! Your report has been sent.',
  loggedOut: 'You are signed out',
  passwordResetSent: 'If an account exists for this email, a reset link has been sent.',
  passwordResetDone: 'Your password has been changed. Please sign in.',
  passwordResetInvalid: 'This reset link is invalid or has expired',
  accessLinkInvalid: 'This link is invalid, has expired or was already used. Please ask HR for a new one.',
  passwordTooCommon: 'This password is too common',
  passwordLength: 'The password must have {min} to {max} characters',
  passwordChanged: 'Your password has been changed. Your other sessions have ended.',
  currentPasswordWrong: 'This is not your current password',
  singleSignOnOff: 'Single sign-on is not set up',
  permissionsUpdated: 'Permissions updated successfully',
  emailTaken: 'This email address is already used by someone in the firm',
  lastAdministrator: 'At least one person must keep the administrator role',
  unknownPermission: 'Unknown permission',
} as const;

export type MessageKey = keyof typeof MESSAGES;
