/** Outgoing e-mail. Entries pick the driver; handlers only ever see this interface. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send: (mail: Mail) => Promise<void>;
}

/**
 * A header value on one line, whatever the caller passed: a line break in a subject (a name in
 * it, say) would start a new header, a Bcc for instance (issue 20 §1.5). Both drivers use it, and
 * so does a mail that quotes a visitor's line in its body (worker/admin/queries/reply-mail.ts).
 */
// oxlint-disable-next-line no-control-regex -- removing control characters is the point
export const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, ' ').replace(/[\u0000-\u001f\u007f]/g, '');

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
        body: JSON.stringify({ from: oneLine(from), to: [oneLine(mail.to)], subject: oneLine(mail.subject), text: mail.text }),
      });
      if (!res.ok) throw new Error(`Mail API answered ${res.status}`);
    },
  };
}

/** Renders a message as an RFC 5322 `.eml` file body. */
export function toEml(mail: Mail, from: string, date: Date): string {
  return [
    `From: ${oneLine(from)}`,
    `To: ${oneLine(mail.to)}`,
    `Subject: ${oneLine(mail.subject)}`,
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
