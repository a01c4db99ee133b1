/**
 * Stable words a refusal carries as `reason` (DESIGN: Envelope), for the UI to decide on: the
 * UI never compares the sentences in `error`.
 */
export const REASON = {
  /** The member has not followed the link mailed to them: they may read, not reach out (decision 0880). */
  emailNotVerified: 'emailNotVerified',
  /** An administrator other than the main one deletes logs only after 'Record Log' (decision 0810). */
  logReasonFirst: 'logReasonFirst',
  /** The member keeps their horoscope hidden: no password opens it, so the page asks for none. */
  horoscopeHidden: 'horoscopeHidden',
} as const;
