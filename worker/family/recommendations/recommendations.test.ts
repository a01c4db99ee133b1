import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWithSession } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { answer, api } from '../../test/typed-client';
import { addEntry } from '../links/family-fixtures';
import { normaliseName, sameName, sameOrShorterName } from '../names';
import { combine } from './recommend';
import { WEIGHT } from './signals';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type M = Awaited<ReturnType<typeof memberWithSession>>;
const member = (o: Parameters<typeof memberWithSession>[1] = {}) => memberWithSession(t, o);
const recommend = (by: M | null, id: string) => answer(api(t, { token: by?.token }).member.memberRecommendation[':id'].$get({ param: { id } }));
const ids = async (by: M) => ((await recommend(by, by.id)).body.relations as { user_id: string }[]).map((r) => r.user_id);
const link = (entryId: string, userId: string) => t.deps.database.db.updateTable('family_members').set({ linked_user_id: userId }).where('id', '=', entryId).execute();
const block = (by: M, id: string) => answer(api(t, { token: by.token }).user.blockUser.$post({ json: { id, block: true } }));

describe('names', () => {
  it('compares names without case, dots, spaces, accents or honorifics, keeping Indic vowel signs', () => {
    expect(normaliseName('Late Shri R. K.  Sharma')).toBe('r k sharma');
    expect(sameName('Dr. José', 'jose')).toBe(true);
    expect(sameName('राम', 'रम')).toBe(false);
    expect(sameName('श्री राम', 'राम')).toBe(false); // Devanagari honorifics are not stripped: written names stay apart
    expect(sameName('', '')).toBe(false);
    expect(sameOrShorterName('Arjun', 'Arjun Mehta')).toBe(true);
    expect(sameOrShorterName('Mehta', 'Arjun Mehta')).toBe(false);
    expect(sameOrShorterName('Arjun Shah', 'Arjun Mehta')).toBe(false);
  });

  it('scores one member by the strongest evidence, a little more for each further kind', () => {
    const out = combine([
      { userId: 'u', score: WEIGHT.namesRelativeWithDob, reason: 'b' },
      { userId: 'u', score: WEIGHT.isMyRelative, reason: 'a' },
      { userId: 'u', score: WEIGHT.isMyRelative, reason: 'a' },
    ]);
    expect(out.get('u')).toEqual({ score: WEIGHT.isMyRelative + 3, reason: 'a' });
  });
});

describe('GET /api/member/memberRecommendation/{id}', () => {
  it('answers only for oneself and with a session', async () => {
    const a = await member();
    const b = await member();
    expect((await recommend(null, a.id)).status).toBe(401);
    expect((await recommend(a, b.id)).status).toBe(403);
    const res = await recommend(a, a.id);
    expect(res.body).toEqual({ code: 5, relations: [] });
  });

  it('recommends a member with the name and date of birth of a relative of my list, then those whose lists name me', async () => {
    const me = await member({ name: 'Kavya Iyer', dob: '1994-03-05', gender: 'female' });
    const cousin = await member({ name: 'Rohan Iyer', dob: '1992-07-08', gender: 'male' });
    await addEntry(t, me.id, { name: 'rohan  iyer', relation: 'paternal-cousin-brother', dob: '1992-07-08' });
    // Someone whose list names me with my date of birth, someone naming me by my father's name.
    const aunt = await member({ name: 'Aunt Meena' });
    await addEntry(t, aunt.id, { name: 'Kavya Iyer', relation: 'brother-daughter', dob: '1994-03-05' });
    const uncle = await member({ name: 'Uncle Ravi' });
    await addEntry(t, me.id, { name: 'Suresh Iyer', relation: 'father' });
    const unclesBrother = await addEntry(t, uncle.id, { name: 'Suresh Iyer', relation: 'younger-brother' });
    await addEntry(t, uncle.id, { name: 'Kavya Iyer', relation: 'brother-daughter', parent: unclesBrother });
    // Same name, different date of birth and no parent in common: not a relative.
    const stranger = await member({ name: 'Rohan Iyer', dob: '1980-01-01', gender: 'male' });
    const res = await recommend(me, me.id);
    const relations = res.body.relations as { user_id: string; to_name: string; score: number; reason: string; userDetails: { profilePicture: string }[] }[];
    expect(relations.map((r) => r.user_id)).toEqual([cousin.id, aunt.id, uncle.id]);
    expect(relations[0]).toMatchObject({ to_name: 'Rohan Iyer', score: WEIGHT.isMyRelative });
    expect(relations[0]!.reason).toContain('rohan  iyer');
    expect(relations[0]!.userDetails[0]!.profilePicture).toEqual(expect.any(String));
    expect(relations[1]!.score).toBe(WEIGHT.namesMeWithDob);
    expect(relations[2]!.score).toBe(WEIGHT.namesMeWithParent);
    expect(relations.map((r) => r.user_id)).not.toContain(stranger.id);
    // The same data gives the same list.
    expect(await ids(me)).toEqual(relations.map((r) => r.user_id));
  });

  it('recommends the linked relatives of members joined to my tree, never those already joined', async () => {
    const me = await member({ name: 'Neel Shah' });
    const brother = await member({ name: 'Dev Shah' });
    const brothersWife = await member({ name: 'Isha Shah' });
    const wifesSister = await member({ name: 'Riya Patel' });
    await link(await addEntry(t, me.id, { name: 'Dev', relation: 'elder-brother' }), brother.id);
    await link(await addEntry(t, brother.id, { name: 'Isha', relation: 'wife' }), brothersWife.id);
    // Isha's sister linked Isha in her own list: one more step away, not recommended yet.
    await link(await addEntry(t, wifesSister.id, { name: 'Isha', relation: 'elder-sister' }), brothersWife.id);
    // My brother's list links me back: already joined, never recommended.
    await link(await addEntry(t, brother.id, { name: 'Neel', relation: 'younger-brother' }), me.id);
    const relations = (await recommend(me, me.id)).body.relations as { user_id: string; reason: string; score: number }[];
    expect(relations.map((r) => r.user_id)).toEqual([brothersWife.id]);
    expect(relations[0]).toMatchObject({ score: WEIGHT.linkedTree });
    expect(relations[0]!.reason).toContain('Dev Shah');
    // Once Isha is linked in my list she is joined, and her sister (linking her) becomes a linked-tree relative.
    await link(await addEntry(t, me.id, { name: 'Isha bhabhi', relation: 'brother-wife' }), brothersWife.id);
    expect(await ids(me)).toEqual([wifesSister.id]);
  });

  it('leaves out blocked, deactivated and deleted members and myself', async () => {
    const me = await member({ name: 'Om Rao', dob: '1991-01-01' });
    const blocked = await member({ name: 'Blocked Rao', dob: '1960-05-05' });
    const blocker = await member({ name: 'Blocker Rao', dob: '1961-06-06' });
    const gone = await member({ name: 'Gone Rao', dob: '1962-07-07' });
    for (const [name, dob] of [['Blocked Rao', '1960-05-05'], ['Blocker Rao', '1961-06-06'], ['Gone Rao', '1962-07-07']] as const) {
      await addEntry(t, me.id, { name, relation: 'father-elder-brother', dob });
    }
    expect(await ids(me)).toEqual(expect.arrayContaining([blocked.id, blocker.id, gone.id]));
    await block(me, blocked.id);
    await block(blocker, me.id);
    await t.deps.database.db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', gone.id).execute();
    expect(await ids(me)).toEqual([]);
    expect(await ids(me)).not.toContain(me.id);
  });
});
