import { GRIEVANCE_ANSWER_DAYS } from '../../contract/grievances';
import { m } from '../../contract/i18n/paraglide/messages';
import type { Locale } from '../../contract/i18n/locales';
import { dayInIndia } from '../i18n/reader-locale';
import { answerMailText, quoted } from '../mail/answer-mail';
import { oneLine, type Mail } from '../mail/mailer';

interface Filed {
  number: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  dueAt: number;
}

/** The acknowledgement, mailed at once: the 24-hour duty of the IT Rules 2021 is met as the complaint arrives. */
export function acknowledgementMail(g: Filed, locale: Locale): Mail {
  const name = oneLine(g.name).trim();
  return {
    to: g.email,
    subject: m.server_mail_grievance_ack_subject({ number: g.number }, { locale }),
    text: [
      m.server_mail_grievance_ack_body({ name, subject: oneLine(g.subject).trim(), number: g.number, date: dayInIndia(g.dueAt, locale), days: GRIEVANCE_ANSWER_DAYS }, { locale }),
      ...quoted(g.message),
    ].join('\n'),
  };
}

/** The resolution, as the administrator wrote it, with the complaint quoted so it reads on its own. */
export function resolutionMail(g: Omit<Filed, 'dueAt'>, reply: string, locale: Locale): Mail {
  return {
    to: g.email,
    subject: m.server_mail_grievance_resolved_subject({ number: g.number }, { locale }),
    text: answerMailText(
      {
        name: g.name,
        answer: reply,
        signature: m.server_mail_grievance_officer_signature({}, { locale }),
        theyWrote: m.server_mail_grievance_your_complaint({ number: g.number }, { locale }),
        message: g.message,
      },
      locale,
    ),
  };
}
