import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TREE_TEXT, type TreeAnswer, type TreeNode, type TreePerson, type TreeType } from '../../../contract/family-tree';
import type { RelationId, RelationLanguage } from '../../../contract/reference';
import type { FamilyMembersTable } from '../../db/tables/family';
import { RELATIONS } from '../../reference/catalogue/relations';
import { loadFamilyGraph, relationPath } from '../graph';
import { relationPathsFrom } from '../steps';
import { memberWithSession } from '../../test/factories';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { answer, api, type Answer, type Client, type JsonOf } from '../../test/typed-client';
import { familyList, threeGenerations } from './tree-test-helpers';

let t: TestApp;
let tongues: { hi: string; ta: string };
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.deps.database.db.selectFrom('mother_tongues').select(['id', 'code']).where('code', 'in', ['hi', 'ta']).execute();
  tongues = { hi: rows.find((r) => r.code === 'hi')!.id, ta: rows.find((r) => r.code === 'ta')!.id };
});
afterAll(() => t.close());

type M = Awaited<ReturnType<typeof memberWithSession>>;
const member = (gender: 'male' | 'female', lang: 'hi' | 'ta' = 'hi', name?: string) =>
  memberWithSession(t, { gender, motherTongueId: tongues[lang], ...(name ? { name } : {}) });
const as = (by: { token: string }) => api(t, { token: by.token });
const userTree = (by: { token: string }, id: string, tree?: TreeType, json: JsonOf<Client['user']['getUserTree'][':id']['$post']> = {}) =>
  answer(as(by).user.getUserTree[':id'].$post({ param: { id }, query: tree ? { tree } : {}, json }));
const myTree = (by: { token: string }, tree?: TreeType) => answer(as(by).user.getTreeData.$get({ query: tree ? { tree } : {} }));
const askTree = (by: { token: string }, id: string) => answer(as(by).user.request.viewTree.$post({ json: { id } }));
const received = (by: { token: string }) => answer(as(by).user.getTreeRequest.$post({ json: {} }));
const answerAsk = (by: { token: string }, json: JsonOf<Client['user']['update']['request']['viewTree']['$post']>) =>
  answer(as(by).user.update.request.viewTree.$post({ json }));
const block = (by: M, id: string) => answer(as(by).user.blockUser.$post({ json: { id, block: true } }));
/** Bodies and tree types the schemas refuse, sent as is (the typed client would not send them). */
const raw = (by: { token: string }, method: string, url: string, body?: object) => call(t, method, url, { token: by.token, body });
/** A refusal's status and sentence, to compare in one expectation. */
const refusedAs = (res: Answer<unknown>) => ({ status: res.status, error: res.refusal.error });
// The client's JSON typing stops a few levels down a recursive type: the chart is read as the contract types it.
const chartOf = (res: Answer<unknown>) => (res.body as TreeAnswer).data as TreeNode;
const notes = (userId: string) => t.deps.database.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).execute();
const label = (id: RelationId, lang: RelationLanguage) => RELATIONS.find((r) => r._id === id)!.labels[lang];

/** Every person of the chart, depth first, spouses after their partner. */
function people(node: TreeNode | null): TreePerson[] {
  if (!node) return [];
  return [node, ...node.spouseDetails, ...node.children.flatMap(people)];
}
const byName = (node: TreeNode | null, name: string) => people(node).find((p) => p.to_name === name);
function nodeNamed(node: TreeNode, name: string): TreeNode | undefined {
  if (node.to_name === name) return node;
  for (const c of node.children) {
    const found = nodeNamed(c, name);
    if (found) return found;
  }
  return undefined;
}

/** B asks, A accepts: B may now see A's tree. */
async function grant(owner: M, viewer: M) {
  const sent = await askTree(viewer, owner.id);
  expect(sent.body.code).toBe(5);
  expect((await answerAsk(owner, { id: sent.body.requestId!, status: 'accepted' })).body.code).toBe(5);
}

describe('GET /api/user/getTreeData (my own tree)', () => {
  it('builds the father tree from the topmost ancestor, children by date of birth, labels in my language (Hindi)', async () => {
    const a = await member('male', 'hi', 'Arjun Verma');
    await threeGenerations(t.deps, a.id);
    const res = await myTree(a, 'father');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 5, tree: 'father', trees: ['father', 'mother', 'wife'], language: 'hi', user: { _id: a.id, name: a.name, gender: 'male' } });
    const root = chartOf(res);
    expect(root.to_name).toBe('Hariprasad');
    expect(root.spouseDetails.map((s) => s.to_name)).toEqual(['Kamala']);
    expect(root.children.map((c) => c.to_name)).toEqual(['Savitri', 'Ramesh', 'Suresh']);
    const father = nodeNamed(root, 'Ramesh')!;
    expect(father.spouseDetails.map((s) => s.to_name)).toEqual(['Sita']);
    expect(father.children.map((c) => c.to_name)).toEqual(['Meena', a.name, 'Vikram']);
    const me = nodeNamed(root, a.name)!;
    expect(me).toMatchObject({ isOwner: true, user_id: a.id, relation: { relation_id: 'self' } });
    expect(me.spouseDetails.map((s) => s.to_name)).toEqual(['Priya']);
    // Both relation labels, the person's and the spouse's, in Hindi.
    expect(root.relation.label).toBe('दादा');
    expect(root.spouseDetails[0]!.relation.label).toBe(label('paternal-grandmother', 'hi'));
    expect(father.relation).toMatchObject({ relation_id: 'father', label: 'पिता' });
    expect(father.spouseDetails[0]!.relation).toMatchObject({ relation_id: 'mother', label: 'माता' });
    expect(byName(root, 'Savitri')!.relation.label).toBe(label('father-sister', 'hi'));
    expect(byName(root, 'Priya')!.relation.label).toBe(label('wife', 'hi'));
    // Unlinked people have the default picture (the chart shows initials) and their dob.
    expect(byName(root, 'Ramesh')!.userDetails).toEqual({ profilePicture: 'male.png', DOB: '1960-03-03' });
    expect(byName(root, 'Sita')!.userDetails.profilePicture).toBe('female.png');
    expect(res.body.count).toBe(people(root).length);
  });

  it('mother tree: the mother\'s father\'s line; wife tree for a man; father by default', async () => {
    const a = await member('male');
    await threeGenerations(t.deps, a.id);
    const mother = chartOf(await myTree(a, 'mother'));
    expect(mother.to_name).toBe('Gopal');
    expect(mother.children.map((c) => c.to_name)).toEqual(['Sita', 'Mohan']);
    expect(nodeNamed(mother, 'Sita')!.spouseDetails.map((s) => s.to_name)).toEqual(['Ramesh']);
    expect(byName(mother, 'Mohan')!.relation.label).toBe(label('mother-brother', 'hi'));
    const wife = chartOf(await myTree(a, 'wife'));
    expect(wife.to_name).toBe('Shankar');
    expect(wife.children.map((c) => c.to_name)).toEqual(['Priya']);
    expect(wife.children[0]!.spouseDetails[0]).toMatchObject({ isOwner: true, user_id: a.id });
    expect((await myTree(a)).body).toMatchObject({ code: 5, tree: 'father', data: { to_name: 'Hariprasad' } });
  });

  it('husband tree for a woman (through the in-law entries); the wife tree is refused for her and the husband tree for a man', async () => {
    const b = await member('female', 'ta');
    const f = familyList(t.deps, b.id);
    const self = await f.self();
    const husband = await f.entry({ name: 'Karthik', relation: 'husband', side: 'other', dob: '1990-01-01' });
    await f.tie(self, { spouse: husband });
    const fil = await f.entry({ name: 'Murugan', relation: 'father-in-law', side: 'other', dob: '1960-01-01' });
    await f.tie(husband, { parent: fil });
    await f.entry({ name: 'Senthil', relation: 'husband-younger-brother', side: 'other', parent: fil, dob: '1993-01-01' });
    const res = await myTree(b, 'husband');
    expect(res.body).toMatchObject({ code: 5, trees: ['father', 'mother', 'husband'], language: 'ta' });
    const root = chartOf(res);
    expect(root.to_name).toBe('Murugan');
    expect(root.relation.label).toBe(label('father-in-law', 'ta'));
    expect(root.children.map((c) => c.to_name)).toEqual(['Karthik', 'Senthil']);
    expect(root.children[0]!.relation.label).toBe(label('husband', 'ta'));
    const wrong = await myTree(b, 'wife');
    expect(refusedAs(wrong)).toEqual({ status: 400, error: TREE_TEXT.wifeOnlyForMale });
    const man = await member('male');
    expect((await myTree(man, 'husband')).refusal.error).toBe(TREE_TEXT.husbandOnlyForFemale);
  });

  it('a member with no relatives sees themselves on the father tree and an empty mother tree', async () => {
    const a = await member('female');
    const father = await myTree(a, 'father');
    expect(father.body).toMatchObject({ code: 5, count: 1, data: { to_name: a.name, isOwner: true, children: [], spouseDetails: [] } });
    expect((await myTree(a, 'mother')).body).toMatchObject({ code: 5, data: null, count: 0 });
    expect((await myTree(a, 'husband')).body).toMatchObject({ code: 5, data: null });
  });

  it('refuses a tree type it does not know, and callers without a session', async () => {
    const a = await member('male');
    const res = await raw(a, 'GET', '/api/user/getTreeData?tree=uncle');
    expect(res).toMatchObject({ status: 400, body: { error: TREE_TEXT.chooseTree } });
    const nobody = { token: '' };
    expect((await myTree(nobody, 'father')).status).toBe(401);
    expect((await userTree(nobody, a.id, 'father')).status).toBe(401);
    expect((await askTree(nobody, a.id)).status).toBe(401);
    expect((await received(nobody)).status).toBe(401);
    expect((await answerAsk(nobody, { id: 'x', status: 'accepted' })).status).toBe(401);
  });
});

describe('POST /api/user/getUserTree/{id} (another member\'s tree)', () => {
  it('is refused (403, naming the request) until the owner accepts; then shown with labels in the viewer\'s language (Tamil)', async () => {
    const owner = await member('male', 'hi');
    const viewer = await member('female', 'ta');
    await threeGenerations(t.deps, owner.id);
    const before = await userTree(viewer, owner.id, 'father');
    expect(refusedAs(before)).toEqual({ status: 403, error: TREE_TEXT.askFirst });
    expect(before.refusal.error).toContain('Request Tree View');
    const sent = await askTree(viewer, owner.id);
    expect((await userTree(viewer, owner.id, 'father')).refusal.error).toBe(TREE_TEXT.waitingForAnswer);
    await answerAsk(owner, { id: sent.body.requestId!, status: 'accepted' });
    const after = await userTree(viewer, owner.id, 'father');
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ code: 5, language: 'ta', tree: 'father', user: { _id: owner.id } });
    const root = chartOf(after);
    expect(root.to_name).toBe('Hariprasad');
    // Relations are the owner's, named in the viewer's language.
    expect(root.relation.label).toBe(label('paternal-grandfather', 'ta'));
    expect(byName(root, 'Ramesh')!.relation).toMatchObject({ relation_id: 'father', label: 'அப்பா' });
    expect(byName(root, 'Sita')!.relation.label).toBe('அம்மா');
    // The spec's payload form (body type, no ?tree) works too.
    expect((await userTree(viewer, owner.id, undefined, { id: owner.id, type: 'mother' })).body).toMatchObject({ code: 5, tree: 'mother', data: { to_name: 'Gopal' } });
    // The owner reading their own tree through this path needs nobody's leave.
    expect((await userTree(owner, owner.id, 'wife')).body).toMatchObject({ code: 5, language: 'hi', data: { to_name: 'Shankar' } });
  });

  it('a linked relative shows the member\'s picture as their photo privacy allows, and their own id', async () => {
    const owner = await member('male');
    const brother = await member('male');
    const f = familyList(t.deps, owner.id);
    const self = await f.self();
    const father = await f.entry({ name: 'Dinesh', relation: 'father', dob: '1960-01-01' });
    await f.tie(self, { parent: father });
    await f.entry({ name: 'Brother as typed', relation: 'younger-brother', parent: father, dob: '1999-01-01', linked: brother.id });
    const root = chartOf(await myTree(owner, 'father'));
    const linked = people(root).find((p) => p.user_id === brother.id)!;
    expect(linked).toBeDefined();
    expect(linked.to_name).toBe(brother.name);
    expect(linked.userDetails.profilePicture).toBe('male.png');
  });

  it('joined trees: relatives a linked member added to their own list appear in the owner\'s tree, once', async () => {
    const owner = await member('male');
    const brother = await member('male');
    const mine = familyList(t.deps, owner.id);
    const self = await mine.self();
    const father = await mine.entry({ name: 'Naresh', relation: 'father', dob: '1960-01-01' });
    await mine.tie(self, { parent: father });
    await mine.entry({ name: 'My brother as I typed him', relation: 'younger-brother', parent: father, dob: '2001-01-01', linked: brother.id });
    const his = familyList(t.deps, brother.id);
    const hisSelf = await his.self();
    const wife = await his.entry({ name: 'Lata', relation: 'wife', side: 'other', dob: '2002-02-02' });
    await his.tie(hisSelf, { spouse: wife });
    await his.entry({ name: 'Chotu', relation: 'son', side: 'other', parent: hisSelf, dob: '2024-01-01' });
    const root = chartOf(await myTree(owner, 'father'));
    expect(root.to_name).toBe('Naresh');
    const card = nodeNamed(root, brother.name)!;
    expect(card.user_id).toBe(brother.id);
    expect(card.spouseDetails.map((s) => s.to_name)).toEqual(['Lata']);
    expect(card.children.map((c) => c.to_name)).toEqual(['Chotu']);
    expect(people(root).filter((p) => p.user_id === brother.id)).toHaveLength(1);
    expect(byName(root, 'Chotu')!.relation.relation_id).toBe('brother-son');
  });

  it('blocked either way, deactivated or unknown: 404 as if there were no such member', async () => {
    const owner = await member('male');
    const viewer = await member('female');
    await grant(owner, viewer);
    expect((await userTree(viewer, owner.id)).body.code).toBe(5);
    await block(owner, viewer.id);
    expect(refusedAs(await userTree(viewer, owner.id))).toEqual({ status: 404, error: TREE_TEXT.profileNotAvailable });

    const o2 = await member('male');
    const v2 = await member('female');
    await grant(o2, v2);
    await block(v2, o2.id);
    expect((await userTree(v2, o2.id)).status).toBe(404);

    const o3 = await member('male');
    const v3 = await member('female');
    await grant(o3, v3);
    await t.deps.database.db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', o3.id).execute();
    expect((await userTree(v3, o3.id)).status).toBe(404);
    expect((await userTree(v3, 'no-such-member')).status).toBe(404);
  });

  it('bad input: a wrong tree type, and the other gender\'s spouse tree', async () => {
    const owner = await member('male');
    const viewer = await member('female');
    await grant(owner, viewer);
    expect((await raw(viewer, 'POST', `/api/user/getUserTree/${owner.id}?tree=cousin`, {})).status).toBe(400);
    expect((await userTree(viewer, owner.id, 'husband')).refusal.error).toBe(TREE_TEXT.husbandOnlyForFemale);
  });
});

describe('tree view requests', () => {
  it('sends one pending request, notifies the owner, lists it for the owner only; a second send is code 4', async () => {
    const owner = await member('male');
    const viewer = await member('female', 'hi', 'Asha Rao');
    const sent = await askTree(viewer, owner.id);
    expect(sent.body).toMatchObject({ code: 5, message: TREE_TEXT.requestSent });
    expect(await notes(owner.id)).toContainEqual(
      expect.objectContaining({ type: 'member_request', sender_id: viewer.id, content: 'Asha Rao asked to see your family tree.', link: '/familyMember' }),
    );
    const again = await askTree(viewer, owner.id);
    expect(again.body).toMatchObject({ code: 4, message: TREE_TEXT.alreadySent, requestId: sent.body.requestId! });
    const rows = await t.deps.database.db.selectFrom('member_requests').selectAll().where('from_user_id', '=', viewer.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'tree', status: 'pending', to_user_id: owner.id });
    const list = await received(owner);
    expect(list.body).toMatchObject({ code: 5, data: [{ _id: sent.body.requestId, requestFrom: { _id: viewer.id, profilePicture: 'female.png', basicDetails: { name: 'Asha Rao' } } }] });
    expect((await received(viewer)).body.data).toEqual([]);
    // Works without a body too.
    expect((await answer(as(owner).user.getTreeRequest.$post())).body.code).toBe(5);
  });

  it('accepting notifies the requester with a link to the tree; answering again is code 4; only the owner answers', async () => {
    const owner = await member('male', 'hi', 'Kiran Das');
    const viewer = await member('female');
    const stranger = await member('male');
    const sent = await askTree(viewer, owner.id);
    const id = sent.body.requestId!;
    expect(refusedAs(await answerAsk(viewer, { id, status: 'accepted' }))).toEqual({ status: 403, error: TREE_TEXT.onlyOwnerAnswers });
    expect(refusedAs(await answerAsk(stranger, { id, status: 'accepted' }))).toEqual({ status: 404, error: TREE_TEXT.noSuchRequest });
    const ok = await answerAsk(owner, { id, status: 'accepted' });
    expect(ok.body).toMatchObject({ code: 5, message: TREE_TEXT.accepted, status: 'accepted' });
    expect(await notes(viewer.id)).toContainEqual(
      expect.objectContaining({ type: 'member_request_accept', sender_id: owner.id, content: 'Kiran Das accepted your tree view request.', link: `/${owner.id}/tree` }),
    );
    expect((await answerAsk(owner, { id, status: 'accepted' })).body).toMatchObject({ code: 4, message: TREE_TEXT.accepted });
    expect(refusedAs(await answerAsk(owner, { id, status: 'rejected' }))).toEqual({ status: 409, error: TREE_TEXT.notPending });
    expect((await received(owner)).body.data).toEqual([]);
    expect((await askTree(viewer, owner.id)).body).toMatchObject({ code: 4, message: TREE_TEXT.alreadyAccepted });
    // An accepted tree view opens the tree only: not ratings, comments or messages, and it is not the profile's match request.
    const profile = await answer(as(viewer).user.get[':id'].$get({ param: { id: owner.id }, query: {} }));
    expect(profile.body.user).toMatchObject({ rateAllowed: false, commentAllowed: false, sendMessageMe: false, matchRequest: null });
  });

  it('rejecting notifies the requester, keeps the tree closed, and a new request is refused', async () => {
    const owner = await member('male');
    const viewer = await member('female');
    const sent = await askTree(viewer, owner.id);
    const res = await answerAsk(owner, { id: sent.body.requestId!, status: 'rejected' });
    expect(res.body).toMatchObject({ code: 5, message: TREE_TEXT.rejected });
    expect(await notes(viewer.id)).toContainEqual(expect.objectContaining({ type: 'member_request_reject', sender_id: owner.id }));
    expect(refusedAs(await userTree(viewer, owner.id))).toEqual({ status: 403, error: TREE_TEXT.declinedAsk });
    expect(refusedAs(await askTree(viewer, owner.id))).toEqual({ status: 409, error: TREE_TEXT.declinedAsk });
  });

  it('bad input and who may be asked: not oneself, not across a block, not a missing member', async () => {
    const a = await member('male');
    const b = await member('female');
    expect(await raw(a, 'POST', '/api/user/request/viewTree', {})).toMatchObject({ status: 400, body: { error: 'Choose a member.' } });
    expect(refusedAs(await askTree(a, a.id))).toEqual({ status: 400, error: TREE_TEXT.notYourself });
    expect((await askTree(a, 'nobody')).status).toBe(404);
    await block(a, b.id);
    expect(refusedAs(await askTree(a, b.id))).toEqual({ status: 403, error: TREE_TEXT.youBlocked });
    expect(refusedAs(await askTree(b, a.id))).toEqual({ status: 404, error: TREE_TEXT.profileNotAvailable });
    expect(await raw(a, 'POST', '/api/user/update/request/viewTree', { id: 'x' })).toMatchObject({ status: 400 });
    expect(await raw(a, 'POST', '/api/user/update/request/viewTree', { id: 'x', status: 'maybe' })).toMatchObject({ status: 400, body: { error: 'Choose accepted or rejected.' } });
    expect((await answerAsk(a, { id: 'no-such-request', status: 'accepted' })).status).toBe(404);
  });

  it('an interest request cannot be answered through the tree endpoint', async () => {
    const a = await member('male');
    const b = await member('female');
    const now = t.deps.now();
    await t.deps.database.db
      .insertInto('member_requests')
      .values({ id: 'interest-1', from_user_id: a.id, to_user_id: b.id, type: 'interest', status: 'pending', created_at: now, updated_at: now })
      .execute();
    expect((await answerAsk(b, { id: 'interest-1', status: 'accepted' })).status).toBe(404);
  });

  it('requests from members who blocked the owner, or were blocked, leave the list', async () => {
    const owner = await member('male');
    const viewer = await member('female');
    await askTree(viewer, owner.id);
    expect((await received(owner)).body.data).toHaveLength(1);
    await block(owner, viewer.id);
    expect((await received(owner)).body.data).toEqual([]);
  });
});

describe('a large tree', () => {
  it('charts several hundred people (five generations below the great-grandfather) in well under a second', async () => {
    const a = await member('male');
    const f = familyList(t.deps, a.id);
    const self = await f.self();
    const now = t.deps.now();
    const rows: Insertable<FamilyMembersTable>[] = [];
    let n = 0;
    const add = (name: string, parent: string | null, dob: string, relation: RelationId, spouse: string | null = null) => {
      const id = `big-${a.id}-${n++}`;
      rows.push({ id, owner_id: a.id, name, relation_id: relation, side: 'father', member_from_id: self, parent_id: parent, spouse_id: spouse, parent_kind: 'birth', dob, linked_user_id: null, created_at: now, updated_at: now });
      return id;
    };
    const top = add('Patriarch', null, '1900-01-01', 'paternal-great-grandfather');
    add('Matriarch', null, '1905-01-01', 'paternal-great-grandmother', top);
    let generation = [top];
    for (let g = 1; g <= 4; g++) {
      const next: string[] = [];
      for (const p of generation) for (let i = 0; i < 4; i++) next.push(add(`G${g} ${next.length}`, p, `${1900 + g * 25}-0${(i % 9) + 1}-01`, i % 2 ? 'daughter' : 'son'));
      generation = next;
    }
    for (let i = 0; i < rows.length; i += 50) await t.deps.database.db.insertInto('family_members').values(rows.slice(i, i + 50)).execute();
    // The owner is the first great-grandson's son.
    await f.tie(self, { parent: generation[0]! });
    const started = performance.now();
    const res = await myTree(a, 'father');
    const ms = performance.now() - started;
    expect(res.body.code).toBe(5);
    expect(res.body.count).toBeGreaterThan(340);
    expect(chartOf(res).to_name).toBe('Patriarch');
    expect(ms).toBeLessThan(400);
    // The one-walk paths are relationPath's, person by person.
    const graph = await loadFamilyGraph(t.deps, a.id);
    const paths = relationPathsFrom(graph, graph.selfKey(a.id));
    expect(paths.size).toBe(graph.persons.size);
    for (const key of graph.persons.keys()) expect(paths.get(key)).toEqual(relationPath(graph, graph.selfKey(a.id), key));
  });
});
