import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_TEXT } from '../../contract/server-texts';
import { createTestApp, waitFor, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { registerMember, registration } from '../test/factories';
import { EMAIL_CODE_LIFETIME_MS } from './email-codes';
import { MAX_FAILURES_PER_ADDRESS, MAX_FAILURES_PER_PAIR } from './throttle';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The code in the newest verification mail to `email`. */
async function codeFor(email: string, after = 0): Promise<string> {
  const mail = await waitFor(() => t.mails.slice(after).reverse().find((m) => m.to === email && m.subject.includes('Verify')));
  const code = /enter this code there: (\d{6})/i.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in:\n${mail.text}`);
  return code;
}

async function signUp() {
  const input = await registration(t);
  expect((await answer(api(t).user.register.$post({ json: input }))).status).toBe(200);
  return input;
}

const verifyCode = (email: string, code: string, ip?: string) => answer(api(t, ip ? { ip } : {}).auth.verifyCode.$post({ json: { email, code } }));
const userRow = (email: string) => t.deps.database.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/auth/verifyCode', () => {
  it('the code mailed at sign-up verifies the address and signs the new member in', async () => {
    const input = await signUp();
    const mail = await waitFor(() => t.mails.find((m) => m.to === input.email && m.subject.includes('Verify')));
    expect(mail.text).toMatch(/\/verify-email\?token=/); // the link comes in the same letter
    const res = await verifyCode(input.email, await codeFor(input.email));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.body).toMatchObject({ code: 5, message: SERVER_TEXT.emailVerified, userRole: 2 });
    expect(res.body.user.isEmailVerified).toBe(true);
    expect((await userRow(input.email)).is_email_verified).toBe(1);
    const me = await answer(api(t, { token: res.body.token }).auth.checkLogin.$get());
    expect(me.body.user.email).toBe(input.email);
  });

  it('takes the code with spaces typed in it', async () => {
    const input = await signUp();
    const code = await codeFor(input.email);
    expect((await verifyCode(input.email, ` ${code.slice(0, 3)} ${code.slice(3)} `)).status).toBe(200);
  });

  it('refuses a wrong code and changes nothing; the right one still works after', async () => {
    const input = await signUp();
    const code = await codeFor(input.email);
    const res = await verifyCode(input.email, wrong(code));
    expect(res.status).toBe(400);
    expect(res.refusal).toMatchObject({ error: SERVER_TEXT.emailCodeWrong, fields: { code: SERVER_TEXT.emailCodeWrong } });
    expect((await userRow(input.email)).is_email_verified).toBe(0);
    expect((await verifyCode(input.email, code)).status).toBe(200);
  });

  it('refuses what is not six digits with a clear message', async () => {
    const res = await verifyCode('someone@example.com', '12a45');
    expect(res.status).toBe(400);
    expect(res.refusal.fields?.code).toBe('Enter the 6-digit code from the e-mail.');
  });

  it('refuses an expired code', async () => {
    const input = await signUp();
    const code = await codeFor(input.email);
    t.clock.advance(EMAIL_CODE_LIFETIME_MS + 1000);
    expect((await verifyCode(input.email, code)).refusal.error).toBe(SERVER_TEXT.emailCodeWrong);
    expect((await userRow(input.email)).is_email_verified).toBe(0);
  });

  it('works once', async () => {
    const input = await signUp();
    const code = await codeFor(input.email);
    const [a, b] = await Promise.all([verifyCode(input.email, code), verifyCode(input.email, code)]);
    expect([a.status, b.status].sort((x, y) => x - y)).toEqual([200, 400]);
    expect((await verifyCode(input.email, code)).status).toBe(400);
    expect(await t.deps.database.db.selectFrom('sessions').select('id').where('user_id', '=', (await userRow(input.email)).id).execute()).toHaveLength(1);
  });

  it('a new code replaces the one before; the mailed link keeps working', async () => {
    const input = await signUp();
    const first = await codeFor(input.email);
    const before = t.mails.length;
    await answer(api(t).auth.checkEmail.sendMail.$post({ json: { email: input.email } }));
    const second = await codeFor(input.email, before);
    expect((await verifyCode(input.email, first)).status).toBe(first === second ? 200 : 400);
    const mail = t.mails.slice(before).find((m) => m.to === input.email)!;
    const token = new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token')!;
    expect((await answer(api(t).user.verify.$get({ query: { token } }))).body.message).toBe(SERVER_TEXT.emailVerified);
    expect((await userRow(input.email)).is_email_verified).toBe(1);
  });

  it('"Send a new code" is held to the mail limits: past them no letter, and the last code still works', async () => {
    const input = await signUp();
    await codeFor(input.email);
    const resend = () => answer(api(t, { ip: '198.51.100.50' }).auth.checkEmail.sendMail.$post({ json: { email: input.email } }));
    const letters = () => t.mails.filter((m) => m.to === input.email && m.subject.includes('Verify')).length;
    for (let i = 0; i < 2; i++) {
      const before = letters();
      await resend();
      await waitFor(() => (letters() > before ? true : undefined));
    }
    const last = await codeFor(input.email);
    expect(letters()).toBe(3); // the sign-up's and two more: the address's hourly limit
    const held = await resend();
    expect(held.body.message).toBe(SERVER_TEXT.verificationSent); // answered as a sent one
    // The ask is recorded as held back (sent = 0) before the letter would have been decided.
    const heldBack = () => t.deps.database.db.selectFrom('mail_sends').select('at').where('caller', '=', '198.51.100.50').where('sent', '=', 0).executeTakeFirst();
    await expect.poll(heldBack).toBeTruthy();
    expect(letters()).toBe(3);
    expect((await verifyCode(input.email, last, '198.51.100.51')).status).toBe(200);
  });

  it('is throttled per e-mail and address, and the owner from elsewhere still gets in', async () => {
    const input = await signUp();
    const code = await codeFor(input.email);
    const guesser = '198.51.100.20';
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) expect((await verifyCode(input.email, wrong(code), guesser)).status).toBe(400);
    const held = await verifyCode(input.email, code, guesser);
    expect(held.status).toBe(429);
    expect(held.refusal.error).toBe(SERVER_TEXT.tooManyWrongCodes(15));
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await userRow(input.email)).is_email_verified).toBe(0);
    expect((await verifyCode(input.email, code, '198.51.100.21')).status).toBe(200);
  });

  it('is throttled per address across e-mails', async () => {
    const sprayer = '198.51.100.30';
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) expect((await verifyCode(`spray${i}@example.com`, '123456', sprayer)).status).toBe(400);
    expect((await verifyCode('spray-last@example.com', '123456', sprayer)).status).toBe(429);
  });
});

describe('an address that already has an account', () => {
  it('looks the same at sign-up, mails its owner the notice, and no code works for it', async () => {
    const owner = await registerMember(t, {}, { verified: false });
    const ownCode = await codeFor(owner.email);
    const { db } = t.deps.database;
    const codesBefore = await db.selectFrom('email_codes').selectAll().where('user_id', '=', owner.id).execute();
    const before = t.mails.length;

    const fresh = await answer(api(t).user.register.$post({ json: await registration(t) }));
    const taken = await answer(api(t).user.register.$post({ json: { ...(await registration(t)), email: owner.email } }));
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual(fresh.body);
    await waitFor(() => t.mails.slice(before).find((m) => m.to === owner.email && m.subject.includes('tried to register')));
    // The attempt made no code: the owner's own (from their sign-up) is as it was.
    expect(await db.selectFrom('email_codes').selectAll().where('user_id', '=', owner.id).execute()).toEqual(codesBefore);
    expect(t.mails.slice(before).some((m) => m.to === owner.email && m.subject.includes('Verify'))).toBe(false);
    // A verified owner has no code at all: a guess answers as any wrong code.
    await db.updateTable('users').set({ is_email_verified: 1 }).where('id', '=', owner.id).execute();
    const guess = await verifyCode(owner.email, ownCode, '198.51.100.40');
    expect(guess.status).toBe(400);
    expect(guess.refusal.error).toBe(SERVER_TEXT.emailCodeWrong);
  });

  it('an unknown address answers as a wrong code and stores nothing', async () => {
    const count = async () => (await t.deps.database.db.selectFrom('email_codes').select('user_id').execute()).length;
    const n = await count();
    await answer(api(t).auth.checkEmail.sendMail.$post({ json: { email: 'nobody-here@example.com' } }));
    expect(await count()).toBe(n);
    const res = await verifyCode('nobody-here@example.com', '000000', '198.51.100.41');
    expect(res.refusal.error).toBe(SERVER_TEXT.emailCodeWrong);
  });

  it('stores the code hashed', async () => {
    const input = await signUp();
    const code = await codeFor(input.email);
    const row = await t.deps.database.db.selectFrom('email_codes').selectAll().where('user_id', '=', (await userRow(input.email)).id).executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
  });
});
