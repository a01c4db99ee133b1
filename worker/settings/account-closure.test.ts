import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_TEXT } from '../../contract/settings';
import { call, createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { adminSession, memberWithSession, registerMember, signIn } from '../test/factories';
import { memoryPictureStore } from '../pictures/store';
import { DELETED_NAME, ERASED_ROWS, KEPT_TABLES, UNLINKED_COLUMNS, tombstoneEmail } from './account-closure';

let t: TestApp;
const store = memoryPictureStore();
beforeAll(async () => {
  t = await createTestApp();
  // The picture store the entries put into deps (worker/pictures/store.ts).
  Object.assign(t.deps, { pictures: store });
});
afterAll(() => t.close());

const userRow = (id: string) => t.deps.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const count = async (table: string, column: string, id: string) =>
  Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${id}`.execute(t.deps.database.db)).rows[0]?.n);

describe('POST /api/user/deactivate/', () => {
  it('hides the member and ends their sessions until they sign in again', async () => {
    const m = await memberWithSession(t);
    const otherDevice = await signIn(t, m.email, m.password);
    const viewer = await memberWithSession(t);
    const res = await call(t, 'POST', '/api/user/deactivate/', { token: m.token, body: { password: m.password } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SETTINGS_TEXT.deactivated);
    expect((await userRow(m.id)).status).toBe('deactivated');
    for (const token of [m.token, otherDevice]) expect((await answer(api(t, { token }).auth.checkLogin.$get())).status).toBe(401);
    expect((await answer(api(t, { token: viewer.token }).user.get.horoscope[':id'].$post({ param: { id: m.id }, json: {} }))).status).toBe(404);

    const back = await signIn(t, m.email, m.password);
    expect((await userRow(m.id)).status).toBe('active');
    expect((await answer(api(t, { token: back }).user.getSetting[':id'].$get({ param: { id: m.id } }))).status).toBe(200);
  });

  it('answers the spelling without the trailing slash too', async () => {
    const m = await memberWithSession(t);
    expect((await answer(api(t, { token: m.token }).user.deactivate.$post({ json: { password: m.password } }))).status).toBe(200);
  });

  it('refuses a wrong or missing password, no session and admins, changing nothing', async () => {
    const m = await memberWithSession(t);
    const wrong = await call(t, 'POST', '/api/user/deactivate/', { token: m.token, body: { password: 'Wrong1234' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.password).toBe(SETTINGS_TEXT.wrongPassword);
    expect((await call(t, 'POST', '/api/user/deactivate/', { token: m.token, body: {} })).status).toBe(400);
    expect((await call(t, 'POST', '/api/user/deactivate/', { body: { password: m.password } })).status).toBe(401);
    const admin = await adminSession(t);
    expect((await call(t, 'POST', '/api/user/deactivate/', { token: admin.token, body: { password: 'Admin@12345' } })).status).toBe(403);
    expect((await userRow(m.id)).status).toBe('active');
    expect((await answer(api(t, { token: m.token }).auth.checkLogin.$get())).status).toBe(200);
  });

  it('counts wrong passwords like failed sign-ins', async () => {
    const m = await memberWithSession(t);
    for (let i = 0; i < 5; i++) await call(t, 'POST', '/api/user/deactivate/', { token: m.token, body: { password: `Wrong${i}xx` } });
    expect((await call(t, 'POST', '/api/user/deactivate/', { token: m.token, body: { password: m.password } })).status).toBe(429);
    expect((await userRow(m.id)).status).toBe('active');
  });
});

describe('POST /api/user/delete/', () => {
  async function memberWithEverything() {
    const m = await memberWithSession(t);
    const other = await memberWithSession(t);
    const now = t.deps.now();
    const db = t.deps.database.db;
    await answer(api(t, { token: m.token }).user.update.horoscope.block.$put({ json: { privacy: 'hpassword', password: 'Horo@123' } }));
    await answer(api(t, { token: m.token }).user.update.email.$put({ json: { email: `pending-${m.id}@example.com`, password: m.password } }));
    await sql`insert into member_profiles (user_id, nakshatra_id, charan, created_at, updated_at) values (${m.id}, 'rohini', 1, ${now}, ${now}) on conflict (user_id) do update set nakshatra_id = 'rohini', charan = 1`.execute(db);
    const picture = `${m.id.replace(/-/g, '').slice(0, 22)}.jpg`;
    await db.insertInto('member_pictures').values({ name: picture, user_id: m.id, content_type: 'image/jpeg', size: 10, created_at: now }).execute();
    await store.put(picture, new Uint8Array([0xff, 0xd8, 0xff]), 'image/jpeg');
    await db.insertInto('blocks').values({ blocker_id: other.id, blocked_id: m.id, created_at: now }).execute();
    await db.insertInto('profile_visits').values({ visitor_id: m.id, visited_id: other.id, last_visited_at: now, count: 1 }).execute();
    await db.insertInto('ratings').values({ rater_id: other.id, rated_id: m.id, stars: 4, created_at: now, updated_at: now }).execute();
    await db.insertInto('comments').values({ id: `c-${m.id}`, author_id: m.id, owner_id: other.id, text: 'Hello', created_at: now, deleted_at: null }).execute();
    await db.insertInto('member_requests').values({ id: `r-${m.id}`, from_user_id: other.id, to_user_id: m.id, type: 'interest', status: 'accepted', created_at: now, updated_at: now }).execute();
    await db.insertInto('notifications').values({ id: `n-${m.id}`, user_id: other.id, sender_id: m.id, type: 'member_request', content: 'x', link: null, created_at: now }).execute();
    return { m, other };
  }

  it('anonymises the account, removes its data, ends its sessions, and frees the e-mail', async () => {
    const { m, other } = await memberWithEverything();
    expect(store.names()).toHaveLength(1);
    const res = await call(t, 'POST', '/api/user/delete/', { token: m.token, body: { password: m.password, confirm: 'DELETE' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SETTINGS_TEXT.deleted);

    const row = await userRow(m.id);
    expect(row).toMatchObject({
      status: 'deleted',
      email: tombstoneEmail(m.id),
      name: DELETED_NAME,
      phone: null,
      dob: null,
      gender: null,
      profile_picture: null,
      is_email_verified: 0,
    });
    expect(row.password_hash).not.toMatch(/^\$argon2/);
    for (const { table, columns } of ERASED_ROWS) {
      for (const column of columns) expect(await count(table, column, m.id), `${table}.${column}`).toBe(0);
    }
    for (const { table, column } of UNLINKED_COLUMNS) expect(await count(table, column, m.id), `${table}.${column}`).toBe(0);
    expect(await count('users', 'id', other.id)).toBe(1);
    expect(store.names()).toEqual([]);

    expect((await answer(api(t, { token: m.token }).auth.checkLogin.$get())).status).toBe(401);
    expect((await answer(api(t).auth.login.$post({ json: { email: m.email, password: m.password } }))).status).toBe(401);
    expect((await answer(api(t, { token: other.token }).user.get.horoscope[':id'].$post({ param: { id: m.id }, json: {} }))).status).toBe(404);
    const sessions = await t.deps.database.db.selectFrom('sessions').select(['revoked_at', 'ip']).where('user_id', '=', m.id).execute();
    expect(sessions.every((s) => s.revoked_at !== null && s.ip === null)).toBe(true);

    // The address is free again: a new registration with it works.
    const again = await registerMember(t, { email: m.email });
    expect(again.id).not.toBe(m.id);
  });

  it('answers the spelling without the trailing slash too', async () => {
    const m = await memberWithSession(t);
    expect((await answer(api(t, { token: m.token }).user.delete.$post({ json: { password: m.password, confirm: 'DELETE' } }))).status).toBe(200);
  });

  it.each([
    [{ password: 'Secret123' }, 'confirm'],
    [{ password: 'Secret123', confirm: 'delete' }, 'confirm'],
    [{ confirm: 'DELETE' }, 'password'],
    [{ password: 'Wrong1234', confirm: 'DELETE' }, 'password'],
  ])('refuses %j and changes nothing', async (input, field) => {
    const m = await memberWithSession(t);
    const res = await call(t, 'POST', '/api/user/delete/', { token: m.token, body: input });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBeTruthy();
    expect((await userRow(m.id)).status).toBe('active');
    expect((await answer(api(t, { token: m.token }).auth.checkLogin.$get())).status).toBe(200);
  });

  it('refuses no session, admins and an administrator acting as the member', async () => {
    const m = await memberWithSession(t);
    const body = { password: m.password, confirm: 'DELETE' };
    expect((await call(t, 'POST', '/api/user/delete/', { body })).status).toBe(401);
    const admin = await adminSession(t);
    expect((await call(t, 'POST', '/api/user/delete/', { body, token: admin.token })).status).toBe(403);
    const acting = await answer(api(t, { token: admin.token }).admin.userlogin[':id'].$get({ param: { id: m.id } }));
    expect((await call(t, 'POST', '/api/user/delete/', { body, token: acting.body.token })).status).toBe(403);
    expect((await userRow(m.id)).status).toBe('active');
  });

  it('keeps what administrators did to the member in the audit trail, without their name or records', async () => {
    const m = await memberWithSession(t);
    const admin = await adminSession(t);
    expect((await answer(api(t, { token: admin.token }).admin.updateSettings[':id'].$post({ param: { id: m.id }, json: { matchEnabled: false } }))).status).toBe(200);
    const trail = () => t.deps.database.db.selectFrom('admin_actions').selectAll().where('target_id', '=', m.id).execute();
    expect((await trail())[0]?.target_label).toContain(m.name);
    expect((await call(t, 'POST', '/api/user/delete/', { token: m.token, body: { password: m.password, confirm: 'DELETE' } })).status).toBe(200);
    const [entry] = await trail();
    expect(entry).toMatchObject({ action: 'member.updateSettings', target_label: DELETED_NAME, before_json: null, after_json: null });
  });

  it('knows every table that refers to a member: each is erased or kept on purpose', async () => {
    const rows = await sql<{ tbl: string; col: string }>`
      select m.name as tbl, f."from" as col from sqlite_master m, pragma_foreign_key_list(m.name) f
      where m.type = 'table' and f."table" = 'users'`.execute(t.deps.database.db);
    const erased = new Map(ERASED_ROWS.map((r) => [r.table, r.columns]));
    const unlinked = (r: { tbl: string; col: string }) => UNLINKED_COLUMNS.some((u) => u.table === r.tbl && u.column === r.col);
    const unknown = rows.rows.filter((r) => !(r.tbl in KEPT_TABLES) && !erased.get(r.tbl)?.includes(r.col) && !unlinked(r));
    expect(unknown, 'add these to ERASED_ROWS or KEPT_TABLES in account-closure.ts').toEqual([]);
  });
});
