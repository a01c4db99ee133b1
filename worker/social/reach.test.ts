import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUESTS_TEXT } from '../../contract/requests';
import { SOCIAL_TEXT } from '../../contract/social';
import type { LibsqlDatabase } from '../db/libsql';
import { ApiError } from '../http/errors';
import { eligibleMembers } from '../search/eligible';
import { adminSession, registerMember } from '../test/factories';
import { createTestApp, type TestApp } from '../test/harness';
import {
  activeMember,
  activeMembersAmong,
  blockBetween,
  blockedAmong,
  blockedUserIds,
  bothActive,
  inReachOf,
  isActive,
  isActiveMember,
  isBlockedEitherWay,
  isEmailVerified,
  isFindable,
  isFindableMember,
  memberSeenBy,
  notBlockedWith,
  reachableMember,
} from './reach';

/** The one rule of reach (docs/decisions/0905), each part on its own and both ways of a block. */
let t: TestApp;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  adminId = (await adminSession(t)).id;
});
afterAll(() => t.close());

const member = async (verified = true) => (await registerMember(t, {}, { verified })).id;
const block = (blocker: string, blocked: string) => t.deps.database.db.insertInto('blocks').values({ blocker_id: blocker, blocked_id: blocked, created_at: t.deps.now() }).execute();
const setStatus = (id: string, status: 'deactivated' | 'blocked' | 'deleted') => t.deps.database.db.updateTable('users').set({ status }).where('id', '=', id).execute();

/** Which of `ids` a list built on the fragment returns: one statement over `users as u`. */
async function listed(ids: string[], fragment: ReturnType<typeof isActiveMember>) {
  const rows = await t.deps.database.db.selectFrom('users as u').select('u.id').where('u.id', 'in', ids).where(fragment).execute();
  return rows.map((r) => r.id).sort();
}

/** The error a call throws, as the API would answer it. */
async function refusal(p: Promise<unknown>) {
  const e = await p.then(() => null, (err: unknown) => err);
  expect(e).toBeInstanceOf(ApiError);
  return { status: (e as ApiError).status, error: (e as ApiError).message };
}

describe('an active member', () => {
  it('is a member account neither deactivated, blocked by an administrator, nor deleted', async () => {
    const [active, deactivated, adminBlocked, deleted] = [await member(), await member(), await member(), await member()];
    await setStatus(deactivated, 'deactivated');
    await setStatus(adminBlocked, 'blocked');
    await setStatus(deleted, 'deleted');
    const everyone = [active, deactivated, adminBlocked, deleted, adminId];
    expect(await listed(everyone, isActiveMember('u'))).toEqual([active]);
    expect((await activeMembersAmong(t.deps, everyone)).map((u) => u.id)).toEqual([active]);
    expect(await bothActive(t.deps, active, deactivated)).toBe(false);
    expect(await bothActive(t.deps, active, adminId)).toBe(false);
    expect(await bothActive(t.deps, active, await member())).toBe(true);
    expect((await activeMember(t.deps, active)).id).toBe(active);
    for (const id of [deactivated, adminBlocked, deleted, adminId, 'no-such-id']) {
      expect(await refusal(activeMember(t.deps, id))).toEqual({ status: 404, error: SOCIAL_TEXT.profileNotAvailable });
    }
  });

  it('is found by others only with a verified e-mail (decision 0503)', async () => {
    const [verified, unverified, gone] = [await member(), await member(false), await member()];
    await setStatus(gone, 'deactivated');
    expect(await listed([verified, unverified, gone], isFindableMember('u'))).toEqual([verified]);
    expect(await isEmailVerified(t.deps, verified)).toBe(true);
    expect(await isEmailVerified(t.deps, unverified)).toBe(false);
    expect(isFindable({ role: 2, status: 'active', is_email_verified: 1, hidden_by_reports: 0 })).toBe(true);
    expect(isFindable({ role: 2, status: 'active', is_email_verified: 0, hidden_by_reports: 0 })).toBe(false);
    expect(isFindable({ role: 2, status: 'deactivated', is_email_verified: 1, hidden_by_reports: 0 })).toBe(false);
    expect(isFindable({ role: 1, status: 'active', is_email_verified: 1, hidden_by_reports: 0 })).toBe(false);
    // Hidden while several members' reports wait for review (decision 0958).
    expect(isFindable({ role: 2, status: 'active', is_email_verified: 1, hidden_by_reports: 1 })).toBe(false);
    expect([isActive({ role: 2, status: 'active' }), isActive({ role: 2, status: 'blocked' }), isActive({ role: 1, status: 'active' })]).toEqual([true, false, false]);
  });
});

describe('a block', () => {
  it('hides the two from each other whoever blocked, in lists and in one-pair answers', async () => {
    const [me, iBlocked, blockedMe, stranger] = [await member(), await member(), await member(), await member()];
    await block(me, iBlocked);
    await block(blockedMe, me);
    const others = [iBlocked, blockedMe, stranger];

    expect(await listed(others, notBlockedWith(me, 'u.id'))).toEqual([stranger]);
    expect(await listed(others, inReachOf(me, 'u'))).toEqual([stranger]);
    expect([...(await blockedAmong(t.deps, me, others))].sort()).toEqual([iBlocked, blockedMe].sort());
    expect((await blockedUserIds(t.deps, me)).sort()).toEqual([iBlocked, blockedMe].sort());

    expect(await blockBetween(t.deps, me, iBlocked)).toEqual({ youBlocked: true, blockedYou: false });
    expect(await blockBetween(t.deps, me, blockedMe)).toEqual({ youBlocked: false, blockedYou: true });
    expect(await blockBetween(t.deps, me, stranger)).toEqual({ youBlocked: false, blockedYou: false });
    for (const [a, b] of [[me, iBlocked], [iBlocked, me], [me, blockedMe], [blockedMe, me]] as const) {
      expect(await isBlockedEitherWay(t.deps, a, b)).toBe(true);
    }
    expect(await isBlockedEitherWay(t.deps, me, stranger)).toBe(false);
  });

  it('blocks both ways at once: each side reads both', async () => {
    const [a, b] = [await member(), await member()];
    await block(a, b);
    await block(b, a);
    expect(await blockBetween(t.deps, a, b)).toEqual({ youBlocked: true, blockedYou: true });
    expect(await listed([b], inReachOf(a, 'u'))).toEqual([]);
    expect(await listed([a], inReachOf(b, 'u'))).toEqual([]);
  });

  it('leaves in a list only members who are active as well: both halves of inReachOf', async () => {
    const [me, gone] = [await member(), await member()];
    await setStatus(gone, 'deleted');
    expect(await listed([gone], notBlockedWith(me, 'u.id'))).toEqual([gone]);
    expect(await listed([gone], inReachOf(me, 'u'))).toEqual([]);
  });
});

describe('one member reaching another', () => {
  const texts = { notYourself: REQUESTS_TEXT.notYourself, youBlocked: REQUESTS_TEXT.youBlocked };

  it('a member who blocked you looks like nobody; your own block says how to undo it', async () => {
    const [me, iBlocked, blockedMe, other] = [await member(), await member(), await member(), await member()];
    await block(me, iBlocked);
    await block(blockedMe, me);

    expect(await refusal(memberSeenBy(t.deps, me, blockedMe))).toEqual({ status: 404, error: SOCIAL_TEXT.profileNotAvailable });
    expect(await memberSeenBy(t.deps, me, iBlocked)).toMatchObject({ member: { id: iBlocked }, youBlocked: true });
    expect(await memberSeenBy(t.deps, me, other)).toMatchObject({ member: { id: other }, youBlocked: false });
    // The other side of the same blocks.
    expect(await memberSeenBy(t.deps, blockedMe, me)).toMatchObject({ member: { id: me }, youBlocked: true });
    expect(await refusal(memberSeenBy(t.deps, iBlocked, me))).toEqual({ status: 404, error: SOCIAL_TEXT.profileNotAvailable });

    expect(await refusal(reachableMember(t.deps, me, iBlocked, texts))).toEqual({ status: 403, error: REQUESTS_TEXT.youBlocked });
    expect(await refusal(reachableMember(t.deps, me, blockedMe, texts))).toEqual({ status: 404, error: REQUESTS_TEXT.profileNotAvailable });
    expect(await refusal(reachableMember(t.deps, iBlocked, me, texts))).toEqual({ status: 404, error: REQUESTS_TEXT.profileNotAvailable });
    expect(await refusal(reachableMember(t.deps, blockedMe, me, texts))).toEqual({ status: 403, error: REQUESTS_TEXT.youBlocked });
    expect((await reachableMember(t.deps, me, other, texts)).id).toBe(other);
  });

  it('never reaches oneself, nor an account that is not an active member', async () => {
    const [me, gone] = [await member(), await member()];
    await setStatus(gone, 'deactivated');
    expect(await refusal(reachableMember(t.deps, me, me, texts))).toEqual({ status: 400, error: REQUESTS_TEXT.notYourself });
    expect(await refusal(reachableMember(t.deps, me, gone, texts))).toEqual({ status: 404, error: REQUESTS_TEXT.profileNotAvailable });
    expect(await refusal(reachableMember(t.deps, me, adminId, texts))).toEqual({ status: 404, error: REQUESTS_TEXT.profileNotAvailable });
  });
});

describe('the fragments in a list', () => {
  it('keep it one statement on its indexes: members by users_match_dob, each block by the blocks key', async () => {
    const compiled = eligibleMembers(t.deps, 'someone', 'male').select('u.id').orderBy('u.last_seen_at', 'desc').limit(20).compile();
    // On the test's own connection: the app's keeps its statements prepared, and an EXPLAIN is no query of the app's.
    const { client } = t.deps.database as LibsqlDatabase;
    const plan = (await client.execute({ sql: `EXPLAIN QUERY PLAN ${compiled.sql}`, args: compiled.parameters as never[] })).rows.map((r) => r.detail as string);
    expect(plan.join('\n')).toMatch(/SEARCH u USING INDEX users_match_dob \(gender=\? AND status=\?/);
    expect(plan.filter((d) => d.startsWith('SEARCH b '))).toEqual([expect.stringMatching(/USING COVERING INDEX sqlite_autoindex_blocks_1 \(blocker_id=\? AND blocked_id=\?\)/), expect.stringMatching(/sqlite_autoindex_blocks_1/)]);
    expect(plan.some((d) => /^SCAN (u|b)\b/.test(d))).toBe(false);
  });
});
