import { m } from '../../../contract/i18n/paraglide/messages';
import type { Locale } from '../../../contract/i18n/locales';
import { answerMailText } from '../../mail/answer-mail';
import { oneLine, type Mail } from '../../mail/mailer';

/**
 * The reply to a visitor's query, composed like the other mails (worker/auth/mails.ts): plain
 * text, greeting by the name they gave, then the reply, then what they wrote, quoted, so the
 * answer reads on its own in their inbox. In the visitor's language; the reply itself is the
 * administrator's, as written.
 */
export function replyMail(query: { name: string; email: string; subject: string; message: string }, reply: string, locale: Locale): Mail {
  return {
    to: query.email,
    subject: m.server_mail_query_reply_subject({ subject: oneLine(query.subject).trim() }, { locale }),
    text: answerMailText(
      { name: query.name, answer: reply, signature: m.server_mail_team_signature({}, { locale }), theyWrote: m.server_mail_query_you_wrote({}, { locale }), message: query.message },
      locale,
    ),
  };
}
