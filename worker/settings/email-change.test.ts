import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_TEXT } from '../../contract/settings';
import { TEXT } from '../../contract/texts';
import { call, createTestApp, waitFor, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { adminSession, linkIn, memberWithSession, registerMember, signIn } from '../test/factories';
import { EMAIL_CHANGE_LIFETIME_MS } from './email-change';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const freshEmail = () => `new${++n}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const emailOf = async (id: string) =>
  (await t.deps.database.db.selectFrom('users').select(['email', 'is_email_verified']).where('id', '=', id).executeTakeFirstOrThrow());

describe('PUT /api/user/update/email and GET /api/user/confirmEmail', () => {
  it('changes the address only after the link sent to the new one is opened, once', async () => {
    const m = await memberWithSession(t);
    const next = freshEmail();
    const res = await answer(api(t, { token: m.token }).user.update.email.$put({ json: { email: next.toUpperCase(), password: m.password } }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SETTINGS_TEXT.emailChangeSent);
    expect(res.body.data.pendingEmail).toBe(next);
    expect((await emailOf(m.id)).email).toBe(m.email);

    // The old address gets a notice without a link; the new one gets the link.
    const notice = await waitFor(() => t.mails.find((x) => x.to === m.email && x.subject.includes('about to change')));
    expect(notice.text).toContain(next);
    expect(notice.text).not.toMatch(/https?:\/\//);
    const { link, token } = await linkIn(t, next, 'Confirm your new e-mail');
    expect(new URL(link).pathname).toBe('/confirm-email');

    // Pending until confirmed: shown on the settings page, sign-in still with the old address.
    const pending = await answer(api(t, { token: m.token }).user.getSetting[':id'].$get({ param: { id: m.id } }));
    expect(pending.body.data.pendingEmail).toBe(next);
    await signIn(t, m.email, m.password);

    const confirmed = await answer(api(t).user.confirmEmail.$get({ query: { token } }));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe(SETTINGS_TEXT.emailChanged);
    expect(await emailOf(m.id)).toEqual({ email: next, is_email_verified: 1 });
    await signIn(t, next, m.password);
    expect((await answer(api(t).auth.login.$post({ json: { email: m.email, password: m.password } }))).status).toBe(401);

    // Single use.
    const again = await answer(api(t).user.confirmEmail.$get({ query: { token } }));
    expect(again.status).toBe(400);
    expect(again.refusal.error).toBe(TEXT.linkInvalid);
    expect((await answer(api(t, { token: m.token }).user.getSetting[':id'].$get({ param: { id: m.id } }))).body.data.pendingEmail).toBeNull();
  });

  it('lets the link expire after 48 hours', async () => {
    const m = await memberWithSession(t);
    const next = freshEmail();
    await answer(api(t, { token: m.token }).user.update.email.$put({ json: { email: next, password: m.password } }));
    const { token } = await linkIn(t, next, 'Confirm your new e-mail');
    t.clock.advance(EMAIL_CHANGE_LIFETIME_MS + 1000);
    const res = await answer(api(t).user.confirmEmail.$get({ query: { token } }));
    expect(res.status).toBe(400);
    expect((await emailOf(m.id)).email).toBe(m.email);
  });

  it('keeps only the newest request: an earlier link stops working', async () => {
    const m = await memberWithSession(t);
    const first = freshEmail();
    const second = freshEmail();
    await answer(api(t, { token: m.token }).user.update.email.$put({ json: { email: first, password: m.password } }));
    const old = await linkIn(t, first, 'Confirm your new e-mail');
    await answer(api(t, { token: m.token }).user.update.email.$put({ json: { email: second, password: m.password } }));
    expect((await answer(api(t).user.confirmEmail.$get({ query: { token: old.token } }))).status).toBe(400);
    const latest = await linkIn(t, second, 'Confirm your new e-mail');
    expect((await answer(api(t).user.confirmEmail.$get({ query: { token: latest.token } }))).status).toBe(200);
    expect((await emailOf(m.id)).email).toBe(second);
  });

  it('answers an address another account uses as it answers a free one, changes nothing, and tells that address it is in use', async () => {
    const m = await memberWithSession(t);
    const other = await registerMember(t);
    await waitFor(() => t.mails.find((mail) => mail.to === other.email));
    const free = await answer(api(t, { token: m.token }).user.update.email.$put({ json: { email: freshEmail(), password: m.password } }));
    const taken = await answer(api(t, { token: m.token }).user.update.email.$put({ json: { email: other.email, password: m.password } }));
    expect(taken.status).toBe(free.status);
    expect({ ...taken.body, data: null }).toEqual({ ...free.body, data: null });
    expect(taken.body.data).toEqual({ pendingEmail: other.email });
    // The settings page shows it pending, as it would a free address.
    expect((await answer(api(t, { token: m.token }).user.getSetting[':id'].$get({ param: { id: m.id } }))).body.data.pendingEmail).toBe(other.email);

    const inUse = await waitFor(() => t.mails.find((x) => x.to === other.email && x.subject.includes('already in use')));
    expect(inUse.text).toContain('already in use');
    expect(inUse.text).not.toContain('/confirm-email');
    expect(t.mails.some((x) => x.to === other.email && x.subject.includes('Confirm your new e-mail'))).toBe(false);
    expect((await emailOf(m.id)).email).toBe(m.email);
    expect((await emailOf(other.id)).email).toBe(other.email);
  });

  it('refuses a link whose address was taken after the request (409), changing nothing', async () => {
    const m = await memberWithSession(t);
    const next = freshEmail();
    await answer(api(t, { token: m.token }).user.update.email.$put({ json: { email: next, password: m.password } }));
    const { token } = await linkIn(t, next, 'Confirm your new e-mail');
    await registerMember(t, { email: next });
    const late = await answer(api(t).user.confirmEmail.$get({ query: { token } }));
    expect(late.status).toBe(409);
    expect(late.refusal.error).toBe(SETTINGS_TEXT.emailTaken);
    expect((await emailOf(m.id)).email).toBe(m.email);
  });

  it.each([
    [{ email: 'not-an-address', password: 'Secret123' }, 400, 'email'],
    [{ email: '', password: 'Secret123' }, 400, 'email'],
    [{ email: 'fine@example.com' }, 400, 'password'],
    [{ email: 'fine@example.com', password: 'Wrong1234' }, 400, 'password'],
  ])('refuses %j and sends nothing', async (input, status, field) => {
    const m = await memberWithSession(t);
    // The registration's verification mail goes out in the background: let it land first.
    await waitFor(() => t.mails.find((mail) => mail.to === m.email));
    const before = t.mails.length;
    const res = await call(t, 'PUT', '/api/user/update/email', { token: m.token, body: input });
    expect(res.status).toBe(status);
    expect(res.body.fields[field]).toBeTruthy();
    expect(t.mails.length).toBe(before);
    expect(await t.deps.database.db.selectFrom('email_changes').selectAll().where('user_id', '=', m.id).execute()).toHaveLength(0);
  });

  it('refuses the address the member already has', async () => {
    const m = await memberWithSession(t);
    const res = await answer(api(t, { token: m.token }).user.update.email.$put({ json: { email: m.email, password: m.password } }));
    expect(res.status).toBe(400);
    expect(res.refusal.error).toBe(SETTINGS_TEXT.sameEmail);
  });

  it('refuses no session and admins; a bad token is a clear error', async () => {
    const body = { email: freshEmail(), password: 'Secret123' };
    expect((await answer(api(t).user.update.email.$put({ json: body }))).status).toBe(401);
    const admin = await adminSession(t);
    expect((await answer(api(t, { token: admin.token }).user.update.email.$put({ json: body }))).status).toBe(403);
    const bad = await answer(api(t).user.confirmEmail.$get({ query: { token: 'x'.repeat(43) } }));
    expect(bad.status).toBe(400);
    expect(bad.refusal.error).toBe(TEXT.linkInvalid);
    expect((await call(t, 'GET', '/api/user/confirmEmail')).status).toBe(400);
  });

  it('refuses an administrator acting as the member', async () => {
    const m = await memberWithSession(t);
    const admin = await adminSession(t);
    const acting = await answer(api(t, { token: admin.token }).admin.userlogin[':id'].$get({ param: { id: m.id } }));
    expect(acting.status).toBe(200);
    const res = await answer(api(t, { token: acting.body.token }).user.update.email.$put({ json: { email: freshEmail(), password: m.password } }));
    expect(res.status).toBe(403);
  });
});
