import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Twilio Messages API for tests (decision 0954), over real HTTP on a free port, checking
 * what Twilio checks: POST to /2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP Basic with that
 * AccountSid and its AuthToken (401, error 20003, otherwise), a form-encoded body with `To` in
 * E.164 (21211), `From` (21603) and a `Body` of 1 to 1,600 characters (21602, 21617). A message
 * taken is answered 201 with its `sid`, and kept in `messages`.
 */
export const TWILIO_STAND_IN = { accountSid: 'AC00000000000000000000000000000001', authToken: 'stand-in-auth-token', sender: 'SMBNDH' } as const;

export interface TakenMessage {
  to: string;
  from: string;
  body: string;
}

export async function startTwilioStandIn(): Promise<{ url: string; env: Record<string, string>; messages: TakenMessage[]; close(): Promise<void> }> {
  const messages: TakenMessage[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const fail = (status: number, code: number, message: string) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code, message, status }));
      };
      const path = /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\/Messages\.json$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !path) return fail(404, 20404, 'The requested resource was not found');
      const [user, pass] = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString().split(':');
      if (user !== path[1] || user !== TWILIO_STAND_IN.accountSid || pass !== TWILIO_STAND_IN.authToken) return fail(401, 20003, 'Authenticate');
      if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) return fail(400, 20001, 'Content-Type must be form-encoded');
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const to = form.get('To') ?? '';
      const from = form.get('From') ?? '';
      const body = form.get('Body') ?? '';
      if (!/^\+[1-9]\d{6,14}$/.test(to)) return fail(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      if (!from) return fail(400, 21603, "A 'From' phone number is required.");
      if (!body) return fail(400, 21602, 'Message body is required.');
      if (body.length > 1600) return fail(400, 21617, 'The concatenated message body exceeds the 1600 character limit.');
      messages.push({ to, from, body });
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ sid: `SM${String(messages.length).padStart(32, '0')}`, status: 'queued', to, from, body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/2010-04-01/Accounts/${TWILIO_STAND_IN.accountSid}/Messages.json`;
  return {
    url,
    env: { SMS_API_URL: url, SMS_API_KEY: `${TWILIO_STAND_IN.accountSid}:${TWILIO_STAND_IN.authToken}`, SMS_SENDER: TWILIO_STAND_IN.sender },
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
