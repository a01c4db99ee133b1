import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, call, type TestApp } from '../../test/harness';
import { answer, api, type Client, type JsonOf } from '../../test/typed-client';
import { adminSession, memberWithSession } from '../../test/factories';
import { expectLogged } from '../../test/clean-run';

/** The back office's reference data (decision 0804): spec §7's verbs, the rules, and freshness for members. */
let t: TestApp;
let admin: { token: string };
let member: Awaited<ReturnType<typeof memberWithSession>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t);
  member = await memberWithSession(t, { gender: 'female', religionId: 'hindu' });
});
afterAll(() => t.close());

const ad = () => api(t, { token: admin.token }).admin;
/** Queries and bodies the schemas refuse, sent as is (the typed client would not send them). */
const asIs = (method: string, url: string, body?: unknown) => call(t, method, `/api${url}`, { token: admin.token, body });
const db = () => t.deps.database.db;
const audits = (action: string) => db().selectFrom('admin_actions').selectAll().where('action', '=', action).execute();

async function addCaste(name: string, religionId = 'hindu') {
  const res = await answer(ad().addCaste.$post({ json: { religionId, name } }));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.body.data._id;
}
async function addChild(kind: 'SubCaste' | 'Gotra', casteId: string, name: string) {
  const json = { casteId, name };
  const res = await answer(kind === 'SubCaste' ? ad().addSubCaste.$post({ json }) : ad().addGotra.$post({ json }));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.body.data._id;
}
async function memberIn(caste: string, extra: { subCaste?: string; gotra?: string; birthGotra?: string } = {}, gender: 'male' | 'female' = 'female') {
  const m = await memberWithSession(t, { gender, religionId: 'hindu' });
  const res = await answer(
    api(t, { token: m.token }).user.update.religionDetails[':id{[0-9a-fA-F-]{36}}'].$put({
      param: { id: m.id },
      json: { religion: 'hindu', caste, subCaste: extra.subCaste ?? '', gotra: extra.gotra ?? '', birthGotra: extra.birthGotra ?? '' },
    }),
  );
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return m;
}
async function preferCastes(m: { id: string; token: string }, caste: string[]) {
  const res = await answer(api(t, { token: m.token }).user.userPreferences[':id'].$put({ param: { id: m.id }, json: { religion: ['hindu'], caste } }));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

describe('every reference endpoint is for administrators', () => {
  const endpoints: Array<[string, string, unknown?]> = [
    ['POST', '/admin/addReligion', { name: 'X' }],
    ['GET', '/admin/getReligions'],
    ['PUT', '/admin/updateReligion/hindu', { name: 'X' }],
    ['DELETE', '/admin/removeReligion/hindu'],
    ['POST', '/admin/addCaste', { religionId: 'hindu', name: 'X' }],
    ['GET', '/admin/getCastes?religionId=hindu'],
    ['POST', '/admin/updateCaste', { id: 'hindu.brahmin', name: 'X' }],
    ['DELETE', '/admin/removeCaste/hindu.brahmin'],
    ['POST', '/admin/mergeCaste', { fromId: 'hindu.brahmin', intoId: 'hindu.agarwal' }],
    ['POST', '/admin/addSubCaste', { casteId: 'hindu.brahmin', name: 'X' }],
    ['GET', '/admin/getSubCastes?casteId=hindu.brahmin'],
    ['POST', '/admin/updateSubCaste', { id: 'hindu.brahmin.deshastha', name: 'X' }],
    ['DELETE', '/admin/removeSubCaste/hindu.brahmin.deshastha'],
    ['POST', '/admin/mergeSubCaste', { fromId: 'a', intoId: 'b' }],
    ['POST', '/admin/addGotra', { casteId: 'hindu.brahmin', name: 'X' }],
    ['GET', '/admin/getGotras?casteId=hindu.brahmin'],
    ['POST', '/admin/updateGotra', { id: 'hindu.brahmin.kashyap', name: 'X' }],
    ['DELETE', '/admin/removeGotra/hindu.brahmin.kashyap'],
    ['POST', '/admin/mergeGotra', { fromId: 'a', intoId: 'b' }],
    ['GET', '/admin/getLifeStyleOptions'],
    ['POST', '/admin/updateLifeStyleOptions', { action: 'add', kind: 'eatingHabit', name: 'X' }],
  ];
  it.each(endpoints)('%s %s: anonymous 401, member 403, nothing changed', async (method, url, body) => {
    expect((await call(t, method, `/api${url}`, { body })).status).toBe(401);
    expect((await call(t, method, `/api${url}`, { body, token: member.token })).status).toBe(403);
    expect(await db().selectFrom('castes').select('id').where('name', '=', 'X').execute()).toEqual([]);
  });
});

describe('religions, castes, sub-castes and gotras', () => {
  it('adds a caste with its name tidied, recorded in the audit trail, listed within its religion', async () => {
    const id = await addCaste('  Test   Kshatriya ');
    expect(await db().selectFrom('castes').select(['name', 'religion_id']).where('id', '=', id).executeTakeFirst()).toEqual({ name: 'Test Kshatriya', religion_id: 'hindu' });
    expect((await audits('caste.add')).find((a) => a.target_id === id)).toMatchObject({ target_type: 'caste', target_label: 'Test Kshatriya' });
    const list = await answer(ad().getCastes.$get({ query: { religionId: 'hindu', search: 'test ksh', limit: '5' } }));
    expect(list.body).toMatchObject({ code: 5, total: 1, page: 1, limit: 5, totalPages: 1, items: [{ _id: id, name: 'Test Kshatriya', members: 0, preferences: 0, children: 0 }] });
  });

  it('refuses a name already in the parent ignoring case and spacing (409, fields.name), allows it in another parent', async () => {
    await addCaste('Unique Caste');
    const before = await db().selectFrom('castes').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const clash = await answer(ad().addCaste.$post({ json: { religionId: 'hindu', name: '  unique    CASTE' } }));
    expect(clash.status).toBe(409);
    expect(clash.refusal.fields!.name).toMatch(/already a caste named/);
    expect(await db().selectFrom('castes').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).toEqual(before);
    await addCaste('Unique Caste', 'jain');
    // The database holds the rule too, whoever writes.
    await expect(db().insertInto('castes').values({ id: 'x.dup', religion_id: 'hindu', name: 'UNIQUE CASTE' }).execute()).rejects.toThrow(/UNIQUE/);
  });

  it('answers bad input with fields and changes nothing', async () => {
    const res = await answer(ad().addCaste.$post({ json: { religionId: '', name: '   ' } }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.refusal.fields!).sort()).toEqual(['name', 'religionId']);
    const unknown = await answer(ad().addCaste.$post({ json: { religionId: 'no-such-religion', name: 'Orphan' } }));
    expect(unknown.status).toBe(400);
    expect(unknown.refusal.fields!.religionId).toBe('Choose the religion from the list.');
    expect((await answer(ad().addGotra.$post({ json: { casteId: 'hindu.brahmin', name: '<script>' } }))).refusal.fields!.name).toMatch(/letters/);
    expect((await asIs('GET', '/admin/getCastes?religionId=hindu&key=password')).body.fields.key).toMatch(/Sort by/);
    expect((await asIs('GET', '/admin/getSubCastes')).body.fields.casteId).toBe('Choose the caste.');
    expect(await db().selectFrom('castes').select('id').where('name', 'in', ['Orphan', '']).execute()).toEqual([]);
  });

  it('renames (code 4 when unchanged), refusing a name a sibling has', async () => {
    const id = await addCaste('Rename Me');
    await addCaste('Taken Name');
    expect((await answer(ad().updateCaste.$post({ json: { id, name: 'taken  name' } }))).status).toBe(409);
    expect((await answer(ad().updateCaste.$post({ json: { id, name: 'Renamed Caste' } }))).body).toMatchObject({ code: 5, message: 'Renamed to Renamed Caste.' });
    expect((await answer(ad().updateCaste.$post({ json: { id, name: 'Renamed Caste' } }))).body.code).toBe(4);
    expect((await answer(ad().updateCaste.$post({ json: { id, name: 'renamed caste' } }))).body.code).toBe(5);
    expect((await db().selectFrom('castes').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name).toBe('renamed caste');
    expect((await audits('caste.rename')).filter((a) => a.target_id === id)).toHaveLength(2);
    expect((await answer(ad().updateCaste.$post({ json: { id: 'nope', name: 'X' } }))).status).toBe(404);
  });

  it('religions: add, rename with PUT, list with counts, remove one nobody uses with its castes', async () => {
    const add = await answer(ad().addReligion.$post({ json: { name: 'Test Faith' } }));
    const id = add.body.data._id;
    expect((await answer(ad().updateReligion[':id'].$put({ param: { id }, json: { name: 'Test Faith Renamed' } }))).body.code).toBe(5);
    expect((await answer(ad().addReligion.$post({ json: { name: 'test faith renamed' } }))).status).toBe(409);
    const caste = await addCaste('Faith Caste', id);
    await addChild('Gotra', caste, 'Faith Gotra');
    const list = await answer(ad().getReligions.$get({ query: { search: 'faith' } }));
    expect(list.body.items).toEqual([{ _id: id, name: 'Test Faith Renamed', members: 0, preferences: 0, children: 1 }]);
    expect((await answer(ad().removeReligion[':id'].$delete({ param: { id } }))).body.message).toBe('Test Faith Renamed was removed.');
    expect(await db().selectFrom('castes').select('id').where('religion_id', '=', id).execute()).toEqual([]);
    expect(await db().selectFrom('gotras').select('id').where('caste_id', '=', caste).execute()).toEqual([]);
    expect((await audits('religion.remove')).some((a) => a.target_id === id)).toBe(true);
  });

  it('refuses to remove what members or preferences use, saying how many', async () => {
    const caste = await addCaste('Used Caste');
    const sub = await addChild('SubCaste', caste, 'Used Sub');
    const gotra = await addChild('Gotra', caste, 'Used Gotra');
    const holder = await memberIn(caste, { subCaste: sub, birthGotra: gotra });
    await preferCastes(holder, [caste]);
    const res = await answer(ad().removeCaste[':id'].$delete({ param: { id: caste } }));
    expect(res.status).toBe(409);
    expect(res.refusal.error).toBe('Used Caste is still used by 1 member and 1 partner preference, so it cannot be removed. Merge it into another caste instead.');
    expect((await answer(ad().removeSubCaste[':id'].$delete({ param: { id: sub } }))).refusal.error).toMatch(/^Used Sub is still used by 1 member,/);
    expect((await answer(ad().removeGotra[':id'].$delete({ param: { id: gotra } }))).refusal.error).toMatch(/^Used Gotra is still used by 1 member,/);
    expect((await answer(ad().removeReligion[':id'].$delete({ param: { id: 'hindu' } }))).refusal.error).toMatch(/^Hindu is still used by \d+ members and \d+ partner preferences/);
    expect(await db().selectFrom('castes').select('id').where('id', '=', caste).execute()).toHaveLength(1);
    const listed = await answer(ad().getGotras.$get({ query: { casteId: caste } }));
    expect(listed.body.items).toEqual([{ _id: gotra, name: 'Used Gotra', members: 1, preferences: 0, children: 0 }]);
  });

  it('keeps a caste a member picks while its removal runs: refused with the count, nothing removed, nothing audited', async () => {
    const caste = await addCaste('Raced Caste');
    const sub = await addChild('SubCaste', caste, 'Raced Sub');
    const member = await memberIn('hindu.brahmin');
    // The member's save lands between the removal's check and its batch (another request).
    const { database } = t.deps;
    const batch = database.batch.bind(database);
    database.batch = async (queries) => {
      database.batch = batch;
      await db().updateTable('member_profiles').set({ caste_id: caste }).where('user_id', '=', member.id).execute();
      return batch(queries);
    };
    const res = await answer(ad().removeCaste[':id'].$delete({ param: { id: caste } }));
    expect(res.status).toBe(409);
    expect(res.refusal.error).toMatch(/^Raced Caste is still used by 1 member,/);
    expect(await db().selectFrom('castes').select('id').where('id', '=', caste).execute()).toHaveLength(1);
    expect(await db().selectFrom('sub_castes').select('id').where('id', '=', sub).execute()).toHaveLength(1);
    expect((await audits('caste.remove')).filter((a) => a.target_id === caste)).toEqual([]);
  });

  it('removes an unused sub-caste and gotra', async () => {
    const caste = await addCaste('Parent Caste');
    const sub = await addChild('SubCaste', caste, 'Lonely Sub');
    expect((await answer(ad().updateSubCaste.$post({ json: { id: sub, name: 'Lonely Sub Two' } }))).body.code).toBe(5);
    expect((await answer(ad().removeSubCaste[':id'].$delete({ param: { id: sub } }))).status).toBe(200);
    expect(await db().selectFrom('sub_castes').select('id').where('id', '=', sub).execute()).toEqual([]);
    expect((await answer(ad().removeSubCaste[':id'].$delete({ param: { id: sub } }))).status).toBe(404);
  });
});

describe('merge into…', () => {
  it('moves every profile and preference, and the sub-castes and gotras, then removes the duplicate; the match index follows', async () => {
    const into = await addCaste('Agarwal Test');
    const from = await addCaste('Aggarwal Test');
    const intoDasa = await addChild('SubCaste', into, 'Dasa');
    const fromDasa = await addChild('SubCaste', from, 'dasa');
    const fromBisa = await addChild('SubCaste', from, 'Bisa');
    const intoGarg = await addChild('Gotra', into, 'Garg');
    const fromGarg = await addChild('Gotra', from, 'Garg');
    const fromMittal = await addChild('Gotra', from, 'Mittal');
    const holder = await memberIn(from, { subCaste: fromDasa, gotra: fromGarg, birthGotra: fromMittal });
    const both = await memberWithSession(t, { gender: 'male' });
    await preferCastes(both, [from, into]);
    const one = await memberWithSession(t, { gender: 'male' });
    await preferCastes(one, [from]);
    const viewer = await memberWithSession(t, { gender: 'male' });
    const casteCount = async (id: string) => {
      const res = await answer(api(t, { token: viewer.token }).match.getMatchFilters.$get());
      return res.body.filters.caste.find((o) => o._id === id)?.count ?? 0;
    };
    expect(await casteCount(from)).toBe(1);
    expect(await casteCount(into)).toBe(0);

    const res = await answer(ad().mergeCaste.$post({ json: { fromId: from, intoId: into } }));
    expect(res.body).toMatchObject({ code: 5, message: 'Aggarwal Test was merged into Agarwal Test: 1 member and 2 partner preferences moved.' });

    const profile = await db().selectFrom('member_profiles').select(['caste_id', 'sub_caste_id', 'gotra_id', 'birth_gotra_id']).where('user_id', '=', holder.id).executeTakeFirstOrThrow();
    expect(profile).toEqual({ caste_id: into, sub_caste_id: intoDasa, gotra_id: intoGarg, birth_gotra_id: fromMittal });
    expect(await db().selectFrom('castes').select('id').where('id', '=', from).execute()).toEqual([]);
    expect(await db().selectFrom('sub_castes').select(['id', 'caste_id']).where('id', 'in', [fromDasa, fromBisa]).execute()).toEqual([{ id: fromBisa, caste_id: into }]);
    expect(await db().selectFrom('gotras').select(['id', 'caste_id']).where('id', 'in', [fromGarg, fromMittal]).execute()).toEqual([{ id: fromMittal, caste_id: into }]);
    const prefs = await db().selectFrom('member_preference_options').select(['user_id', 'option_id']).where('field', '=', 'caste').where('user_id', 'in', [both.id, one.id]).orderBy('user_id').execute();
    expect(prefs.sort((a, b) => a.user_id.localeCompare(b.user_id))).toEqual([both.id, one.id].sort().map((user_id) => ({ user_id, option_id: into })));
    expect((await audits('caste.merge')).find((a) => a.target_id === into)?.target_label).toBe('Aggarwal Test → Agarwal Test');

    // Through the members' own API.
    const mine = await answer(api(t, { token: holder.token }).user.getMyProfile[':id'].$get({ param: { id: holder.id } }));
    expect(mine.body.data.profile.religionDetails).toMatchObject({ caste: { _id: into, name: 'Agarwal Test' }, subCaste: { _id: intoDasa } });
    const pref = await answer(api(t, { token: one.token }).user.get.preference[':id'].$get({ param: { id: one.id } }));
    expect(pref.body.preference!.caste).toEqual([{ _id: into, name: 'Agarwal Test' }]);
    // The match index and the counts of Profile Matches.
    expect(await casteCount(from)).toBe(0);
    expect(await casteCount(into)).toBe(1);
  });

  it('is one atomic batch: a failure at the last step leaves everything where it was', async () => {
    const into = await addCaste('Atomic Into');
    const from = await addCaste('Atomic From');
    const holder = await memberIn(from);
    const prefers = await memberWithSession(t, { gender: 'male' });
    await preferCastes(prefers, [from]);
    expectLogged(/^Unexpected error POST \/api\/admin\/mergeCaste SqliteError: refused by the test/);
    await sql`create trigger test_refuse_caste_delete before delete on castes when old.id = ${sql.lit(from)} begin select raise(abort, 'refused by the test'); end`.execute(db());
    try {
      expect((await answer(ad().mergeCaste.$post({ json: { fromId: from, intoId: into } }))).status).toBe(500);
    } finally {
      await sql`drop trigger test_refuse_caste_delete`.execute(db());
    }
    expect((await db().selectFrom('member_profiles').select('caste_id').where('user_id', '=', holder.id).executeTakeFirstOrThrow()).caste_id).toBe(from);
    expect(await db().selectFrom('member_preference_options').select('option_id').where('user_id', '=', prefers.id).where('field', '=', 'caste').execute()).toEqual([{ option_id: from }]);
    expect((await audits('caste.merge')).some((a) => a.target_id === into)).toBe(false);
  });

  it('merges gotras and sub-castes within one caste only; bad input has fields', async () => {
    const caste = await addCaste('Gotra Home');
    const other = await addCaste('Gotra Elsewhere');
    const keep = await addChild('Gotra', caste, 'Kaushik');
    const dup = await addChild('Gotra', caste, 'Kousik');
    const far = await addChild('Gotra', other, 'Far Gotra');
    const holder = await memberIn(caste, { gotra: dup, birthGotra: dup });
    expect((await answer(ad().mergeGotra.$post({ json: { fromId: far, intoId: keep } }))).refusal.fields!.intoId).toBe('Merge into a gotra of the same caste.');
    expect((await answer(ad().mergeGotra.$post({ json: { fromId: keep, intoId: keep } }))).refusal.fields!.intoId).toMatch(/different/);
    expect((await answer(ad().mergeGotra.$post({ json: { fromId: dup, intoId: keep } }))).body.code).toBe(5);
    expect(await db().selectFrom('member_profiles').select(['gotra_id', 'birth_gotra_id']).where('user_id', '=', holder.id).executeTakeFirstOrThrow()).toEqual({ gotra_id: keep, birth_gotra_id: keep });
    const a = await addChild('SubCaste', caste, 'Sub A');
    const b = await addChild('SubCaste', caste, 'Sub B');
    expect((await answer(ad().mergeSubCaste.$post({ json: { fromId: a, intoId: b } }))).body.code).toBe(5);
    expect(await db().selectFrom('sub_castes').select('id').where('id', '=', a).execute()).toEqual([]);
  });
});

describe('members see every change without a restart', () => {
  const appData = async () => (await answer(api(t).app.getData.$get())).body.data;
  const shellData = async () => {
    const html = await (await t.app.request('/profile')).text();
    return JSON.parse(/<script id="app-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as Awaited<ReturnType<typeof appData>>;
  };

  it('GET /app/getData and the page shell carry an added, renamed and removed caste at once', async () => {
    await appData();
    await shellData();
    const id = await addCaste('Fresh Caste');
    expect((await appData()).castes).toContainEqual({ _id: id, name: 'Fresh Caste', religionId: 'hindu' });
    expect((await shellData()).castes).toContainEqual({ _id: id, name: 'Fresh Caste', religionId: 'hindu' });
    await answer(ad().updateCaste.$post({ json: { id, name: 'Fresher Caste' } }));
    expect((await shellData()).castes.find((c) => c._id === id)?.name).toBe('Fresher Caste');
    await answer(ad().removeCaste[':id'].$delete({ param: { id } }));
    expect((await appData()).castes.some((c) => c._id === id)).toBe(false);
    expect((await shellData()).castes.some((c) => c._id === id)).toBe(false);
  });

  it('a write by another process (no call into this one) is seen through the version row', async () => {
    await appData();
    await db().insertInto('castes').values({ id: 'hindu.other-process', religion_id: 'hindu', name: 'Other Process Caste' }).execute();
    expect((await appData()).castes.some((c) => c._id === 'hindu.other-process')).toBe(true);
    expect((await shellData()).castes.some((c) => c._id === 'hindu.other-process')).toBe(true);
  });

  it("the filter options of Profile Matches carry a caste's new name", async () => {
    const caste = await addCaste('Filter Caste');
    await memberIn(caste, {}, 'female');
    const viewer = await memberWithSession(t, { gender: 'male' });
    const name = async () => {
      const res = await answer(api(t, { token: viewer.token }).match.getMatchFilters.$get());
      return res.body.filters.caste.find((o) => o._id === caste)?.name;
    };
    expect(await name()).toBe('Filter Caste');
    await answer(ad().updateCaste.$post({ json: { id: caste, name: 'Filter Caste Renamed' } }));
    expect(await name()).toBe('Filter Caste Renamed');
  });
});

describe('lifestyle options', () => {
  const options = async (kind: Parameters<Client['admin']['getLifeStyleOptions']['$get']>[0]['query']['kind']) =>
    (await answer(ad().getLifeStyleOptions.$get({ query: { kind } }))).body.data.options;
  const eatingHabits = async () => (await answer(api(t).app.getData.$get())).body.data.lifestyle.eatingHabit.map((o) => o.name);
  const change = (json: JsonOf<Client['admin']['updateLifeStyleOptions']['$post']>) => answer(ad().updateLifeStyleOptions.$post({ json }));

  it('lists a kind with who uses each option', async () => {
    const m = await memberWithSession(t, { gender: 'female' });
    await t.deps.database.db.updateTable('member_profiles').set({ eating_habit_id: 'eatingHabit.vegan' }).where('user_id', '=', m.id).execute(); // the row sign-up wrote
    expect((await options('eatingHabit')).find((o) => o._id === 'eatingHabit.vegan')).toMatchObject({ name: 'Vegan', members: 1 });
    expect((await asIs('GET', '/admin/getLifeStyleOptions?kind=profileFor')).body.fields.kind).toMatch(/Choose one of the lists/);
  });

  it('adds, renames and removes, unique ignoring case and spacing, refusing an option in use or named by the rules', async () => {
    const add = await change({ action: 'add', kind: 'eatingHabit', name: ' Pescatarian ' });
    expect(add.body).toMatchObject({ code: 5, message: 'Pescatarian was added.' });
    const id = (await options('eatingHabit')).find((o) => o.name === 'Pescatarian')!._id;
    expect((await change({ action: 'add', kind: 'eatingHabit', name: 'pescatarian' })).refusal.fields!.name).toMatch(/already has an option/);
    expect((await change({ action: 'add', kind: 'drinkingHabit', name: 'Pescatarian' })).status).toBe(200);
    expect((await change({ action: 'rename', id, name: 'Pesco-Vegetarian' })).body.code).toBe(5);
    expect((await eatingHabits())).toContain('Pesco-Vegetarian');
    const used = await change({ action: 'remove', id: 'eatingHabit.vegan' });
    expect(used.status).toBe(409);
    expect(used.refusal.error).toMatch(/^Vegan is still used by 1 member/);
    expect((await change({ action: 'remove', id: 'maritalStatus.single' })).status).toBe(400);
    expect((await change({ action: 'remove', id })).body.message).toBe('Pesco-Vegetarian was removed.');
    expect((await eatingHabits())).not.toContain('Pesco-Vegetarian');
    expect((await asIs('POST', '/admin/updateLifeStyleOptions', { action: 'shout', id })).body.fields.action).toMatch(/add/);
    expect((await audits('lifestyle.remove')).some((a) => a.target_id === id)).toBe(true);
  });
});
