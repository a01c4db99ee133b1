import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT } from '../../contract/texts';
import { SERVER_TEXT } from '../../contract/server-texts';
import { ADMIN, createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { adminSession, linkIn, memberWithSession, registerMember, signIn } from '../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('forgotten password', () => {
  it('answers the same for known and unknown e-mails and mails only the known', async () => {
    const m = await registerMember(t);
    const known = await answer(api(t).auth.forgotPassword.$post({ json: { email: m.email } }));
    const unknown = await answer(api(t).auth.forgotPassword.$post({ json: { email: 'nobody@example.com' } }));
    expect(known.body).toEqual({ code: 5, message: SERVER_TEXT.resetSent });
    expect(unknown.body).toEqual(known.body);
    const { link } = await linkIn(t, m.email, 'new password');
    expect(link).toMatch(/\/reset-password\?token=/);
    expect(t.mails.some((mail) => mail.to === 'nobody@example.com')).toBe(false);
  });

  it('sets a new password once through the link and ends every session', async () => {
    const m = await memberWithSession(t);
    await answer(api(t).auth.forgotPassword.$post({ json: { email: m.email } }));
    const { token } = await linkIn(t, m.email, 'new password');
    const weak = await answer(api(t).auth.resetPassword.$post({ json: { token, password: 'short' } }));
    expect(weak.status).toBe(400);
    const res = await answer(api(t).auth.resetPassword.$post({ json: { token, password: 'NewSecret456' } }));
    expect(res.body).toEqual({ code: 5, message: SERVER_TEXT.passwordChanged, data: { signInPath: '/login' } });
    expect((await answer(api(t, { token: m.token }).auth.checkLogin.$get())).status).toBe(401);
    expect((await answer(api(t).auth.login.$post({ json: { email: m.email, password: m.password } }))).status).toBe(401);
    await signIn(t, m.email, 'NewSecret456');
    const again = await answer(api(t).auth.resetPassword.$post({ json: { token, password: 'Another789' } }));
    expect(again.status).toBe(400);
    expect(again.refusal.error).toBe(TEXT.linkInvalid);
  });

  it('refuses a reset link older than an hour', async () => {
    const m = await registerMember(t);
    await answer(api(t).auth.forgotPassword.$post({ json: { email: m.email } }));
    const { token } = await linkIn(t, m.email, 'new password');
    t.clock.advance(61 * 60 * 1000);
    expect((await answer(api(t).auth.resetPassword.$post({ json: { token, password: 'NewSecret456' } }))).status).toBe(400);
    await signIn(t, m.email, m.password);
  });
});

describe('PUT /api/user/changePass/{id}', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const m = await memberWithSession(t);
    const other = await signIn(t, m.email, m.password);
    const res = await answer(api(t, { token: m.token }).user.changePass[':id'].$put({ param: { id: m.id }, json: { oldPassword: m.password, newPassword: 'Changed789' } }));
    expect(res.body.code).toBe(5);
    expect((await answer(api(t, { token: m.token }).auth.checkLogin.$get())).status).toBe(200);
    expect((await answer(api(t, { token: other }).auth.checkLogin.$get())).status).toBe(401);
    await signIn(t, m.email, 'Changed789');
  });

  it('refuses a wrong current password, someone else\'s id, no session and an admin', async () => {
    const m = await memberWithSession(t);
    const stranger = await registerMember(t);
    const wrong = await answer(api(t, { token: m.token }).user.changePass[':id'].$put({ param: { id: m.id }, json: { oldPassword: 'Nope12345', newPassword: 'Changed789' } }));
    expect(wrong.status).toBe(400);
    expect(wrong.refusal.fields?.oldPassword).toBe(SERVER_TEXT.wrongCurrentPassword);
    const theirs = await answer(api(t, { token: m.token }).user.changePass[':id'].$put({ param: { id: stranger.id }, json: { oldPassword: m.password, newPassword: 'Changed789' } }));
    expect(theirs.status).toBe(403);
    expect(theirs.refusal.error).toBe(SERVER_TEXT.notYours);
    expect((await answer(api(t).user.changePass[':id'].$put({ param: { id: m.id }, json: { oldPassword: m.password, newPassword: 'Changed789' } }))).status).toBe(401);
    const admin = await adminSession(t);
    expect((await answer(api(t, { token: admin.token }).user.changePass[':id'].$put({ param: { id: admin.id }, json: { oldPassword: ADMIN.password, newPassword: 'Changed789' } }))).status).toBe(403);
    await signIn(t, m.email, m.password);
    await signIn(t, stranger.email, stranger.password);
  });
});

describe('PUT /api/admin/changePass/{id}', () => {
  it('lets an admin change only their own password', async () => {
    const admin = await adminSession(t);
    const m = await memberWithSession(t);
    expect((await answer(api(t, { token: admin.token }).admin.changePass[':id'].$put({ param: { id: m.id }, json: { oldPassword: ADMIN.password, newPassword: 'Changed789' } }))).status).toBe(403);
    expect((await answer(api(t, { token: m.token }).admin.changePass[':id'].$put({ param: { id: admin.id }, json: { oldPassword: ADMIN.password, newPassword: 'Changed789' } }))).status).toBe(403);
    const ok = await answer(api(t, { token: admin.token }).admin.changePass[':id'].$put({ param: { id: admin.id }, json: { oldPassword: ADMIN.password, newPassword: 'AdminNew123' } }));
    expect(ok.body.code).toBe(5);
    expect((await answer(api(t).auth.adminLogin.$post({ json: { email: ADMIN.email, password: 'AdminNew123' } }))).body.code).toBe(5);
    await answer(api(t, { token: admin.token }).admin.changePass[':id'].$put({ param: { id: admin.id }, json: { oldPassword: 'AdminNew123', newPassword: ADMIN.password } }));
  });
});
