/** Outgoing e-mail. Entries pick the driver; handlers only ever see this interface. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Production driver: a JSON POST to an HTTP e-mail API (Resend, Postmark and Mailchannels all
 * take this shape with a bearer key).
 */
export function httpMailer(api: { url: string; key: string }, from: string): Mailer {
  return {
    async send(mail) {
      const res = await fetch(api.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${api.key}` },
        body: JSON.stringify({ from, to: [mail.to], subject: mail.subject, text: mail.text }),
      });
      if (!res.ok) throw new Error(`Mail API answered ${res.status}`);
    },
  };
}

/** Renders a message as an RFC 5322 `.eml` file body. */
export function toEml(mail: Mail, from: string, date: Date): string {
  return [
    `From: ${from}`,
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    `Date: ${date.toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    mail.text,
    '',
  ].join('\r\n');
}

/** Workers without a mail API (wrangler dev): the message goes to the log, link included. */
export function consoleMailer(from: string): Mailer {
  return {
    async send(mail) {
      console.log(`[mail]\n${toEml(mail, from, new Date())}`);
    },
  };
}
