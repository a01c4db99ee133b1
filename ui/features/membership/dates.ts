import { intlLocale } from '../../lib/format';

/** A plan's dates as a member reads them, the month in the page's language: 27 Nov 2026. */
export const day = (ms: number) => new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium' }).format(ms);
