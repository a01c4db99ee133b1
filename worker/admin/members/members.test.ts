import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_SORT_KEYS } from '../../../contract/admin/members';
import { SERVER_TEXT } from '../../../contract/server-texts';
import { findingMember, type FindingMember } from '../../family/finding/finding-fixtures';
import { eligibleIds } from '../../search/match-index/shards';
import { adminSession, memberWithSession, registerMember } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { answer, api, type Client, type JsonOf } from '../../test/typed-client';

/** Issue 10 "Members": the list, its row actions, blocking and acting as a member (decision 0802). */
let t: TestApp;
let admin: { token: string; id: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t);
});
afterAll(() => t.close());

const asAdmin = () => api(t, { token: admin.token }).admin;
const members = (query: Parameters<Client['admin']['getUserList']['$get']>[0]['query']) => answer(asAdmin().getUserList.$get({ query }));
const verify = (id: string) => answer(asAdmin().verifyEmail[':id'].$post({ param: { id } }));
const settings = (id: string, json: JsonOf<Client['admin']['updateSettings'][':id']['$post']>) => answer(asAdmin().updateSettings[':id'].$post({ param: { id }, json }));
const block = (json: JsonOf<Client['admin']['blockUser']['$post']>) => answer(asAdmin().blockUser.$post({ json }));
const checkLogin = (token: string) => answer(api(t, { token }).auth.checkLogin.$get());
const signInAs = (m: { email: string; password: string }) => answer(api(t).auth.login.$post({ json: { email: m.email, password: m.password } }));
/** Queries and bodies the schemas refuse, sent as is (the typed client would not send them). */
const asIs = (method: string, url: string, body?: unknown) => call(t, method, url, { token: admin.token, body });
const ids = (items: { _id: string }[]) => items.map((r) => r._id);
const setUniqueId = (id: string, uniqueId: string) =>
  t.deps.database.db
    .insertInto('member_profiles')
    .values({ user_id: id, unique_id: uniqueId, created_at: t.clock.now, updated_at: t.clock.now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ unique_id: uniqueId }))
    .execute();
const auditOf = (targetId: string) =>
  t.deps.database.db.selectFrom('admin_actions').selectAll().where('target_id', '=', targetId).orderBy('created_at').execute();

describe('every members endpoint is for administrators', () => {
  it('refuses anonymous callers (401) and members (403)', async () => {
    const m = await memberWithSession(t);
    const param = { id: m.id };
    const endpoints: Array<[string, (c: Client) => Promise<{ status: number }>]> = [
      ['getUserList', (c) => c.admin.getUserList.$get({ query: {} })],
      ['verifyEmail', (c) => c.admin.verifyEmail[':id'].$post({ param })],
      ['updateSettings', (c) => c.admin.updateSettings[':id'].$post({ param, json: { matchEnabled: false } })],
      ['userStats', (c) => c.admin.userStats[':id'].$get({ param })],
      ['notifications', (c) => c.admin.notifications[':id'].$get({ param, query: {} })],
      ['blockUser', (c) => c.admin.blockUser.$post({ json: { id: m.id, block: true, reason: 'Spam' } })],
    ];
    for (const [name, send] of endpoints) {
      expect((await send(api(t))).status, `${name} anonymous`).toBe(401);
      expect((await send(api(t, { token: m.token }))).status, `${name} member`).toBe(403);
    }
    const row = await t.deps.database.db.selectFrom('users').select(['status', 'is_email_verified']).where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
  });
});

describe('GET /admin/getUserList', () => {
  let a: Awaited<ReturnType<typeof registerMember>>;
  let b: Awaited<ReturnType<typeof registerMember>>;
  beforeAll(async () => {
    a = await registerMember(t, { name: 'Listwala Zebediah', phone: '+919811122233' });
    t.clock.advance(60_000);
    b = await registerMember(t, { name: 'listwala aaron' }, { verified: false });
    await setUniqueId(a.id, 'SB100123');
  });

  it('pages members only, with the row the table shows', async () => {
    const res = await members({ search: 'listwala', limit: '5' });
    expect(res.body).toMatchObject({ code: 5, total: 2, page: 1, limit: 5, totalPages: 1 });
    const row = res.body.items.find((r) => r._id === a.id)!;
    expect(row).toMatchObject({ name: 'Listwala Zebediah', uniqueId: 'SB100123', email: a.email, isEmailVerified: true, status: 'active', plan: null });
    expect(typeof row.profilePicture).toBe('string');
    expect(typeof row.completeness).toBe('number');
    const all = await members({ limit: '200' });
    expect(ids(all.body.items)).not.toContain(admin.id);
  });

  it('finds by profile id, name prefix in any case, e-mail prefix and phone', async () => {
    expect(ids((await members({ search: 'sb100123' })).body.items)).toEqual([a.id]);
    expect(ids((await members({ search: 'LISTWALA Z' })).body.items)).toEqual([a.id]);
    expect(ids((await members({ search: b.email.slice(0, 12).toUpperCase() })).body.items)).toEqual([b.id]);
    expect(ids((await members({ search: '+9198111' })).body.items)).toEqual([a.id]);
    expect((await members({ search: 'nobody-like-this' })).body.total).toBe(0);
  });

  it('sorts by each key, both ways', async () => {
    const order = async (key: (typeof MEMBER_SORT_KEYS)[number], direction: 'asc' | 'desc') => ids((await members({ search: 'listwala', key, direction })).body.items);
    expect(await order('name', 'asc')).toEqual([b.id, a.id]);
    expect(await order('name', 'desc')).toEqual([a.id, b.id]);
    expect(await order('joined', 'asc')).toEqual([a.id, b.id]);
    expect(await order('joined', 'desc')).toEqual([b.id, a.id]);
    await t.deps.database.db.updateTable('users').set({ last_seen_at: t.clock.now }).where('id', '=', a.id).execute();
    expect(await order('lastSeen', 'desc')).toEqual([a.id, b.id]);
    await t.deps.database.db.updateTable('users').set({ plan_id: 'gold' }).where('id', '=', b.id).execute();
    expect(await order('plan', 'asc')).toEqual([a.id, b.id]);
    expect((await members({ search: 'listwala aaron' })).body.items[0]!.plan).toMatchObject({ _id: 'gold' });
    // A profile picture counts 5 %: the stored completeness follows the write (migrations/0020).
    await t.deps.database.db.updateTable('users').set({ profile_picture: 'x.webp' }).where('id', '=', b.id).execute();
    expect(await order('completeness', 'desc')).toEqual([b.id, a.id]);
    for (const key of MEMBER_SORT_KEYS) expect((await members({ key })).status).toBe(200);
  });

  it('answers an unknown sort key, direction, status or page with 400 and fields', async () => {
    for (const [q, field] of [
      ['key=password_hash', 'key'],
      ['direction=sideways', 'direction'],
      ['status=gone', 'status'],
      ['page=0', 'page'],
      ['limit=1000', 'limit'],
    ]) {
      const res = await asIs('GET', `/api/admin/getUserList?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.fields, q).toHaveProperty(field!);
    }
  });

  it('leaves deleted members out unless the status filter asks for them', async () => {
    const gone = await registerMember(t, { name: 'Deleted Listwala' });
    await t.deps.database.db.updateTable('users').set({ status: 'deleted' }).where('id', '=', gone.id).execute();
    expect(ids((await members({ search: 'deleted' })).body.items)).toEqual([]);
    expect(ids((await members({ search: 'deleted', status: 'deleted' })).body.items)).toEqual([gone.id]);
  });

  it('totals without a search follow every write (the counts kept by migration 0023)', async () => {
    const counted = async (status: '' | 'active' | 'blocked' | 'deactivated' | 'deleted' = '') => {
      const actual = t.deps.database.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('role', '=', 2);
      const n = (await (status ? actual.where('status', '=', status) : actual.where('status', '!=', 'deleted')).executeTakeFirstOrThrow()).n;
      expect((await members({ limit: '5', ...(status ? { status } : {}) })).body.total, status || 'all').toBe(Number(n));
      return Number(n);
    };
    const before = await counted();
    const m = await registerMember(t, { name: 'Counted Listwala' });
    expect(await counted()).toBe(before + 1);
    await t.deps.database.db.updateTable('users').set({ status: 'blocked' }).where('id', '=', m.id).execute();
    expect(await counted('blocked')).toBeGreaterThan(0);
    await t.deps.database.db.updateTable('users').set({ status: 'deleted' }).where('id', '=', m.id).execute();
    expect(await counted()).toBe(before);
    await counted('deleted');
    await t.deps.database.db.deleteFrom('users').where('id', '=', m.id).execute();
    await counted('deleted');
  });
});

describe('POST /admin/verifyEmail/{id}', () => {
  it('verifies once, recorded in the trail, and the member sees it', async () => {
    const m = await memberWithSession(t, {}, { verified: false });
    const res = await verify(m.id);
    expect(res.body).toMatchObject({ code: 5 });
    expect((await checkLogin(m.token)).body.user.isEmailVerified).toBe(true);
    expect((await verify(m.id)).body.code).toBe(4);
    expect((await auditOf(m.id)).map((e) => e.action)).toEqual(['member.verifyEmail']);
    expect((await verify('no-such-member')).status).toBe(404);
  });
});

describe('POST /admin/updateSettings/{id}', () => {
  it('changes settings and the account status, which the member sees', async () => {
    const m = await memberWithSession(t);
    const res = await settings(m.id, { matchEnabled: false, photoPrivacy: 'accepted' });
    expect(res.body).toMatchObject({ code: 5, data: { setting: { matchEnabled: false, photoPrivacy: 'accepted' }, status: 'active' } });
    expect((await answer(api(t, { token: m.token }).user.getSetting[':id'].$get({ param: { id: m.id } }))).body.data.setting).toMatchObject({ matchEnabled: false, photoPrivacy: 'accepted' });
    expect((await settings(m.id, { matchEnabled: false })).body.code).toBe(4);

    t.clock.advance(1000);
    expect((await settings(m.id, { status: 'deactivated' })).body.code).toBe(5);
    expect((await checkLogin(m.token)).status).toBe(401);
    const audit = await auditOf(m.id);
    expect(audit.map((e) => e.action)).toEqual(['member.updateSettings', 'member.updateSettings']);
    expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({ status: 'deactivated' });
  });

  it('refuses bad input with fields and changes nothing', async () => {
    const m = await registerMember(t);
    for (const body of [{}, { photoPrivacy: 'nobody' }, { status: 'blocked' }, { matchEnabled: 'yes' }]) {
      const res = await asIs('POST', `/api/admin/updateSettings/${m.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields, JSON.stringify(body)).toBeTruthy();
    }
    expect(await t.deps.database.db.selectFrom('member_settings').selectAll().where('user_id', '=', m.id).executeTakeFirst()).toBeUndefined();
    expect(await auditOf(m.id)).toEqual([]);
  });
});

describe('GET /admin/userStats/{id} and /admin/notifications/{id}', () => {
  it('counts what the member did and was sent', async () => {
    const m = await memberWithSession(t);
    const other = await memberWithSession(t, { gender: 'female' });
    const now = t.clock.now;
    const { db } = t.deps.database;
    await db.insertInto('shortlists').values({ owner_id: other.id, member_id: m.id, created_at: now }).execute();
    await db.insertInto('profile_visits').values({ visitor_id: other.id, visited_id: m.id, last_visited_at: now }).execute();
    await db
      .insertInto('notifications')
      .values([1, 2, 3].map((i) => ({ id: `n-${m.id}-${i}`, user_id: m.id, sender_id: null, type: 'feed', content: `Note ${i}`, link: null, created_at: now + i })))
      .execute();
    const stats = (await answer(asAdmin().userStats[':id'].$get({ param: { id: m.id } }))).body.data;
    expect(stats).toMatchObject({ shortlistedBy: 1, visitors: 1, signIns: 1, requestsSent: 0, planHistory: [] });
    const page = (await answer(asAdmin().notifications[':id'].$get({ param: { id: m.id }, query: { page: '2', limit: '2' } }))).body;
    // Three notes after the welcome of registration, newest first.
    expect(page).toMatchObject({ total: 4, page: 2, totalPages: 2, items: [{ content: 'Note 1', isRead: false }, { type: 'welcome' }] });
    expect((await asIs('GET', `/api/admin/notifications/${m.id}?limit=0`)).body.fields).toHaveProperty('limit');
  });
});

describe('POST /admin/blockUser', () => {
  let viewer: FindingMember;
  let blocked: FindingMember;
  beforeAll(async () => {
    viewer = await findingMember(t, 'male', { name: 'Viewer Blockwatch' });
    blocked = await findingMember(t, 'female', { name: 'Blocked Kulkarni' });
  });

  /** Where another member finds her: search by name, everything, Profile Matches, the index. */
  async function seenBy(): Promise<Record<string, boolean>> {
    const found = (matches: { _id: string }[]) => matches.some((r) => r._id === blocked.id);
    const as = api(t, { token: viewer.token });
    return {
      search: found((await answer(as.user.searchUsers.$post({ json: { page: 0, limit: 50 } }))).body.data.matches),
      'search by name': found((await answer(as.user.searchUsers.$post({ json: { page: 0, limit: 50, text: 'Kulkarni' } }))).body.data.matches),
      'profile matches': found((await answer(as.match.getNewMatch[':id'].$post({ param: { id: viewer.id }, json: { page: 0, limit: 50 } }))).body.data.matches),
      'match index': (await eligibleIds(t.deps, { id: viewer.id, gender: 'male' })).includes(blocked.id),
    };
  }

  it('needs a reason to block, with fields', async () => {
    const res = await block({ id: blocked.id, block: true, reason: ' ' });
    expect(res.status).toBe(400);
    expect(res.refusal.fields).toHaveProperty('reason');
    expect((await asIs('POST', '/api/admin/blockUser', { id: blocked.id })).body.fields).toHaveProperty('block');
    expect((await block({ id: 'nobody', block: true, reason: 'Spam' })).status).toBe(404);
  });

  it('signs the member out, refuses sign-in, hides her everywhere; unblocking brings her back', async () => {
    expect(Object.values(await seenBy())).toEqual([true, true, true, true]);
    const res = await block({ id: blocked.id, block: true, reason: 'Asked members for money' });
    expect(res.body).toMatchObject({ code: 5 });
    expect((await block({ id: blocked.id, block: true, reason: 'Again' })).body.code).toBe(4);

    const row = await t.deps.database.db.selectFrom('users').selectAll().where('id', '=', blocked.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'blocked', blocked_reason: 'Asked members for money', blocked_at: t.clock.now });
    const live = await t.deps.database.db.selectFrom('sessions').select('id').where('user_id', '=', blocked.id).where('revoked_at', 'is', null).execute();
    expect(live).toEqual([]);
    expect((await checkLogin(blocked.token)).status).toBe(401);
    const signIn = await signInAs(blocked);
    expect(signIn.status).toBe(403);
    expect(signIn.refusal.error).toBe(SERVER_TEXT.accountBlocked);
    expect(await seenBy()).toEqual({ search: false, 'search by name': false, 'profile matches': false, 'match index': false });
    expect((await members({ search: 'blocked kul' })).body.items[0]).toMatchObject({ status: 'blocked', blockedReason: 'Asked members for money' });

    t.clock.advance(1000);
    expect((await block({ id: blocked.id, block: false })).body.code).toBe(5);
    expect((await signInAs(blocked)).status).toBe(200);
    expect(Object.values(await seenBy())).toEqual([true, true, true, true]);
    const audit = await auditOf(blocked.id);
    expect(audit.map((e) => [e.action, e.reason])).toEqual([
      ['member.block', 'Asked members for money'],
      ['member.unblock', null],
    ]);
  });

  it('a blocked member cannot be deactivated or activated by the settings', async () => {
    const m = await registerMember(t);
    await block({ id: m.id, block: true, reason: 'Fake profile' });
    const res = await settings(m.id, { status: 'active' });
    expect(res.status).toBe(409);
    expect(res.refusal.fields).toHaveProperty('status');
  });
});

describe('GET /admin/userlogin/{id} by profile id', () => {
  it('acts as the member named by SB id as by internal id, recorded in the trail', async () => {
    const m = await registerMember(t);
    await setUniqueId(m.id, 'SB777001');
    const res = await answer(asAdmin().userlogin[':id'].$get({ param: { id: 'sb777001' } }));
    expect(res.body).toMatchObject({ code: 5, userRole: 2, user: { _id: m.id } });
    expect((await checkLogin(res.body.token)).body.user._id).toBe(m.id);
    expect((await auditOf(m.id)).map((e) => e.action)).toEqual(['member.actAs']);
    expect((await answer(asAdmin().userlogin[':id'].$get({ param: { id: 'SB000000' } }))).status).toBe(404);
  });
});
