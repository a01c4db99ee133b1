import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWithSession } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { answer, api } from '../../test/typed-client';
import { addEntry, selfOf } from './family-fixtures';
import { joinedRelatives } from './joined-members';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type M = Awaited<ReturnType<typeof memberWithSession>>;
const member = (o: Parameters<typeof memberWithSession>[1] = {}) => memberWithSession(t, o);
const post = (by: M, path: string, body: unknown) => call(t, 'POST', `/api/user/member/merge/${path}`, { token: by.token, body });
const allRows = () => t.deps.database.db.selectFrom('family_members').selectAll().orderBy('id').execute();

/** Arjun's list: father, mother, elder brother Bharat. Bharat's list: the same parents written his way, a wife and a son. */
async function twoBrothers() {
  const a = await member({ gender: 'male', name: 'Arjun Mehta', dob: '1993-02-02' });
  const b = await member({ gender: 'male', name: 'Bharat Mehta', dob: '1990-01-02' });
  await addEntry(t, a.id, { name: 'Ramesh Mehta', relation: 'father', dob: '1960-01-01' });
  await addEntry(t, a.id, { name: 'Sita Mehta', relation: 'mother' });
  const bharat = await addEntry(t, a.id, { name: 'Bharat', relation: 'elder-brother' });
  await addEntry(t, b.id, { name: 'Shri Ramesh  Mehta', relation: 'father', dob: '1960-01-01' });
  await addEntry(t, b.id, { name: 'sita mehta', relation: 'mother' });
  const wife = await addEntry(t, b.id, { name: 'Isha Mehta', relation: 'wife', dob: '1992-05-05' });
  await addEntry(t, b.id, { name: 'Kabir Mehta', relation: 'son', parent: await selfOf(t, b.id), dob: '2018-09-09' });
  // Bharat's list also names Arjun: the same person as Arjun himself.
  await addEntry(t, b.id, { name: 'Arjun', relation: 'younger-brother' });
  return { a, b, bharat, wife };
}

async function link(requester: M, entry: string, user: M) {
  const id = (await post(requester, 'request', { memberId: entry, userId: user.id })).body.requestId as string;
  await post(user, 'verify', { id });
  expect((await post(user, 'approve', { id })).body.code).toBe(5);
}

describe('joinedRelatives', () => {
  it('shows nothing before a link, and nothing of an open request', async () => {
    const { a, b, bharat } = await twoBrothers();
    expect(await joinedRelatives(t.deps, a.id)).toEqual([]);
    await post(a, 'request', { memberId: bharat, userId: b.id });
    expect(await joinedRelatives(t.deps, a.id)).toEqual([]);
    expect(await joinedRelatives(t.deps, b.id)).toEqual([]);
  });

  it('after linking, each sees the other’s relatives once, added from the other, with the chain; nothing is written', async () => {
    const { a, b, bharat } = await twoBrothers();
    const before = await allRows();
    await link(a, bharat, b);
    const rowsAfter = (await allRows()).map((r) => ({ ...r, linked_user_id: r.id === bharat ? null : r.linked_user_id, updated_at: 0 }));
    expect(rowsAfter).toEqual(before.map((r) => ({ ...r, updated_at: 0 })));

    const forA = await joinedRelatives(t.deps, a.id);
    // The parents are in both lists (written differently): shown once, from Arjun's own list.
    expect(forA.map((r) => r.to_name)).toEqual(['Isha Mehta', 'Kabir Mehta']);
    const isha = forA[0]!;
    expect(isha).toMatchObject({
      relationDetails: { relation_id: 'wife', side: 'other', memberFrom: 'Bharat Mehta', memberFromId: bharat },
      memberFromRelations: ['elder-brother', 'wife'],
      canEdit: false,
      canDelete: false,
      userDetails: { DOB: '1992-05-05' },
    });
    expect(isha.chain).toHaveLength(2);
    expect(forA[1]!.memberFromRelations).toEqual(['elder-brother', 'son']);
    expect(forA[1]!.parentDetails).toMatchObject({ to_name: 'Bharat Mehta' });

    // Bharat's side: Arjun linked him, so Arjun's relatives join Bharat's list too, none twice.
    const forB = await joinedRelatives(t.deps, b.id);
    expect(forB).toEqual([]);
  });

  it('relatives Bharat alone wrote reach Arjun, and Arjun’s reach Bharat, with no duplicates either way', async () => {
    const { a, b, bharat } = await twoBrothers();
    await addEntry(t, a.id, { name: 'Meera Mehta', relation: 'wife' });
    await link(a, bharat, b);
    const forB = await joinedRelatives(t.deps, b.id);
    expect(forB.map((r) => r.to_name)).toEqual(['Meera Mehta']);
    expect(forB[0]!.relationDetails).toMatchObject({ memberFrom: 'Arjun Mehta', memberFromId: null });
    const names = (await joinedRelatives(t.deps, a.id)).map((r) => r.to_name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).not.toContain('Meera Mehta');
  });

  it('a linked person in the other list shows under the member’s own name and is not repeated', async () => {
    const { a, b, bharat, wife } = await twoBrothers();
    const isha = await member({ gender: 'female', name: 'Isha B. Mehta' });
    await link(b, wife, isha);
    await link(a, bharat, b);
    const forA = await joinedRelatives(t.deps, a.id);
    expect(forA.filter((r) => r.user_id === isha.id)).toHaveLength(1);
    expect(forA.find((r) => r.user_id === isha.id)).toMatchObject({ to_name: 'Isha B. Mehta', relationUserId: { _id: isha.id } });
  });

  it('unlinking hides the other list again, and a block hides it too', async () => {
    const { a, b, bharat } = await twoBrothers();
    await link(a, bharat, b);
    expect(await joinedRelatives(t.deps, a.id)).toHaveLength(2);
    await answer(api(t, { token: b.token }).user.blockUser.$post({ json: { id: a.id, block: true } }));
    expect(await joinedRelatives(t.deps, a.id)).toEqual([]);
    await answer(api(t, { token: b.token }).user.blockUser.$post({ json: { id: a.id, block: false } }));
    expect((await post(b, 'unlink', { memberId: bharat })).body.code).toBe(5);
    expect(await joinedRelatives(t.deps, a.id)).toEqual([]);
  });
});
