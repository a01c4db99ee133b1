/**
 * Sentences only the server says (refusals and confirmations in its answers), apart from TEXT
 * (contract/texts.ts) so that the page's first script does not carry them: /login's JavaScript
 * has a budget (decision 0012). Those quoted by the specification are copied exactly.
 */
export const SERVER_TEXT = {
  storageFull: 'Our storage is full, so this could not be saved and nothing was changed. Please try again later.',
  invalidCredentials: 'The e-mail or password is not right. Check them and try again.',
  tooManyAttempts: (minutes: number) =>
    `Too many wrong passwords from this connection. Wait ${minutes === 1 ? '1 minute' : `${minutes} minutes`} and try again, or set a new password with 'Forgot password'.`,
  // Said to an address that has failed for an e-mail many others are failing for too (decision 0855).
  accountBeingGuessed: (seconds: number) =>
    `Many wrong passwords have been tried for this e-mail address lately. Wait ${seconds === 1 ? '1 second' : `${seconds} seconds`} and try again.`,
  accountBlocked: 'This account has been blocked. Write to us from the Contact page if you think this is a mistake.',
  underAge: 'You must be at least 18 years old to register.',
  // The same words whether or not the address already had an account (decision 0009).
  registered: 'Thank you for registering. We have sent you an e-mail: open it to continue.',
  verificationSent: 'If this address belongs to an account that is not verified yet, we have sent it a verification link.',
  resetSent: 'If an account uses this e-mail, we have sent it a link to set a new password.',
  emailVerified: 'Your e-mail address is verified.',
  // The registration page's e-mail code (issue 22 §2, decision 0930).
  emailCodeWrong: 'This code is not right or has expired. Check the newest e-mail from us, or send a new code.',
  tooManyWrongCodes: (minutes: number) =>
    `Too many wrong codes from this connection. Wait ${minutes === 1 ? '1 minute' : `${minutes} minutes`} and try again, or open the link in the e-mail.`,
  codeBeingGuessed: (seconds: number) =>
    `Many wrong codes have been tried for this e-mail address lately. Wait ${seconds === 1 ? '1 second' : `${seconds} seconds`} and try again.`,
  passwordChanged: 'Your password has been changed. Sign in with the new one.',
  wrongCurrentPassword: 'The current password is not right.',
  signInRequired: 'Please sign in to continue.',
  adminOnly: 'This page is for administrators only.',
  notYours: 'You can only change your own account.',
  notWhileActingAsMember: 'Administrators acting as a member cannot read or send their messages and letters.',
  queryReceived: 'Thank you. We have received your query and will write back soon.',
  captchaFailed: 'The captcha check failed. Try again.',
} as const;
