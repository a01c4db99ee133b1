/**
 * Texts the server says (in English for now; the pages' own are in the message catalogue,
 * contract/i18n). Those quoted by the specification are copied exactly, misspellings included;
 * the rest are ours and say what to do next.
 */
export const TEXT = {
  loginSuccess: 'Login Successfully',
  linkInvalid: 'This link is not valid any more. Ask for a new one.',
  loggedOut: 'You have been logged out.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  emailNotVerified: 'Verify your e-mail address first: we sent you a link. You can ask for a new one.',
} as const;
