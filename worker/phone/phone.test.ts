import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_CODE_LIFETIME_MS, PHONE_REASON, PHONE_TEXT } from '../../contract/phone';
import { httpSmsSender, noSmsSender } from '../sms/sms-sender';
import { startTwilioStandIn, TWILIO_STAND_IN } from '../sms/twilio-stand-in';
import { expectLogged } from '../test/clean-run';
import { memberWithSession } from '../test/factories';
import { createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';

/**
 * Phone verification (issue 24, decision 0955): POST /user/phone/sendOtp and /verifyOtp. The
 * codes are read from the SMS the app sent (the harness's outbox).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
/** A fresh Indian mobile number per test, so throttles of one test do not reach another. */
const nextNumber = () => `98${String(10_000_000 + ++n * 7919).slice(-8)}`;
const e164 = (national: string) => `+91${national}`;

function codeSentTo(phone: string): string {
  const sms = t.smses.filter((s) => s.to === phone).at(-1);
  if (!sms) throw new Error(`no SMS to ${phone}`);
  return /\b(\d{6})\b/.exec(sms.text)![1]!;
}

const send = (token: string, phone: string, ip?: string, countryCode?: '+91' | '+44') =>
  answer(api(t, { token, ip }).user.phone.sendOtp.$post({ json: { phone, ...(countryCode ? { countryCode } : {}) } }));
const verify = (token: string, code: string, ip?: string) => answer(api(t, { token, ip }).user.phone.verifyOtp.$post({ json: { code } }));
const status = async (token: string) => (await answer(api(t, { token }).user.phone.$get())).body.data;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('phone verification', () => {
  it('sends a six-digit code by SMS to the number as E.164, and the right code verifies it as the contact phone', async () => {
    const m = await memberWithSession(t);
    const number = nextNumber();
    const sent = await send(m.token, `0${number.slice(0, 5)} ${number.slice(5)}`);
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    expect(sent.body.message).toBe(PHONE_TEXT.sent(`+91 ${number.slice(0, 5)} ${number.slice(5)}`));
    const sms = t.smses.at(-1)!;
    expect(sms.to).toBe(e164(number));
    expect(sms.text).toMatch(/^\d{6} is your Sambandh code/);
    // Stored hashed: the code itself is nowhere in the table.
    const row = await t.deps.database.db.selectFrom('phone_codes').selectAll().where('user_id', '=', m.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(codeSentTo(e164(number)));
    expect((await status(m.token)).pending?.phone).toBe(e164(number));

    const ok = await verify(m.token, codeSentTo(e164(number)));
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.body.message).toBe(PHONE_TEXT.verified);
    const after = await status(m.token);
    expect(after).toEqual({ phone: e164(number), verifiedAt: t.clock.now, pending: null });
  });

  it('a used code does not work twice, and a wrong one changes nothing', async () => {
    const m = await memberWithSession(t);
    const number = e164(nextNumber());
    await send(m.token, number.slice(3));
    const code = codeSentTo(number);
    const bad = await verify(m.token, wrong(code));
    expect(bad.status).toBe(400);
    expect(bad.refusal.error).toBe(PHONE_TEXT.codeWrong);
    expect(bad.refusal.reason as string).toBe(PHONE_REASON.codeWrong);
    expect((await status(m.token)).verifiedAt).toBeNull();
    expect((await verify(m.token, code)).status).toBe(200);
    const again = await verify(m.token, code);
    expect(again.status).toBe(400);
    expect(again.refusal.reason as string).toBe(PHONE_REASON.noCode);
  });

  it('an expired code is refused, says so, and verifies nothing', async () => {
    const m = await memberWithSession(t);
    const number = e164(nextNumber());
    await send(m.token, number.slice(3));
    t.clock.advance(PHONE_CODE_LIFETIME_MS);
    const late = await verify(m.token, codeSentTo(number));
    expect(late.status).toBe(400);
    expect(late.refusal.error).toBe(PHONE_TEXT.codeExpired);
    expect((await status(m.token)).verifiedAt).toBeNull();
  });

  it('five wrong tries end the code, even the right one after them', async () => {
    const m = await memberWithSession(t);
    const number = e164(nextNumber());
    await send(m.token, number.slice(3));
    const code = codeSentTo(number);
    // From five addresses, so the per-address throttle is not what stops it.
    for (let i = 1; i <= 4; i++) expect((await verify(m.token, wrong(code), `198.51.100.${i}`)).refusal.reason as string).toBe(PHONE_REASON.codeWrong);
    const fifth = await verify(m.token, wrong(code), '198.51.100.5');
    expect(fifth.refusal.error).toBe(PHONE_TEXT.codeUsedUp);
    const right = await verify(m.token, code, '198.51.100.6');
    expect(right.status).toBe(400);
    expect((await status(m.token)).verifiedAt).toBeNull();
  });

  it('wrong codes are throttled per number and address: that address waits, the member from another goes on', async () => {
    const m = await memberWithSession(t);
    const number = e164(nextNumber());
    const ip = '198.51.100.20';
    for (let i = 0; i < 5; i++) {
      await send(m.token, number.slice(3), `198.51.100.${30 + i}`);
      await verify(m.token, wrong(codeSentTo(number)), ip);
    }
    await send(m.token, number.slice(3), '198.51.100.40');
    const held = await verify(m.token, codeSentTo(number), ip);
    expect(held.status).toBe(429);
    expect(held.headers.get('retry-after')).toBeTruthy();
    expect((await verify(m.token, codeSentTo(number), '198.51.100.41')).status).toBe(200);
  });

  it('sending is throttled per number and address: five codes a quarter hour, and another address still gets one', async () => {
    const m = await memberWithSession(t);
    const number = nextNumber();
    const ip = '198.51.100.50';
    for (let i = 0; i < 5; i++) expect((await send(m.token, number, ip)).status).toBe(200);
    const sixth = await send(m.token, number, ip);
    expect(sixth.status).toBe(429);
    expect(sixth.refusal.error).toMatch(/^Too many codes were asked for from here\. Try again in \d+ minutes?\.$/);
    // Nobody can lock the number's owner out: from their own address it still works.
    expect((await send(m.token, number, '198.51.100.51')).status).toBe(200);
    t.clock.advance(15 * 60_000 + 1);
    expect((await send(m.token, number, ip)).status).toBe(200);
  });

  it('a member cannot verify with another member’s code, nor a number another member has verified', async () => {
    const owner = await memberWithSession(t);
    const other = await memberWithSession(t);
    const number = e164(nextNumber());
    await send(owner.token, number.slice(3));
    const ownerCode = codeSentTo(number);
    const borrowed = await verify(other.token, ownerCode);
    expect(borrowed.status).toBe(400);
    expect(borrowed.refusal.reason as string).toBe(PHONE_REASON.noCode);
    expect((await verify(owner.token, ownerCode)).status).toBe(200);

    await send(other.token, number.slice(3));
    const taken = await verify(other.token, codeSentTo(number));
    expect(taken.status).toBe(400);
    expect(taken.refusal.error).toBe(PHONE_TEXT.numberTaken);
    expect(await status(other.token)).toMatchObject({ verifiedAt: null });
    expect((await status(owner.token)).verifiedAt).not.toBeNull();
  });

  it('numbers of other countries take their code from the list; a bad number or code is refused with a sentence', async () => {
    const m = await memberWithSession(t);
    expect((await send(m.token, '07700 900123', undefined, '+44')).status).toBe(200);
    expect(t.smses.at(-1)!.to).toBe('+447700900123');
    const short = await send(m.token, '12345');
    expect(short.status).toBe(400);
    expect(short.refusal.fields?.phone).toBe(PHONE_TEXT.numberWrong);
    const letters = await verify(m.token, '12ab56');
    expect(letters.refusal.fields?.code).toBe(PHONE_TEXT.codeFormat);
  });

  it('changing the phone later removes the verification; the same number written with spaces keeps it', async () => {
    const m = await memberWithSession(t);
    const number = nextNumber();
    await send(m.token, number);
    await verify(m.token, codeSentTo(e164(number)));
    // Through the profile's Contact details section, as the member saves it.
    const saveContact = (phone: string) =>
      answer(api(t, { token: m.token }).user.update.contactDetails[':id{[0-9a-fA-F-]{36}}'].$put({ param: { id: m.id }, json: { phone, contactPerson: 'Self', relationship: 'Self' } }));
    expect((await saveContact(`+91 ${number.slice(0, 5)} ${number.slice(5)}`)).status).toBe(200);
    expect((await status(m.token)).verifiedAt).not.toBeNull();
    expect((await saveContact('+91 91234 56789')).status).toBe(200);
    expect(await status(m.token)).toMatchObject({ phone: '+91 91234 56789', verifiedAt: null });
  });

  it('without an SMS driver (Workers in production, no SMS_API_*) asking for a code says so and keeps no code', async () => {
    const m = await memberWithSession(t);
    const sms = t.deps.sms;
    t.deps.sms = noSmsSender;
    try {
      const res = await send(m.token, nextNumber());
      expect(res.status).toBe(503);
      expect(res.refusal.error).toBe(PHONE_TEXT.unavailable);
    } finally {
      t.deps.sms = sms;
    }
    expect((await status(m.token)).pending).toBeNull();
  });

  it('a send the SMS provider refuses is logged and answered with a sentence, keeping no code', async () => {
    const standIn = await startTwilioStandIn();
    const m = await memberWithSession(t);
    const sms = t.deps.sms;
    t.deps.sms = httpSmsSender({ url: standIn.url, key: `${TWILIO_STAND_IN.accountSid}:revoked-token`, sender: TWILIO_STAND_IN.sender });
    const logged = expectLogged(/^SMS not sent:/);
    try {
      const res = await send(m.token, nextNumber());
      expect(res.status).toBe(502);
      expect(res.refusal.error).toBe(PHONE_TEXT.sendFailed);
    } finally {
      t.deps.sms = sms;
      await standIn.close();
    }
    expect(String(logged.calls[0]?.[1])).toContain('SMS API answered 401');
    expect((await status(m.token)).pending).toBeNull();
  });

  it('is for signed-in members only', async () => {
    const res = await answer(api(t).user.phone.sendOtp.$post({ json: { phone: nextNumber() } }));
    expect(res.status).toBe(401);
  });
});
