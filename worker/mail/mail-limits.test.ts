import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_TEXT } from '../../contract/server-texts';
import { createTestApp, waitFor, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { registerMember, registration } from '../test/factories';
import { sha256 } from '../auth/tokens';

/**
 * Mail anyone may ask for without signing in is limited per address mailed and per caller
 * (issue 20 §1.3), and the answer is the same whether a mail went out or was held back.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3600_000;
let n = 0;
/** Each test asks from its own address, so the per-caller limit of one does not touch another. */
const callerIp = () => `198.51.100.${++n}`;
const mailsTo = (to: string) => t.mails.filter((m) => m.to === to);

/** Every ask is recorded before anything is mailed: waits until `count` asks of `to` are. */
async function asksRecorded(to: string, count: number) {
  const target = await sha256(to);
  const until = Date.now() + 5000;
  for (;;) {
    const rows = await t.deps.database.db.selectFrom('mail_sends').select('sent').where('target', '=', target).execute();
    if (rows.length >= count) return rows.filter((r) => r.sent === 1).length;
    if (Date.now() > until) throw new Error(`only ${rows.length} of ${count} asks recorded`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('mail asked for without signing in', () => {
  it('sends at most 3 reset links an hour and 10 a day to one address, answering every ask alike', async () => {
    const m = await registerMember(t);
    const ip = callerIp();
    const answers = new Set<string>();
    for (let i = 0; i < 20; i++) {
      // From many addresses, so only the per-address limit is in play.
      const res = await answer(api(t, { ip: `${ip}${i}` }).auth.forgotPassword.$post({ json: { email: m.email } }));
      answers.add(JSON.stringify([res.status, res.json]));
    }
    expect([...answers]).toEqual([JSON.stringify([200, { code: 5, message: SERVER_TEXT.resetSent }])]);
    // The sign-up's own verification link was the first mail of the hour.
    expect(await asksRecorded(m.email, 21)).toBe(3);
    await waitFor(() => (mailsTo(m.email).length === 3 ? true : undefined));
    expect(mailsTo(m.email).filter((x) => x.subject.includes('new password'))).toHaveLength(2);

    for (let hour = 1; hour <= 6; hour++) {
      t.clock.advance(HOUR);
      for (let i = 0; i < 3; i++) await answer(api(t, { ip: `${ip}${hour}${i}` }).auth.forgotPassword.$post({ json: { email: m.email } }));
    }
    expect(await asksRecorded(m.email, 21 + 18)).toBe(10);
    await waitFor(() => (mailsTo(m.email).length === 10 ? true : undefined));

    t.clock.advance(24 * HOUR);
    await answer(api(t, { ip }).auth.forgotPassword.$post({ json: { email: m.email } }));
    await waitFor(() => (mailsTo(m.email).length === 11 ? true : undefined));
  });

  it('limits verification links the same way', async () => {
    const m = await registerMember(t, {}, { verified: false });
    for (let i = 0; i < 20; i++) {
      const res = await answer(api(t, { ip: callerIp() }).auth.checkEmail.sendMail.$post({ json: { email: m.email } }));
      expect(res.body).toEqual({ code: 5, message: SERVER_TEXT.verificationSent });
    }
    expect(await asksRecorded(m.email, 21)).toBe(3);
    await waitFor(() => (mailsTo(m.email).length === 3 ? true : undefined));
  });

  it('limits the notices of sign-ups with a taken address, answered as a new sign-up is', async () => {
    const m = await registerMember(t);
    for (let i = 0; i < 10; i++) {
      const res = await answer(api(t, { ip: callerIp() }).user.register.$post({ json: { ...(await registration(t)), email: m.email } }));
      expect(res.body).toEqual({ code: 5, message: SERVER_TEXT.registered });
    }
    expect(await asksRecorded(m.email, 11)).toBe(3);
    await waitFor(() => (mailsTo(m.email).length === 3 ? true : undefined));
    expect(mailsTo(m.email).filter((x) => x.subject.includes('tried to register'))).toHaveLength(2);
  });

  it('limits one caller asking for many addresses, known or not, and never their own sign-ups', async () => {
    const ip = callerIp();
    const members = [];
    for (let i = 0; i < 12; i++) members.push(await registerMember(t, {}, { verified: false }));
    const fresh = await registration(t);
    for (const m of members) await answer(api(t, { ip }).auth.forgotPassword.$post({ json: { email: m.email } }));
    for (let i = 0; i < 5; i++) await answer(api(t, { ip }).auth.forgotPassword.$post({ json: { email: `nobody${i}-${ip}@example.com` } }));
    // A sign-up's own link is not held back by what its caller asked for before.
    expect((await answer(api(t, { ip }).user.register.$post({ json: fresh }))).body.code).toBe(5);
    await waitFor(() => (mailsTo(fresh.email).length === 1 ? true : undefined));

    for (const m of members) await asksRecorded(m.email, 2);
    const resets = members.filter((m) => mailsTo(m.email).some((x) => x.subject.includes('new password')));
    expect(resets).toHaveLength(10);
  });
});
