import { QUERIES_TEXT } from '../../../contract/admin/queries';
import type { Mail } from '../../mail/mailer';

/** A visitor wrote it: a line break in the subject must not become a new mail header. */
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

/**
 * The reply to a visitor's query, composed like the other mails (worker/auth/mails.ts): plain
 * text, greeting by the name they gave, then the reply, then what they wrote, quoted, so the
 * answer reads on its own in their inbox.
 */
export function replyMail(query: { name: string; email: string; subject: string; message: string }, reply: string): Mail {
  const quoted = query.message.split(/\r?\n/).map((line) => `> ${line}`);
  return {
    to: query.email,
    subject: QUERIES_TEXT.replySubject(oneLine(query.subject)),
    text: [`Namaste ${oneLine(query.name)},`, '', reply, '', 'The Sambandh team', '', 'You wrote to us:', ...quoted].join('\n'),
  };
}
