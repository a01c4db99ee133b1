import type { TreeAnswer, TreeType, TreeViewRequest, TreeViews } from '../../../../contract/family-tree';
import { api, call, type ApiResult } from '../../../lib/api';

/** The family tree calls (spec §7 Trees; docs/decisions/0740–0744). */

/** My own tree (`GET /user/getTreeData?tree`) or another member's (`POST /user/getUserTree/{id}?tree`). */
export async function fetchTree(ownerId: string | null, tree: TreeType): Promise<ApiResult<TreeAnswer>> {
  const res = ownerId
    ? await call(() => api.user.getUserTree[':id'].$post({ param: { id: ownerId }, query: { tree }, json: { id: ownerId, type: tree } }))
    : await call(() => api.user.getTreeData.$get({ query: { tree } }));
  // The client's JSON typing stops a few levels down a recursive type; the contract's type is the answer's.
  return res.ok ? { ok: true, body: res.body as TreeAnswer } : res;
}

export const requestTreeView = (ownerId: string) => call(() => api.user.request.viewTree.$post({ json: { id: ownerId } }));

export async function fetchTreeRequests(): Promise<ApiResult<{ data: TreeViewRequest[] }>> {
  return call(() => api.user.getTreeRequest.$post({ json: {} }));
}

export const answerTreeView = (id: string, status: 'accepted' | 'rejected') =>
  call(() => api.user.update.request.viewTree.$post({ json: { id, status } }));

/** Accepted tree views both ways: who can see my tree, whose trees I can see (decision 0743). */
export const fetchTreeViews = (): Promise<ApiResult<{ data: TreeViews }>> => call(() => api.user.treeViews.$get());

/** Ends an accepted tree view: the owner stops sharing, or the viewer stops viewing. */
export const endTreeView = (id: string) => call(() => api.user.treeViews[':id'].$delete({ param: { id } }));

/** /familyMember's loader part: my received tree view requests; a failed read is only logged (spec §8). */
export async function loadTreeViewRequests(): Promise<TreeViewRequest[]> {
  const res = await fetchTreeRequests();
  if (res.ok) return res.body.data;
  console.error('Tree view requests API failed', res.error);
  return [];
}

/** /familyMember's loader part: who sees my tree and whose I see; a failed read is only logged (spec §8). */
export async function loadTreeViews(): Promise<TreeViews> {
  const res = await fetchTreeViews();
  if (res.ok) return res.body.data;
  console.error('Tree views API failed', res.error);
  return { viewers: [], shared: [] };
}
