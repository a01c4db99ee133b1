import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT } from '../../contract/texts';
import { SERVER_TEXT } from '../../contract/server-texts';
import { call, createTestApp, waitFor, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { hashPassword } from './passwords';
import { linkIn, registration, registerMember } from '../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async () => Number((await t.deps.database.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('POST /api/user/register', () => {
  it('creates the member, sends a verification link and a welcome notification', async () => {
    const input = await registration(t);
    const res = await answer(api(t).user.register.$post({ json: input }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 5, message: SERVER_TEXT.registered });
    expect(JSON.stringify(res.json)).not.toMatch(/token/i);
    const user = await t.deps.database.db.selectFrom('users').selectAll().where('email', '=', input.email).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: 2, name: input.name, gender: input.gender, dob: input.dob, is_email_verified: 0, status: 'active' });
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    const { link } = await linkIn(t, input.email, 'Verify');
    expect(link).toMatch(/\/verify-email\?token=/);
    const notes = await t.deps.database.db.selectFrom('notifications').selectAll().where('user_id', '=', user.id).execute();
    expect(notes.map((n) => n.type)).toEqual(['welcome']);
  });

  it.each([
    ['an under-age member', { dob: '2015-01-01' }, 'dob', SERVER_TEXT.underAge],
    ['a malformed e-mail', { email: 'not-an-email' }, 'email', 'Enter a valid e-mail address, like name@example.com.'],
    ['a short password', { password: 'abc1' }, 'password', 'The password needs at least 8 characters.'],
    ['a password without digits', { password: 'abcdefghij' }, 'password', 'The password needs at least one digit.'],
    ['an unknown gender', { gender: 'other' }, 'gender', 'Choose the gender.'],
    ['a one-letter name', { name: 'A' }, 'name', 'Enter the full name (at least 2 letters).'],
    ['a bad phone', { phone: '12' }, 'phone', 'Enter a mobile number of 10 to 15 digits, e.g. +91 98765 43210.'],
    ['an impossible date', { dob: '1990-02-31x' }, 'dob', 'Enter the date of birth as YYYY-MM-DD.'],
  ])('refuses %s with a clear message and stores nothing', async (_, patch, field, message) => {
    const before = await count();
    const res = await call(t, 'POST', '/api/user/register', { body: { ...(await registration(t)), ...patch } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(res.body.fields[field]).toBe(message);
    expect(await count()).toBe(before);
  });

  it('refuses a mother tongue or religion that is not in the reference data', async () => {
    const before = await count();
    const a = await answer(api(t).user.register.$post({ json: { ...(await registration(t)), motherTongueId: 'klingon' } }));
    expect(a.status).toBe(400);
    expect(a.refusal.fields?.motherTongueId).toBe('Choose the mother tongue from the list.');
    const b = await answer(api(t).user.register.$post({ json: { ...(await registration(t)), religionId: 'nope' } }));
    expect(b.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('answers an address that already has an account exactly as a new one, changes nothing, and tells the owner', async () => {
    const m = await registerMember(t);
    const { db } = t.deps.database;
    const ownerBefore = await db.selectFrom('users').selectAll().where('id', '=', m.id).executeTakeFirstOrThrow();
    const notesBefore = await db.selectFrom('notifications').select('id').where('user_id', '=', m.id).execute();
    const before = await count();

    const fresh = await answer(api(t).user.register.$post({ json: await registration(t) }));
    const taken = await answer(api(t).user.register.$post({ json: { ...(await registration(t)), email: m.email.toUpperCase(), password: 'Other1234' } }));
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual(fresh.body);
    expect(taken.body).toEqual({ code: 5, message: SERVER_TEXT.registered });

    expect(await count()).toBe(before + 1); // the fresh one only
    expect(await db.selectFrom('users').selectAll().where('id', '=', m.id).executeTakeFirstOrThrow()).toEqual(ownerBefore);
    expect(await db.selectFrom('notifications').select('id').where('user_id', '=', m.id).execute()).toEqual(notesBefore);

    const notice = await waitFor(() => t.mails.find((x) => x.to === m.email && x.subject.includes('tried to register')));
    expect(notice.text).toContain(`Namaste ${m.name},`);
    expect(notice.text).toMatch(/https?:\/\/\S+\/login\n/);
    expect(notice.text).toMatch(/https?:\/\/\S+\/forgotpassword\n/);
    expect(t.mails.filter((x) => x.to === m.email && x.subject.includes('Verify'))).toHaveLength(1); // its own, at sign-up
  });

  it('does the same password hashing for a taken address as for a free one', async () => {
    // A memory cost high enough that one hash clearly outweighs the rest of the request.
    const slow = await createTestApp({ PASSWORD_HASH_MEMORY_KIB: '16384' });
    try {
      let hash = Infinity;
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        await hashPassword('Secret123', 16384);
        hash = Math.min(hash, performance.now() - started);
      }
      const owner = await registration(slow);
      expect((await answer(api(slow).user.register.$post({ json: owner }))).status).toBe(200);
      const started = performance.now();
      const again = await answer(api(slow).user.register.$post({ json: { ...(await registration(slow)), email: owner.email } }));
      const elapsed = performance.now() - started;
      expect(again.status).toBe(200);
      // Only a lower bound: a loaded machine makes requests slower, never faster than a hash.
      expect(elapsed).toBeGreaterThanOrEqual(hash * 0.7);
    } finally {
      await slow.close();
    }
  });

  it('answers a body that is not JSON with 400', async () => {
    const res = await t.app.request('/api/user/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(res.status).toBe(400);
  });
});

describe('e-mail verification', () => {
  it('verifies once through the e-mailed link; the link is single-use', async () => {
    const m = await registerMember(t);
    const { token } = await linkIn(t, m.email, 'Verify');
    const first = await answer(api(t).user.verify.$get({ query: { token } }));
    expect(first.body).toMatchObject({ code: 5, message: SERVER_TEXT.emailVerified });
    const row = await t.deps.database.db.selectFrom('users').select('is_email_verified').where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(row.is_email_verified).toBe(1);
    const again = await answer(api(t).user.verify.$get({ query: { token } }));
    expect(again.status).toBe(400);
    expect(again.refusal.error).toBe(TEXT.linkInvalid);
  });

  it('refuses an expired link and a made-up one', async () => {
    const m = await registerMember(t);
    const { token } = await linkIn(t, m.email, 'Verify');
    t.clock.advance(49 * 3600 * 1000);
    expect((await answer(api(t).user.verify.$get({ query: { token } }))).status).toBe(400);
    expect((await answer(api(t).user.verify.$get({ query: { token: 'x'.repeat(43) } }))).status).toBe(400);
    expect((await call(t, 'GET', '/api/user/verify')).status).toBe(400);
  });

  it('resends a link on request, answering the same for unknown addresses', async () => {
    const m = await registerMember(t);
    const known = await answer(api(t).auth.checkEmail.sendMail.$post({ json: { email: m.email } }));
    const unknown = await answer(api(t).auth.checkEmail.sendMail.$post({ json: { email: 'nobody@example.com' } }));
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({ code: 5, message: SERVER_TEXT.verificationSent });
    const { token } = await linkIn(t, m.email, 'Verify');
    expect((await answer(api(t).user.verify.$get({ query: { token } }))).body.code).toBe(5);
    expect(t.mails.some((mail) => mail.to === 'nobody@example.com')).toBe(false);
  });
});
