import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWithSession } from '../test/factories';
import { call, createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const about = { bodyType: 'bodyType.slim', physicalStatus: 'physicalStatus.normal', aboutMe: 'I teach mathematics in Nashik and love long walks by the Godavari.' };

describe('complexion is optional (issue 22 §2)', () => {
  it.each([
    ['left out', {}],
    ['left empty', { complexion: '' }],
  ])('"About me and appearance" saves with the complexion %s and counts as complete', async (_, complexion) => {
    const m = await memberWithSession(t);
    const res = await call(t, 'PUT', `/api/user/update/additionalInfo/${m.id}`, { token: m.token, body: { ...about, ...complexion } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.profile.additionalInfo.complexion).toBeNull();
    const section = res.body.data.completeness.sections.find((s: { key: string }) => s.key === 'additionalInfo');
    expect(section.complete).toBe(true);
    // The stored number the admin list sorts by says the same (migration 0043's view).
    const row = await t.deps.database.db.selectFrom('users').select('completeness').where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(row.completeness).toBe(res.body.data.completeness.percentage);
  });

  it('a complexion given is still checked against the list', async () => {
    const m = await memberWithSession(t);
    const res = await call(t, 'PUT', `/api/user/update/additionalInfo/${m.id}`, { token: m.token, body: { ...about, complexion: 'complexion.green' } });
    expect(res.status).toBe(400);
    expect(res.body.fields.complexion).toMatch(/from the list/);
  });
});
