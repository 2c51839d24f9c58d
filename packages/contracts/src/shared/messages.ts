/**
 * Every user-facing message of the sign-in and shell scope, exactly as spec 000 §2, §5 and §8 word them
 * (typos included where the spec has them).
 */
export const MESSAGES = {
  // spec 000 §2 catch-all route
  notFoundTitle: '404 error',
  notFoundText: "Sorry, the page you are looking for doesn't exist or has been moved.",
  underConstruction: 'Oops, page is under construction',
  // spec 000 §2 sign-in screens
  resetEmailSent: 'Reset password email sent!',
  newPasswordSet: 'New password set',
  // spec 000 §4
  codeResent: 'New verification code sent. Please check your email.',
  // spec 000 §5
  typePassword: 'Please type password',
  enterEmail: 'Please enter an email address',
  validEmail: 'Please enter a valid email',
  enterPassword: 'Please enter a password',
  passwordsDoNotMatch: 'The new password that you entered do not match',
  enterCode: 'Please, enter code',
  emailRequired: 'Email is required',
  // spec 000 §7 client token errors
  tokenNotFound: 'Authorization token not found',
  tokenDecodeFailed: 'Failed to decode token',
  accessTokenMissing: 'Access token is missing in decoded token',
  // spec 000 §8
  requestFailed: (message: string) => `Request Failed: ${message}`,
  defaultRequestError: 'An error occurred',
  defaultErrorDetails: 'Error Details',
  invalidCredentialServer: 'Invalid credential',
  invalidCredential: 'The user name or password is incorrect.',
  wrongPassword: 'Wrong password',
  missingCredentials: 'Error. Please, back to login page and type your login and password',
  incorrectEmail: 'Incorrect email provided',
  resetFailed:
    'This password does not meet our requirements. Please choose a password that is at least 8 characters with one uppercase letter and at least one non letter or digit character.',
  tfaEnabled: 'Two-factor authentication enabled',
  tfaDisabled: 'Two-factor authentication disabled',
  tfaError: 'Error updating 2FA',
  // Ours (spec silent): rate limiting and codes.
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  invalidCode: 'Wrong password',
  expiredCode: 'The verification code has expired. Please request a new one.',
  unknownTenant: 'VITE_APP_PROJECT_NAME not set',
  // Ours (spec silent): refusals of a sign-in-as grant (issue 10 §12, issue 35 point 5).
  cannotImpersonateSelf: 'You cannot impersonate yourself.',
  cannotImpersonateAdmin: 'You cannot sign in as another administrator',
} as const;
