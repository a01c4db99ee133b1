import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibsql } from '../db/libsql';
import { migrate, readMigrations } from '../db/migrate';
import { adminSession, memberWithSession, registerMember, registration } from '../test/factories';
import { call, createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { newProfileId, withFreshProfileId } from './profile-id';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profileIdOf = async (userId: string) =>
  (await t.deps.database.db.selectFrom('member_profiles').select('unique_id').where('user_id', '=', userId).executeTakeFirst())?.unique_id ?? null;

describe('a profile id at registration (issue 22 §2)', () => {
  it('every new member gets SB and digits, shown on their profile', async () => {
    const m = await memberWithSession(t);
    const id = await profileIdOf(m.id);
    expect(id).toMatch(/^SB\d{8}$/);
    const own = await answer(api(t, { token: m.token }).user.getMyProfile[':id'].$get({ param: { id: m.id } }));
    expect(own.body.data.profile.uniqueId).toBe(id);
  });

  it('is unique across sign-ups made at the same moment', async () => {
    const inputs = await Promise.all(Array.from({ length: 12 }, () => registration(t)));
    const answers = await Promise.all(inputs.map((json) => answer(api(t).user.register.$post({ json }))));
    expect(answers.map((a) => a.status)).toEqual(inputs.map(() => 200));
    const rows = await t.deps.database.db
      .selectFrom('users')
      .innerJoin('member_profiles', 'member_profiles.user_id', 'users.id')
      .select('member_profiles.unique_id')
      .where('users.email', 'in', inputs.map((i) => i.email))
      .execute();
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((r) => r.unique_id)).size).toBe(12);
  });

  it('draws again when the id drawn is taken', async () => {
    const taken = (await profileIdOf((await registerMember(t)).id))!;
    const other = await registerMember(t);
    const draws = [taken.toLowerCase(), 'SB99990001'];
    let tries = 0;
    await withFreshProfileId(
      async (profileId) => {
        tries += 1;
        await t.deps.database.db.updateTable('member_profiles').set({ unique_id: profileId }).where('user_id', '=', other.id).execute();
      },
      () => draws.shift()!,
    );
    expect(tries).toBe(2);
    expect(await profileIdOf(other.id)).toBe('SB99990001');
  });

  it('does not retry other failures', async () => {
    let tries = 0;
    const failing = withFreshProfileId(async () => {
      tries += 1;
      throw new Error('disk full');
    });
    await expect(failing).rejects.toThrow('disk full');
    expect(tries).toBe(1);
  });

  it('draws ids of the demo members’ shape', () => {
    for (let i = 0; i < 50; i++) expect(newProfileId()).toMatch(/^SB\d{8}$/);
  });

  it('finds a new member by it at once', async () => {
    const m = await registerMember(t, { name: 'Findable Newcomer' });
    const admin = await adminSession(t);
    const res = await call(t, 'GET', `/api/admin/getUserList?search=${await profileIdOf(m.id)}`, { token: admin.token });
    expect(res.body.items.map((r: { _id: string }) => r._id)).toEqual([m.id]);
  });

  it('the member can change it with updateUniqueId', async () => {
    const m = await memberWithSession(t);
    const res = await call(t, 'PUT', `/api/user/update/updateUniqueId/${m.id}`, { token: m.token, body: { uniqueId: 'SBASHA2026' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await profileIdOf(m.id)).toBe('SBASHA2026');
    const other = await memberWithSession(t);
    const taken = await call(t, 'PUT', `/api/user/update/updateUniqueId/${other.id}`, { token: other.token, body: { uniqueId: 'sbasha2026' } });
    expect(taken.status).toBe(409);
  });

  it('a taken address gets no profile and no second id', async () => {
    const owner = await registerMember(t);
    const before = await profileIdOf(owner.id);
    const count = async () => (await t.deps.database.db.selectFrom('member_profiles').select('user_id').execute()).length;
    const n = await count();
    expect((await answer(api(t).user.register.$post({ json: { ...(await registration(t)), email: owner.email } }))).status).toBe(200);
    expect(await count()).toBe(n);
    expect(await profileIdOf(owner.id)).toBe(before);
  });
});

describe('migration 0043', () => {
  it('gives members who registered before a profile id each, and keeps ids they chose', async () => {
    const db = await openLibsql(`file:${path.join(await mkdtemp(path.join(tmpdir(), 'sambandh-0043-')), 'm.db')}`);
    try {
      const all = await readMigrations();
      await migrate(db.client, all.filter((m) => m.name < '0043'));
      const member = (id: string, role = 2) =>
        db.client.execute({
          sql: `INSERT INTO users (id, role, email, password_hash, name, gender, created_at, updated_at) VALUES (?, ?, ?, 'x', 'Old Member', 'male', 1, 1)`,
          args: [id, role, `${id}@example.com`],
        });
      await member('no-profile');
      await member('empty-profile');
      await member('chosen');
      await member('an-admin', 1);
      await db.client.execute(`INSERT INTO member_profiles (user_id, created_at, updated_at) VALUES ('empty-profile', 1, 1)`);
      await db.client.execute(`INSERT INTO member_profiles (user_id, unique_id, created_at, updated_at) VALUES ('chosen', 'SBMINE', 1, 1)`);
      await migrate(db.client, all);
      const rows = await db.db.selectFrom('member_profiles').select(['user_id', 'unique_id']).orderBy('user_id').execute();
      expect(rows.map((r) => r.user_id)).toEqual(['chosen', 'empty-profile', 'no-profile']);
      expect(rows[0]!.unique_id).toBe('SBMINE');
      expect(rows[1]!.unique_id).toMatch(/^SB\d{8}$/);
      expect(rows[2]!.unique_id).toMatch(/^SB\d{8}$/);
      expect(rows[1]!.unique_id).not.toBe(rows[2]!.unique_id);
    } finally {
      db.close();
    }
  });
});
