import type { FamilyRecommendation, LinkBox, LinkRequestView } from '../../../../contract/family-links';
import { api, call, type ApiResult } from '../../../lib/api';

/** Family links and recommendations (spec §7 Merge, memberRecommendation; decisions 0755–0760). */

export async function fetchFamilyRecommendations(userId: string): Promise<ApiResult<{ relations: FamilyRecommendation[] }>> {
  const res = await call(() => api.member.memberRecommendation[':id'].$get({ param: { id: userId } }));
  return res.ok ? { ok: true, body: { relations: res.body.relations } } : res;
}

export async function fetchLinkRequests(type: LinkBox): Promise<ApiResult<{ data: LinkRequestView[] }>> {
  const res = await call(() => api.user.member.merge.list.$post({ json: { type, open: true } }));
  return res.ok ? { ok: true, body: { data: res.body.data } } : res;
}

export const sendLinkRequest = (memberId: string, target: { userId: string } | { uniqueId: string }) =>
  call(() => api.user.member.merge.request.$post({ json: { memberId, ...target } }));

export const verifyLinkRequest = (id: string, status: 'verified' | 'rejected') => call(() => api.user.member.merge.verify.$post({ json: { id, status } }));

export const approveLinkRequest = (id: string, status: 'approved' | 'rejected') => call(() => api.user.member.merge.approve.$post({ json: { id, status } }));

export const withdrawLinkRequest = (id: string) => call(() => api.user.member.merge.withdraw.$post({ json: { id } }));

export const unlinkFamilyMember = (memberId: string) => call(() => api.user.member.merge.unlink.$post({ json: { memberId } }));

/** A page's loader part: the open link requests of one box; a failed read is only logged (spec §8). */
export async function loadLinkRequests(box: LinkBox): Promise<LinkRequestView[]> {
  const res = await fetchLinkRequests(box);
  if (res.ok) return res.body.data;
  console.error('Family link requests API failed', res.error);
  return [];
}
