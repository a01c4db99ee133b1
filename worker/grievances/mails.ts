import { GRIEVANCE_ANSWER_DAYS } from '../../contract/grievances';
import { oneLine, type Mail } from '../mail/mailer';

/** A date as people in India read it: 7 December 2026. */
export const dayInIndia = (ms: number) => new Date(ms).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' });

interface Filed {
  number: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  dueAt: number;
}

const quoted = (message: string) => message.split(/\r?\n/).map((line) => `> ${line}`);

/** The acknowledgement, mailed at once: the 24-hour duty of the IT Rules 2021 is met as the complaint arrives. */
export function acknowledgementMail(g: Filed): Mail {
  return {
    to: g.email,
    subject: `We received your complaint ${g.number} — Sambandh`,
    text: [
      `Namaste ${oneLine(g.name).trim()},`,
      '',
      `We have received your complaint "${oneLine(g.subject).trim()}". Its number is ${g.number}; please quote it if you write to us about it.`,
      `The Grievance Officer will look into it and answer you by e-mail by ${dayInIndia(g.dueAt)}, within ${GRIEVANCE_ANSWER_DAYS} days.`,
      '',
      'The Sambandh team',
      '',
      'You wrote to us:',
      ...quoted(g.message),
    ].join('\n'),
  };
}

/** The resolution, as the administrator wrote it, with the complaint quoted so it reads on its own. */
export function resolutionMail(g: Omit<Filed, 'dueAt'>, reply: string): Mail {
  return {
    to: g.email,
    subject: `Your complaint ${g.number} is resolved — Sambandh`,
    text: [`Namaste ${oneLine(g.name).trim()},`, '', reply, '', 'The Grievance Officer, Sambandh', '', `Your complaint ${g.number}:`, ...quoted(g.message)].join('\n'),
  };
}
