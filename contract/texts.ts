/**
 * User-visible texts. Those quoted by the specification are copied exactly, misspellings
 * included; the rest are ours and say what to do next.
 */
export const TEXT = {
  loginSuccess: 'Login Successfully',
  serverError: 'Server Error',
  noNotifications: 'No Notifications Yet',
  noFeed: 'No Feed Updates Yet',
  checkAllNotifications: 'Check all notifications',
  checkAllFeed: 'Check all Feed',
  acceptedToast: 'A member has accepted your request.',
  newRequestToast: 'Received new memebr request.',
  linkInvalid: 'This link is not valid any more. Ask for a new one.',
  loggedOut: 'You have been logged out.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  emailNotVerified: 'Verify your e-mail address first: we sent you a link. You can ask for a new one.',
  resendLink: 'Resend the link',
} as const;
