import { m } from '../../contract/i18n/paraglide/messages';
import type { Locale } from '../../contract/i18n/locales';
import { oneLine } from './mailer';

/** What someone wrote to us, each line quoted, so that a mail about it reads on its own. */
export const quoted = (message: string) => message.split(/\r?\n/).map((line) => `> ${line}`);

/**
 * The body of an administrator's answer to what a visitor or member wrote (a query, a
 * complaint): the greeting by the name they gave, the answer as written, who answers, then what
 * they wrote, quoted, in the reader's language.
 */
export function answerMailText(
  a: { name: string; answer: string; signature: string; theyWrote: string; message: string },
  locale: Locale,
): string {
  return [m.server_mail_greeting({ name: oneLine(a.name).trim() }, { locale }), '', a.answer, '', a.signature, '', a.theyWrote, ...quoted(a.message)].join('\n');
}
