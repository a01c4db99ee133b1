import type { TreeAnswer, TreeType, TreeViewRequest } from '../../../../contract/family-tree';
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
