/** A plan's dates as a member reads them: 27 Nov 2026. */
export const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
