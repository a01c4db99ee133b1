import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TREE_TEXT } from '../../../contract/family-tree';
import { memberWithSession } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { answer, api } from '../../test/typed-client';

/** Ending an accepted tree view, by its owner or its viewer (docs/decisions/0743). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type M = Awaited<ReturnType<typeof memberWithSession>>;
const member = (name: string, gender: 'male' | 'female' = 'male') => memberWithSession(t, { gender, name });
const userTree = (by: M, id: string) => answer(api(t, { token: by.token }).user.getUserTree[':id'].$post({ param: { id }, query: {}, json: {} }));
const askTree = (by: M, id: string) => answer(api(t, { token: by.token }).user.request.viewTree.$post({ json: { id } }));
const views = (by: M) => answer(api(t, { token: by.token }).user.treeViews.$get());
const end = (by: M, id: string) => answer(api(t, { token: by.token }).user.treeViews[':id'].$delete({ param: { id } }));
const notes = (userId: string) => t.deps.database.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).where('type', '=', 'member_request_withdrawn').execute();

/** The viewer asks, the owner accepts: returns the request id that opens the tree. */
async function grant(owner: M, viewer: M): Promise<string> {
  const sent = await askTree(viewer, owner.id);
  const id = sent.body.requestId as string;
  expect((await answer(api(t, { token: owner.token }).user.update.request.viewTree.$post({ json: { id, status: 'accepted' } }))).body.code).toBe(5);
  return id;
}

describe('ending a tree view', () => {
  it('lists accepted views both ways; the tree answer names the view the viewer can end', async () => {
    const owner = await member('Kiran Das');
    const viewer = await member('Asha Rao', 'female');
    const id = await grant(owner, viewer);
    expect((await views(owner)).body.data).toMatchObject({ viewers: [{ _id: id, member: { _id: viewer.id, basicDetails: { name: 'Asha Rao' } } }], shared: [] });
    expect((await views(viewer)).body.data).toMatchObject({ viewers: [], shared: [{ _id: id, member: { _id: owner.id, basicDetails: { name: 'Kiran Das' } } }] });
    expect((await userTree(viewer, owner.id)).body).toMatchObject({ code: 5, viewId: id });
    expect((await answer(api(t, { token: owner.token }).user.getTreeData.$get({ query: {} }))).body).toMatchObject({ code: 5, viewId: null });
  });

  it('the owner stops sharing: the viewer\'s next tree call is 403 at once, the viewer is told, and may ask again', async () => {
    const owner = await member('Kiran Das');
    const viewer = await member('Asha Rao', 'female');
    const id = await grant(owner, viewer);
    expect((await userTree(viewer, owner.id)).status).toBe(200);
    expect((await end(owner, id)).body).toMatchObject({ code: 5, message: TREE_TEXT.stoppedSharing, requestId: id });
    expect(await userTree(viewer, owner.id)).toMatchObject({ status: 403, refusal: { error: TREE_TEXT.askFirst } });
    expect(await notes(viewer.id)).toEqual([
      expect.objectContaining({ sender_id: owner.id, content: 'Kiran Das stopped sharing their family tree with you.', link: `/viewProfile/${owner.id}` }),
    ]);
    expect(await notes(owner.id)).toEqual([]);
    expect((await views(owner)).body.data).toEqual({ viewers: [], shared: [] });
    // Twice: code 4, nothing changes, nobody is told again.
    expect((await end(owner, id)).body).toMatchObject({ code: 4, message: TREE_TEXT.alreadyEnded });
    expect(await notes(viewer.id)).toHaveLength(1);
    // A new request is a new question for the owner.
    const again = await askTree(viewer, owner.id);
    expect(again.body).toMatchObject({ code: 5, message: TREE_TEXT.requestSent });
    expect(await userTree(viewer, owner.id)).toMatchObject({ status: 403, refusal: { error: TREE_TEXT.waitingForAnswer } });
    // The new request is not yet accepted: there is nothing to end.
    expect(await end(viewer, again.body.requestId as string)).toMatchObject({ status: 409, refusal: { error: TREE_TEXT.neverAccepted } });
  });

  it('the viewer stops viewing: the tree closes, the owner is told', async () => {
    const owner = await member('Kiran Das');
    const viewer = await member('Asha Rao', 'female');
    const id = await grant(owner, viewer);
    expect((await end(viewer, id)).body).toMatchObject({ code: 5, message: TREE_TEXT.stoppedViewing });
    expect(await userTree(viewer, owner.id)).toMatchObject({ status: 403, refusal: { error: TREE_TEXT.askFirst } });
    expect(await notes(owner.id)).toEqual([
      expect.objectContaining({ sender_id: viewer.id, content: 'Asha Rao stopped viewing your family tree.', link: '/familyMember' }),
    ]);
    expect(await notes(viewer.id)).toEqual([]);
    // The owner ending it afterwards is code 4 too.
    expect((await end(owner, id)).body).toMatchObject({ code: 4, message: TREE_TEXT.alreadyEnded });
  });

  it('only the owner or the viewer: a third member, an unknown id or another kind of request is 404 and changes nothing', async () => {
    const owner = await member('Kiran Das');
    const viewer = await member('Asha Rao', 'female');
    const third = await member('Third Party');
    const id = await grant(owner, viewer);
    expect(await end(third, id)).toMatchObject({ status: 404, refusal: { error: TREE_TEXT.noSuchTreeView } });
    expect((await end(third, 'no-such-view')).status).toBe(404);
    const now = t.deps.now();
    await t.deps.database.db
      .insertInto('member_requests')
      .values({ id: `photo-${id}`, from_user_id: viewer.id, to_user_id: owner.id, type: 'photo', status: 'accepted', created_at: now, updated_at: now })
      .execute();
    expect((await end(owner, `photo-${id}`)).status).toBe(404);
    expect((await userTree(viewer, owner.id)).status).toBe(200);
    expect(await notes(owner.id)).toEqual([]);
    expect(await notes(viewer.id)).toEqual([]);
    expect((await answer(api(t).user.treeViews[':id'].$delete({ param: { id } }))).status).toBe(401);
  });

  it('across a block the view ends without telling the blocked member', async () => {
    const owner = await member('Kiran Das');
    const viewer = await member('Asha Rao', 'female');
    const id = await grant(owner, viewer);
    await answer(api(t, { token: owner.token }).user.blockUser.$post({ json: { id: viewer.id, block: true } }));
    expect((await views(owner)).body.data.viewers).toEqual([]);
    expect((await end(owner, id)).body.code).toBe(5);
    expect(await notes(viewer.id)).toEqual([]);
  });
});
