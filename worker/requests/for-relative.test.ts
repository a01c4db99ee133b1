import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUESTS_TEXT, type Answer } from '../../contract/requests';
import { findingMember, writeListEntry, GOTRA, type FindingMember } from '../family/finding/finding-fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';

/**
 * An interest sent for a relative whose family-list entry is linked to their own account
 * (docs/decisions/0724): they are told who sent what for them, with the relation in their
 * mother tongue, see it on /requests and may withdraw it; nobody else may.
 */
let t: TestApp;
let db: TestApp['deps']['database']['db'];
beforeAll(async () => {
  t = await createTestApp();
  db = t.deps.database.db;
});
afterAll(() => t.close());

const tongue = (userId: string, id: string) => db.updateTable('users').set({ mother_tongue_id: id }).where('id', '=', userId).execute();
const interest = (by: { token: string }, id: string, forMember: string) => answer(api(t, { token: by.token }).match.matchAccount[':id'].$post({ param: { id }, json: { forMember } }));
const sentForMe = (by: { token?: string }, body: object = {}) => answer(api(t, { token: by.token }).user.requests.sentForMe.$post({ json: body }));
const withdraw = (by: { token: string }, id: string, status: Answer = 'withdrawn') => answer(api(t, { token: by.token }).match.updateMatchRequest.$put({ json: { id, status } }));
const notes = (userId: string) => db.selectFrom('notifications').select(['type', 'content', 'sender_id', 'link']).where('user_id', '=', userId).where('type', '!=', 'welcome').orderBy('created_at').execute();
const count = async () => Number((await db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const statusOf = async (id: string) => (await db.selectFrom('member_requests').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

/** A father (Gold) whose list has his son Rohan Sharma, linked to Rohan's account unless `linked` is false. */
async function fatherAndSon(linked = true) {
  const father = await findingMember(t, 'male', { name: 'Ramesh Sharma', dob: '1966-04-04', profile: { gotra_id: GOTRA } });
  const son = await findingMember(t, 'male', { name: 'Rohan Sharma', dob: '1996-05-05', profile: { gotra_id: GOTRA } });
  const self = await writeListEntry(db, t.clock.now, father.id, 'self', { name: 'Ramesh Sharma' });
  const entry = await writeListEntry(db, t.clock.now, father.id, 'son', { parent_id: self, dob: '1996-05-05', name: 'Rohan Sharma', linked_user_id: linked ? son.id : null });
  const bride = await findingMember(t, 'female', { name: 'Priya Verma' });
  return { father, son, entry, bride };
}

async function sent(father: FindingMember, bride: FindingMember, entry: string): Promise<string> {
  const res = await interest(father, bride.id, entry);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.body.requestId as string;
}

describe('an interest sent for a linked son or daughter', () => {
  it('tells the son in the same batch, his father named in his mother tongue (Hindi), the bride in hers (Marathi)', async () => {
    const { father, son, entry, bride } = await fatherAndSon();
    await tongue(son.id, 'hi');
    const before = await count();
    const id = await sent(father, bride, entry);
    expect(await count()).toBe(before + 2);
    expect(await notes(son.id)).toContainEqual({ type: 'member_request', sender_id: father.id, content: 'Your पिता Ramesh Sharma sent an interest to Priya Verma for you.', link: '/requests' });
    expect(await notes(bride.id)).toContainEqual(expect.objectContaining({ content: 'Ramesh Sharma sent an interest for Rohan Sharma (मुलगा).' }));
    expect(await statusOf(id)).toBe('pending');
  });

  it('reads English in lower case mid-sentence for an English reader, both ways', async () => {
    const { father, son, entry, bride } = await fatherAndSon();
    await Promise.all([tongue(son.id, 'en'), tongue(bride.id, 'en')]);
    await sent(father, bride, entry);
    expect((await notes(son.id)).map((n) => n.content)).toEqual(['Your father Ramesh Sharma sent an interest to Priya Verma for you.']);
    expect((await notes(bride.id)).map((n) => n.content)).toContain('Ramesh Sharma sent an interest for Rohan Sharma (son).');
  });

  it('an unlinked entry writes nothing more than the receiver’s notification', async () => {
    const { father, son, entry, bride } = await fatherAndSon(false);
    const before = await count();
    await sent(father, bride, entry);
    expect(await count()).toBe(before + 1);
    expect(await notes(son.id)).toEqual([]);
    expect((await sentForMe(son)).body.data).toEqual({ requests: [], total: 0 });
  });

  it('the son sees it in his list and withdraws it; the bride and his father are told, each in their language', async () => {
    const { father, son, entry, bride } = await fatherAndSon();
    await tongue(father.id, 'en');
    const id = await sent(father, bride, entry);
    const list = await sentForMe(son);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual({
      requests: [expect.objectContaining({ _id: id, status: 'pending', user: expect.objectContaining({ _id: bride.id, name: 'Priya Verma' }), sentBy: { _id: father.id, name: 'Ramesh Sharma', relation: 'वडील' } })],
      total: 1,
    });

    const res = await withdraw(son, id);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.body).toMatchObject({ code: 5, message: REQUESTS_TEXT.withdrawn });
    expect(await statusOf(id)).toBe('withdrawn');
    expect(await notes(bride.id)).toContainEqual(expect.objectContaining({ type: 'member_request_withdrawn', sender_id: son.id, content: 'Rohan Sharma withdrew the interest Ramesh Sharma sent you on his behalf.' }));
    expect(await notes(father.id)).toContainEqual(expect.objectContaining({ type: 'member_request_withdrawn', sender_id: son.id, content: 'Your son Rohan Sharma withdrew the interest you sent to Priya Verma for him.' }));
    expect((await sentForMe(son)).body.data.total).toBe(0);

    const before = await count();
    expect((await withdraw(son, id)).body).toMatchObject({ code: 4, message: REQUESTS_TEXT.withdrawn });
    expect(await count()).toBe(before);
  });

  it('a third member, the son answering it, or the son after an unlink find no such request; nothing changes', async () => {
    const { father, son, entry, bride } = await fatherAndSon();
    const id = await sent(father, bride, entry);
    const third = await findingMember(t, 'male');
    const before = await count();
    for (const [by, status] of [[third, 'withdrawn'], [son, 'accepted'], [son, 'rejected']] as const) {
      const res = await withdraw(by, id, status);
      expect(res.status, JSON.stringify(res.json)).toBe(404);
      expect(res.refusal.error).toBe(REQUESTS_TEXT.noSuchRequest);
    }
    expect((await sentForMe(third)).body.data.total).toBe(0);
    await db.updateTable('family_members').set({ linked_user_id: null }).where('id', '=', entry).execute();
    expect((await withdraw(son, id)).status).toBe(404);
    expect((await sentForMe(son)).body.data.total).toBe(0);
    expect(await statusOf(id)).toBe('pending');
    expect(await count()).toBe(before);
  });

  it('a son who blocked his father is not told, and the list leaves it out', async () => {
    const { father, son, entry, bride } = await fatherAndSon();
    await answer(api(t, { token: son.token }).user.blockUser.$post({ json: { id: father.id, block: true } }));
    await sent(father, bride, entry);
    expect(await notes(son.id)).toEqual([]);
    expect((await sentForMe(son)).body.data.total).toBe(0);
  });

  it('the list needs a session and checks its page', async () => {
    expect((await sentForMe({})).status).toBe(401);
    const { son } = await fatherAndSon();
    const res = await sentForMe(son, { limit: 1000 });
    expect(res.status).toBe(400);
  });
});
