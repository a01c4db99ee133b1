import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANGLIK_UNKNOWN } from '../../contract/preferences';
import { findingMember, type FindingMember } from '../family/finding/finding-fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { membersPreferringYou, membersPreferringYouSql, membersYouMayLike, membersYouMayLikeSql } from './recommendations';
import { matchPercentage } from './score';

/**
 * Issue 14: "Unknown" manglik (no time of birth, the option "Don't Know") is never a rejection in
 * matching (docs/decisions/0111): it meets a manglik preference, in both directions, in the SQL
 * definition and over the match index alike; a known manglik that differs still does not.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const paging = { page: 1, limit: 50 };

/** Replaces a member's preference lists with the manglik ones only (findingMember states a marital status). */
async function wantsManglik(m: FindingMember, ...options: string[]) {
  await db().deleteFrom('member_preference_options').where('user_id', '=', m.id).execute();
  await db().insertInto('member_preference_options').values(options.map((option_id) => ({ user_id: m.id, field: 'dosh', option_id }))).execute();
}

describe('an unknown manglik and a manglik preference', () => {
  let man: FindingMember;
  let unknown: FindingMember;
  let yes: FindingMember;
  let no: FindingMember;

  beforeAll(async () => {
    expect(await db().selectFrom('reference_options').select('name').where('id', '=', MANGLIK_UNKNOWN).executeTakeFirst()).toEqual({ name: "Don't Know" });
    man = await findingMember(t, 'male', { name: 'Groom Deshmukh', profile: { manglik_id: 'manglik.no' } });
    await wantsManglik(man, 'manglik.no');
    unknown = await findingMember(t, 'female', { name: 'Unknown Time Joshi', profile: { manglik_id: MANGLIK_UNKNOWN } });
    yes = await findingMember(t, 'female', { name: 'Manglik Joshi', profile: { manglik_id: 'manglik.yes' } });
    no = await findingMember(t, 'female', { name: 'Not Manglik Joshi', profile: { manglik_id: 'manglik.no' } });
    for (const w of [unknown, yes, no]) await wantsManglik(w, 'manglik.no');
  });

  it("keeps her in 'Members you may like' of a man who wants a non-manglik (SQL and index); a manglik stays out", async () => {
    const me = man.id;
    for (const list of [membersYouMayLike, membersYouMayLikeSql]) {
      const ids = (await list(t.deps, me, 'male', paging)).users.map((u) => u._id);
      expect(ids, list.name).toEqual(expect.arrayContaining([unknown.id, no.id]));
      expect(ids, list.name).not.toContain(yes.id);
    }
  });

  it("keeps a man in her 'Members looking for you' when she does not know her manglik (SQL and index)", async () => {
    for (const list of [membersPreferringYou, membersPreferringYouSql]) {
      const ids = (await list(t.deps, unknown.id, 'female', paging)).users.map((u) => u._id);
      expect(ids, list.name).toContain(man.id);
    }
    for (const list of [membersPreferringYou, membersPreferringYouSql]) {
      expect((await list(t.deps, yes.id, 'female', paging)).users.map((u) => u._id), list.name).not.toContain(man.id);
    }
  });

  it('counts the manglik field as met in the match details, both ways', async () => {
    const his = await matchPercentage(t.deps, man.id, unknown.id);
    expect(his?.theyMeetMine.fields.find((f) => f.field === 'dosh')).toMatchObject({ actual: "Don't Know", met: true });
    expect(his?.iMeetTheirs.fields.find((f) => f.field === 'dosh')).toMatchObject({ actual: 'No', met: true });
    const hers = await matchPercentage(t.deps, unknown.id, man.id);
    expect(hers?.iMeetTheirs.fields.find((f) => f.field === 'dosh')).toMatchObject({ actual: "Don't Know", met: true });
    expect(hers?.percentage).toBe(100);
    const manglik = await matchPercentage(t.deps, man.id, yes.id);
    expect(manglik?.theyMeetMine.fields.find((f) => f.field === 'dosh')).toMatchObject({ actual: 'Yes', met: false });
  });

  it('shows the same on her profile page to him', async () => {
    const res = await answer(api(t, { token: man.token }).user.get[':id'].$get({ param: { id: unknown.id }, query: {} }));
    expect(res.status).toBe(200);
    const dosh = res.body.user.matchDetails?.theyMeetMine.fields.find((f) => f.field === 'dosh');
    expect(dosh).toMatchObject({ met: true });
  });
});
