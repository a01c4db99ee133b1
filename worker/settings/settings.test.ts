import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../contract/settings';
import { call, createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { adminSession, memberWithSession } from '../test/factories';
import { loadSettings } from './privacy';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const settingsRow = (id: string) => t.deps.database.db.selectFrom('member_settings').selectAll().where('user_id', '=', id).executeTakeFirst();

describe('loadSettings', () => {
  it('gives the defaults to a member who never saved any', async () => {
    const m = await memberWithSession(t);
    expect(await loadSettings(t.deps, m.id)).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toEqual({
      matchEnabled: true,
      horoscope: { privacy: 'visible' },
      photoPrivacy: 'members',
      contactPrivacy: 'accepted',
      profileVisibility: 'everyone',
    });
  });
});

describe('GET /api/user/getSetting/{id}', () => {
  it('answers the member\'s own settings and e-mail', async () => {
    const m = await memberWithSession(t);
    const res = await answer(api(t, { token: m.token }).user.getSetting[':id'].$get({ param: { id: m.id } }));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ setting: DEFAULT_SETTINGS, email: m.email, pendingEmail: null });
  });

  it('refuses no session, admins and another member\'s id', async () => {
    const m = await memberWithSession(t);
    const other = await memberWithSession(t);
    expect((await answer(api(t).user.getSetting[':id'].$get({ param: { id: m.id } }))).status).toBe(401);
    const admin = await adminSession(t);
    expect((await answer(api(t, { token: admin.token }).user.getSetting[':id'].$get({ param: { id: m.id } }))).status).toBe(403);
    expect((await answer(api(t, { token: other.token }).user.getSetting[':id'].$get({ param: { id: m.id } }))).status).toBe(403);
  });
});

describe('PUT /api/user/updateSetting/{id}', () => {
  it('saves a partial change and keeps the rest', async () => {
    const m = await memberWithSession(t);
    const res = await answer(api(t, { token: m.token }).user.updateSetting[':id'].$put({ param: { id: m.id }, json: { matchEnabled: false, photoPrivacy: 'accepted' } }));
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(5);
    expect(res.body.data.setting).toEqual({ ...DEFAULT_SETTINGS, matchEnabled: false, photoPrivacy: 'accepted' });
    const second = await answer(api(t, { token: m.token }).user.updateSetting[':id'].$put({ param: { id: m.id }, json: { contactPrivacy: 'hidden', profileVisibility: 'members' } }));
    expect(second.body.data.setting).toEqual({
      matchEnabled: false,
      horoscope: { privacy: 'visible' },
      photoPrivacy: 'accepted',
      contactPrivacy: 'hidden',
      profileVisibility: 'members',
    });
    expect(await loadSettings(t.deps, m.id)).toEqual(second.body.data.setting);
  });

  it('answers code 4 when the values were already saved', async () => {
    const m = await memberWithSession(t);
    const res = await answer(api(t, { token: m.token }).user.updateSetting[':id'].$put({ param: { id: m.id }, json: { matchEnabled: true } }));
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(4);
    expect(await settingsRow(m.id)).toBeUndefined();
  });

  it.each([
    [{}, 'Choose a setting to change.'],
    [{ matchEnabled: 'yes' }, 'Choose on or off for finding a soulmate.'],
    [{ photoPrivacy: 'friends' }, 'Choose who may see your photos.'],
    [{ contactPrivacy: 'public' }, 'Choose who may see your contact details.'],
    [{ profileVisibility: 'nobody', matchEnabled: false }, 'Choose who may see your profile.'],
  ])('refuses %j with a clear message and changes nothing', async (input, message) => {
    const m = await memberWithSession(t);
    const res = await call(t, 'PUT', `/api/user/updateSetting/${m.id}`, { token: m.token, body: input });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await settingsRow(m.id)).toBeUndefined();
  });

  it('refuses no session, admins and another member\'s id, changing nothing', async () => {
    const m = await memberWithSession(t);
    const other = await memberWithSession(t);
    const change = { body: { matchEnabled: false } };
    expect((await call(t, 'PUT', `/api/user/updateSetting/${m.id}`, change)).status).toBe(401);
    const admin = await adminSession(t);
    expect((await call(t, 'PUT', `/api/user/updateSetting/${m.id}`, { ...change, token: admin.token })).status).toBe(403);
    expect((await call(t, 'PUT', `/api/user/updateSetting/${m.id}`, { ...change, token: other.token })).status).toBe(403);
    expect(await settingsRow(m.id)).toBeUndefined();
    expect(await settingsRow(other.id)).toBeUndefined();
  });
});

describe('PUT /api/user/update/horoscope/block', () => {
  it('protects the horoscope with a hashed password, and clears it when switching away', async () => {
    const m = await memberWithSession(t);
    const res = await answer(api(t, { token: m.token }).user.update.horoscope.block.$put({ json: { privacy: 'hpassword', password: 'Horo@123' } }));
    expect(res.status).toBe(200);
    expect(res.body.data.setting.horoscope).toEqual({ privacy: 'hpassword' });
    const row = await settingsRow(m.id);
    expect(row?.horoscope_password_hash).toMatch(/^\$argon2id\$/);
    expect(row?.horoscope_password_hash).not.toContain('Horo@123');

    const hidden = await answer(api(t, { token: m.token }).user.update.horoscope.block.$put({ json: { privacy: 'hidden', password: 'ignored' } }));
    expect(hidden.body.data.setting.horoscope).toEqual({ privacy: 'hidden' });
    expect((await settingsRow(m.id))?.horoscope_password_hash).toBeNull();

    const visible = await answer(api(t, { token: m.token }).user.update.horoscope.block.$put({ json: { privacy: 'visible' } }));
    expect(visible.body.data.setting).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps the other settings as they were', async () => {
    const m = await memberWithSession(t);
    await answer(api(t, { token: m.token }).user.updateSetting[':id'].$put({ param: { id: m.id }, json: { photoPrivacy: 'everyone' } }));
    const res = await answer(api(t, { token: m.token }).user.update.horoscope.block.$put({ json: { privacy: 'hidden' } }));
    expect(res.body.data.setting).toEqual({ ...DEFAULT_SETTINGS, photoPrivacy: 'everyone', horoscope: { privacy: 'hidden' } });
  });

  it.each([
    [{ privacy: 'hpassword' }, 'Enter the password members will need to see your horoscope.', 'password'],
    [{ privacy: 'hpassword', password: '' }, 'Enter the horoscope password.', 'password'],
    [{ privacy: 'hpassword', password: 'x'.repeat(31) }, 'The horoscope password can have at most 30 characters.', 'password'],
    [{ privacy: 'secret' }, 'Choose who may see your horoscope.', 'privacy'],
    [{}, 'Choose who may see your horoscope.', 'privacy'],
  ])('refuses %j and changes nothing', async (input, message, field) => {
    const m = await memberWithSession(t);
    const res = await call(t, 'PUT', '/api/user/update/horoscope/block', { token: m.token, body: input });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
    expect(await settingsRow(m.id)).toBeUndefined();
  });

  it('takes a password of exactly 30 characters', async () => {
    const m = await memberWithSession(t);
    const res = await answer(api(t, { token: m.token }).user.update.horoscope.block.$put({ json: { privacy: 'hpassword', password: 'y'.repeat(30) } }));
    expect(res.status).toBe(200);
  });

  it('refuses no session and admins', async () => {
    expect((await answer(api(t).user.update.horoscope.block.$put({ json: { privacy: 'hidden' } }))).status).toBe(401);
    const admin = await adminSession(t);
    expect((await answer(api(t, { token: admin.token }).user.update.horoscope.block.$put({ json: { privacy: 'hidden' } }))).status).toBe(403);
    expect(await settingsRow(admin.id)).toBeUndefined();
  });
});

describe('the API reference', () => {
  it('describes the settings endpoints from their validators', async () => {
    const res = await call(t, 'GET', '/api/openapi.json');
    const paths = res.body.paths;
    expect(paths['/user/updateSetting/{id}'].put.requestBody.content['application/json'].schema.properties).toHaveProperty('photoPrivacy');
    expect(paths['/user/update/horoscope/block'].put.requestBody.content['application/json'].schema.properties.privacy.enum).toEqual(['visible', 'hidden', 'hpassword']);
    expect(paths['/user/get/horoscope/{id}'].post.requestBody.content['application/json'].schema.properties.password.maxLength).toBe(30);
    expect(paths['/user/update/email'].put.security).toEqual([{ jwt: [] }]);
    expect(paths['/user/confirmEmail'].get.parameters.map((p: { name: string }) => p.name)).toContain('token');
    expect(paths['/user/delete/'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('confirm');
    expect(paths['/user/deactivate/'].post).toBeTruthy();
  });
});
