/** Outgoing SMS (issue 24). Entries pick the driver; handlers only ever see this interface. */
export interface Sms {
  /** E.164, e.g. +919876543210. */
  to: string;
  text: string;
}

export interface SmsSender {
  send: (sms: Sms) => Promise<void>;
}

/**
 * Production driver: Twilio's Messages API (decision 0954). `url` is the account's
 * `https://api.twilio.com/2010-04-01/Accounts/{AccountSid}/Messages.json`, `key` is
 * `AccountSid:AuthToken` (HTTP Basic), `sender` the DLT-registered sender id or number.
 * Form-encoded, as Twilio takes it; fetch only, so Node and Workers run the same code.
 */
export function httpSmsSender(api: { url: string; key: string; sender: string }): SmsSender {
  return {
    async send(sms) {
      const res = await fetch(api.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${btoa(api.key)}` },
        body: new URLSearchParams({ To: sms.to, From: api.sender, Body: sms.text }),
      });
      if (!res.ok) throw new Error(`SMS API answered ${res.status}`);
    },
  };
}

/** The message as the local driver writes it: who it is for, then the text. */
export const toSmsFile = (sms: Sms, date: Date) => `To: ${sms.to}\nDate: ${date.toISOString()}\n\n${sms.text}\n`;

/**
 * Workers without an SMS API (wrangler dev): the message goes to the log, code included. Never
 * in production: there the Workers entry refuses to send instead (worker/index.ts).
 */
export function consoleSmsSender(): SmsSender {
  return {
    async send(sms) {
      console.log(`[sms]\n${toSmsFile(sms, new Date())}`);
    },
  };
}

/** Production without SMS settings: asking for a code gets a clear 503, never a silent loss. */
export const noSmsSender: SmsSender = {
  async send() {
    throw new SmsUnavailableError();
  },
};

export class SmsUnavailableError extends Error {}
