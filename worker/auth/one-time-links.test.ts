import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT } from '../../contract/texts';
import { createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { linkIn, memberWithSession, signIn } from '../test/factories';

/**
 * A new password ends every link mailed before it (issue 20 §1.7): whoever asked for a reset
 * link or an e-mail change with the old password (or a stolen session) loses it with the change.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const resetLinkOf = async (email: string) => {
  await answer(api(t).auth.forgotPassword.$post({ json: { email } }));
  return (await linkIn(t, email, 'new password')).token;
};
const emailChangeLinkOf = async (m: { token: string; password: string; id: string }, password = m.password) => {
  const next = `next-${m.id}@example.com`;
  expect((await answer(api(t, { token: m.token }).user.update.email.$put({ json: { email: next, password } }))).status).toBe(200);
  return (await linkIn(t, next, 'Confirm your new e-mail')).token;
};
const resetWith = (token: string, password: string) => answer(api(t).auth.resetPassword.$post({ json: { token, password } }));
const confirmWith = (token: string) => answer(api(t).user.confirmEmail.$get({ query: { token } }));
const verifyWith = (token: string) => answer(api(t).user.verify.$get({ query: { token } }));

describe('outstanding links after a password change', () => {
  it('die when the member changes the password in the app', async () => {
    const m = await memberWithSession(t);
    const reset = await resetLinkOf(m.email);
    const change = await emailChangeLinkOf(m);
    const changed = await answer(api(t, { token: m.token }).user.changePass[':id'].$put({ param: { id: m.id }, json: { oldPassword: m.password, newPassword: 'Changed789' } }));
    expect(changed.body.code).toBe(5);

    const late = await resetWith(reset, 'Attacker123');
    expect(late.status).toBe(400);
    expect(late.refusal.error).toBe(TEXT.linkInvalid);
    expect((await confirmWith(change)).refusal.error).toBe(TEXT.linkInvalid);
    await signIn(t, m.email, 'Changed789');
  });

  it('die when a reset link sets a new password, the other links of the account with them', async () => {
    const m = await memberWithSession(t, {}, { verified: false });
    const { token: verify } = await linkIn(t, m.email, 'Verify');
    const change = await emailChangeLinkOf(m);
    const reset = await resetLinkOf(m.email);
    expect((await resetWith(reset, 'NewSecret456')).body.code).toBe(5);

    expect((await verifyWith(verify)).refusal.error).toBe(TEXT.linkInvalid);
    expect((await confirmWith(change)).refusal.error).toBe(TEXT.linkInvalid);
    expect((await t.deps.database.db.selectFrom('users').select('email').where('id', '=', m.id).executeTakeFirstOrThrow()).email).toBe(m.email);
  });

  it('stay when the current password is wrong: a refused change changes nothing', async () => {
    const m = await memberWithSession(t);
    const reset = await resetLinkOf(m.email);
    const wrong = await answer(api(t, { token: m.token }).user.changePass[':id'].$put({ param: { id: m.id }, json: { oldPassword: 'Wrong12345', newPassword: 'Changed789' } }));
    expect(wrong.status).toBe(400);
    expect((await resetWith(reset, 'NewSecret456')).body.code).toBe(5);
  });
});
