import { m } from '../../contract/i18n/paraglide/messages';
import type { Locale } from '../../contract/i18n/locales';

/**
 * The body of a mail that repeats a notification (a decision on a plan or an ID): the greeting,
 * the notice as the notification says it, and where to see more, in the reader's language.
 */
export const noticeMail = (name: string, notice: string, seeMore: string, locale: Locale) =>
  [m.server_mail_greeting({ name }, { locale }), '', notice, '', seeMore].join('\n');
