import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_TEXT } from '../../../contract/family-links';
import { relationLabelIn } from '../../reference/catalogue/relations';
import { memberWithSession } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { answer, api } from '../../test/typed-client';
import { addEntry, entryRow, selfOf } from './family-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type M = Awaited<ReturnType<typeof memberWithSession>>;
const member = (o: Parameters<typeof memberWithSession>[1] = {}) => memberWithSession(t, o);
const post = (by: { token: string } | null, path: string, body: unknown) => call(t, 'POST', `/api/user/member/merge/${path}`, { token: by?.token, body });
const ask = (by: M, memberId: string, userId: string) => post(by, 'request', { memberId, userId });
const notes = (userId: string) => t.deps.database.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).where('type', 'like', 'family_link%').orderBy('created_at').orderBy('id').execute();
const block = (by: M, id: string) => answer(api(t, { token: by.token }).user.blockUser.$post({ json: { id, block: true } }));

/** A (requester) wrote B into their list as their elder brother. */
async function brothers() {
  const a = await member({ gender: 'male', name: 'Arjun Mehta' });
  const b = await member({ gender: 'male', name: 'Bharat Mehta' });
  const entry = await addEntry(t, a.id, { name: 'Bharat', relation: 'elder-brother', dob: '1990-01-02' });
  return { a, b, entry };
}

async function linked() {
  const x = await brothers();
  const req = await ask(x.a, x.entry, x.b.id);
  const id = req.body.requestId as string;
  expect((await post(x.b, 'verify', { id })).body.code).toBe(5);
  expect((await post(x.b, 'approve', { id })).body.code).toBe(5);
  return { ...x, id };
}

describe('POST /api/user/member/merge/request', () => {
  it('asks the member, notifies them in their language, and a repeat changes nothing (code 4)', async () => {
    const { a, b, entry } = await brothers();
    const res = await ask(a, entry, b.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 5, message: LINK_TEXT.requested, status: 'pending' });
    const [note] = await notes(b.id);
    // The factory's mother tongue is Marathi: the relation is named in Marathi.
    expect(note).toMatchObject({ sender_id: a.id, type: 'family_link_request', link: '/familyLinks' });
    expect(note!.content).toContain('Arjun Mehta');
    expect(note!.content).toContain('“Bharat”');
    expect(note!.content).toMatch(/[\u0900-\u097F]/);
    const again = await ask(a, entry, b.id);
    expect(again.body).toMatchObject({ code: 4, message: LINK_TEXT.alreadyRequested, requestId: res.body.requestId });
    expect(await notes(b.id)).toHaveLength(1);
    expect((await entryRow(t, entry)).linked_user_id).toBeNull();
  });

  it('names an entry added from a relative as one relation, as /familyMember does, in the notification and the lists', async () => {
    const a = await member({ gender: 'male', name: 'Arjun Mehta' });
    const b = await member({ gender: 'male', name: 'Chirag Mehta' });
    const chacha = await addEntry(t, a.id, { name: 'Chacha', relation: 'father-younger-brother', side: 'father' });
    const cousin = await addEntry(t, a.id, { name: 'Chirag', relation: 'son', from: chacha, parent: chacha });
    const id = (await ask(a, cousin, b.id)).body.requestId as string;
    // The factory's mother tongue is Marathi: my father's younger brother's son is a paternal cousin.
    const cousinLabel = relationLabelIn('paternal-cousin-brother', 'mr');
    const [note] = await notes(b.id);
    expect(note!.content).toContain(`as ${cousinLabel} (“Chirag”)`);
    expect(note!.content).not.toContain('→');
    const [received] = (await post(b, 'list', { type: 'received' })).body.data;
    expect(received).toMatchObject({ _id: id, member: { _id: cousin, relation_id: 'son', relation: cousinLabel } });
  });

  it('finds the member by their unique id', async () => {
    const { a, b, entry } = await brothers();
    await t.deps.database.db.insertInto('member_profiles').values({ user_id: b.id, unique_id: `SBT${b.id.slice(-6)}`, created_at: 0, updated_at: 0 }).onConflict((oc) => oc.column('user_id').doUpdateSet({ unique_id: `SBT${b.id.slice(-6)}` })).execute();
    const res = await post(a, 'request', { memberId: entry, uniqueId: `SBT${b.id.slice(-6)}` });
    expect(res.body.code).toBe(5);
    const row = await t.deps.database.db.selectFrom('family_link_requests').selectAll().where('id', '=', res.body.requestId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ requester_id: a.id, user_id: b.id, member_id: entry, status: 'pending' });
  });

  it('refuses bad input, no session, others’ entries, the self entry, oneself, blocks and a member linked elsewhere', async () => {
    const { a, b, entry } = await brothers();
    const c = await member();
    expect((await post(null, 'request', { memberId: entry, userId: b.id })).status).toBe(401);
    const bad = await post(a, 'request', { memberId: entry });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(LINK_TEXT.chooseMember);
    expect((await post(a, 'request', { memberId: '', userId: b.id })).status).toBe(400);
    expect((await post(a, 'request', { memberId: entry, uniqueId: 'NO-SUCH-ID' })).status).toBe(404);
    expect((await ask(a, 'no-such-entry', b.id)).status).toBe(404);
    // Another member's entry answers exactly as a missing one: nothing tells c it exists.
    const other = await ask(c, entry, b.id);
    const missing = await ask(c, 'no-such-entry', b.id);
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
    expect((await ask(a, await selfOf(t, a.id), b.id)).body.error).toBe(LINK_TEXT.notSelfEntry);
    expect((await ask(a, entry, a.id)).body.error).toBe(LINK_TEXT.notYourself);
    expect((await ask(a, entry, 'no-such-member')).status).toBe(404);
    // A second entry for the same member while one is open: a member is one person of a list.
    const second = await addEntry(t, a.id, { name: 'Bharat again', relation: 'younger-brother' });
    expect((await ask(a, entry, b.id)).body.code).toBe(5);
    const twice = await ask(a, second, b.id);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(LINK_TEXT.memberLinkedElsewhere);
    // Blocks either way.
    const d = await member();
    const e1 = await addEntry(t, a.id, { name: 'D', relation: 'younger-sister' });
    await block(d, a.id);
    expect((await ask(a, e1, d.id)).status).toBe(404);
    const f = await member();
    await block(a, f.id);
    expect((await ask(a, e1, f.id)).status).toBe(403);
    expect(await t.deps.database.db.selectFrom('family_link_requests').select('id').where('member_id', 'in', [second, e1]).execute()).toHaveLength(0);
  });
});

describe('verify, approve, reject, withdraw', () => {
  it('links the entry even when the clock moves between the statements of the approval', async () => {
    const { a, b, entry } = await brothers();
    const id = (await ask(a, entry, b.id)).body.requestId as string;
    expect((await post(b, 'verify', { id })).body.code).toBe(5);
    // Every read of the clock a millisecond later, as on a busy server.
    const fixed = t.deps.now;
    t.deps.now = () => (t.clock.now += 1);
    try {
      expect((await post(b, 'approve', { id })).body.code).toBe(5);
    } finally {
      t.deps.now = fixed;
    }
    expect((await entryRow(t, entry)).linked_user_id).toBe(b.id);
  });

  it('only the asked member answers; approve needs verify first; approval links and notifies both ways', async () => {
    const { a, b, entry } = await brothers();
    const c = await member();
    const id = (await ask(a, entry, b.id)).body.requestId as string;
    expect((await post(null, 'verify', { id })).status).toBe(401);
    expect((await post(a, 'verify', { id })).status).toBe(403);
    expect((await post(c, 'approve', { id })).status).toBe(403);
    expect((await post(b, 'verify', { id: 'nope' })).status).toBe(404);
    expect((await post(b, 'verify', { id, status: 'maybe' })).status).toBe(400);
    const early = await post(b, 'approve', { id });
    expect(early.status).toBe(400);
    expect(early.body.error).toBe(LINK_TEXT.verifyFirst);
    expect((await post(b, 'verify', { id })).body).toMatchObject({ code: 5, status: 'verified' });
    expect((await post(b, 'verify', { id })).body.code).toBe(4);
    expect((await notes(a.id)).at(-1)!.content).toContain('confirmed');
    const before = await entryRow(t, entry);
    const res = await post(b, 'approve', { id });
    expect(res.body).toMatchObject({ code: 5, message: LINK_TEXT.approved, status: 'approved' });
    const after = await entryRow(t, entry);
    expect(after.linked_user_id).toBe(b.id);
    // Nothing the requester typed is overwritten.
    expect({ ...after, linked_user_id: null, updated_at: 0 }).toEqual({ ...before, updated_at: 0 });
    expect((await post(b, 'approve', { id })).body.code).toBe(4);
    expect((await notes(a.id)).at(-1)!.content).toContain('approved');
    // Linked already: a new request to the same member changes nothing.
    expect((await ask(a, entry, b.id)).body).toMatchObject({ code: 4, message: LINK_TEXT.alreadyLinked });
  });

  it('rejecting at verify or approve ends the request and links nothing', async () => {
    const one = await brothers();
    const id1 = (await ask(one.a, one.entry, one.b.id)).body.requestId as string;
    expect((await post(one.b, 'verify', { id: id1, status: 'rejected' })).body).toMatchObject({ code: 5, status: 'rejected' });
    expect((await post(one.b, 'approve', { id: id1 })).status).toBe(400);
    expect((await notes(one.a.id)).at(-1)!.content).toContain('not');
    const two = await brothers();
    const id2 = (await ask(two.a, two.entry, two.b.id)).body.requestId as string;
    await post(two.b, 'verify', { id: id2 });
    expect((await post(two.b, 'approve', { id: id2, status: 'rejected' })).body).toMatchObject({ code: 5, status: 'rejected' });
    expect((await entryRow(t, two.entry)).linked_user_id).toBeNull();
    // A rejected request does not block a new one.
    expect((await ask(two.a, two.entry, two.b.id)).body.code).toBe(5);
  });

  it('the requester withdraws; nobody else can', async () => {
    const { a, b, entry } = await brothers();
    const id = (await ask(a, entry, b.id)).body.requestId as string;
    expect((await post(b, 'withdraw', { id })).status).toBe(403);
    expect((await post(a, 'withdraw', { id })).body).toMatchObject({ code: 5, status: 'withdrawn' });
    expect((await post(a, 'withdraw', { id })).body.code).toBe(4);
    expect((await post(b, 'verify', { id })).status).toBe(400);
  });

  it('a block after the request stops the approval', async () => {
    const { a, b, entry } = await brothers();
    const id = (await ask(a, entry, b.id)).body.requestId as string;
    await post(b, 'verify', { id });
    await block(a, b.id);
    expect((await post(b, 'approve', { id })).status).toBe(403);
    expect((await entryRow(t, entry)).linked_user_id).toBeNull();
  });
});

describe('POST /api/user/member/merge/list', () => {
  it('lists received and sent requests with the relation in the viewer’s language; approved links stay while linked', async () => {
    const { a, b, entry } = await brothers();
    const id = (await ask(a, entry, b.id)).body.requestId as string;
    const received = await post(b, 'list', { type: 'received' });
    expect(received.body.code).toBe(5);
    expect(received.body.data).toHaveLength(1);
    expect(received.body.data[0]).toMatchObject({ _id: id, status: 'pending', linked: false, member: { _id: entry, to_name: 'Bharat', relation_id: 'elder-brother' }, requester: { _id: a.id, name: 'Arjun Mehta' }, user: { _id: b.id } });
    expect(received.body.data[0].member.relation).toMatch(/[\u0900-\u097F]/);
    expect(received.body.data[0].requester.profilePicture).toEqual(expect.any(String));
    expect((await post(a, 'list', { type: 'sent' })).body.data.map((r: { _id: string }) => r._id)).toEqual([id]);
    expect((await post(a, 'list', { type: 'received' })).body.data).toEqual([]);
    expect((await post(a, 'list', {})).status).toBe(200);
    expect((await post(a, 'list', { type: 'all' })).status).toBe(400);
    expect((await post(null, 'list', {})).status).toBe(401);
    await post(b, 'verify', { id });
    await post(b, 'approve', { id });
    expect((await post(b, 'list', { type: 'received' })).body.data[0]).toMatchObject({ status: 'approved', linked: true });
  });
});

describe('POST /api/user/member/merge/unlink', () => {
  it('either side unlinks; only the link goes, with a notification to the other', async () => {
    const { a, b, entry } = await linked();
    const c = await member();
    expect((await post(c, 'unlink', { memberId: entry })).status).toBe(403);
    expect((await post(null, 'unlink', { memberId: entry })).status).toBe(401);
    expect((await post(a, 'unlink', { memberId: await selfOf(t, a.id) })).status).toBe(400);
    const before = await entryRow(t, entry);
    const res = await post(b, 'unlink', { memberId: entry });
    expect(res.body).toMatchObject({ code: 5, message: LINK_TEXT.unlinked });
    const after = await entryRow(t, entry);
    expect(after.linked_user_id).toBeNull();
    expect({ ...after, updated_at: 0 }).toEqual({ ...before, linked_user_id: null, updated_at: 0 });
    expect((await notes(a.id)).at(-1)).toMatchObject({ type: 'family_link_unlink', sender_id: b.id });
    expect((await post(a, 'unlink', { memberId: entry })).body.code).toBe(4);
    expect((await post(b, 'list', { type: 'received' })).body.data).toEqual([]);
  });

  it('the owner unlinks too, and can ask again afterwards', async () => {
    const { a, b, entry } = await linked();
    expect((await post(a, 'unlink', { memberId: entry })).body.code).toBe(5);
    expect((await notes(b.id)).at(-1)).toMatchObject({ type: 'family_link_unlink', sender_id: a.id });
    expect((await ask(a, entry, b.id)).body.code).toBe(5);
  });
});
