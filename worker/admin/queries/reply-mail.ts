import { QUERIES_TEXT } from '../../../contract/admin/queries';
import { oneLine, type Mail } from '../../mail/mailer';

/**
 * The reply to a visitor's query, composed like the other mails (worker/auth/mails.ts): plain
 * text, greeting by the name they gave, then the reply, then what they wrote, quoted, so the
 * answer reads on its own in their inbox.
 */
export function replyMail(query: { name: string; email: string; subject: string; message: string }, reply: string): Mail {
  const quoted = query.message.split(/\r?\n/).map((line) => `> ${line}`);
  return {
    to: query.email,
    subject: QUERIES_TEXT.replySubject(oneLine(query.subject).trim()),
    text: [`Namaste ${oneLine(query.name).trim()},`, '', reply, '', 'The Sambandh team', '', 'You wrote to us:', ...quoted].join('\n'),
  };
}
