import type { FamilyMemberBody, FamilyMemberList } from '../../../../contract/family';
import { api, call } from '../../../lib/api';

/** GET /member: the member's list (self first) and what the dialog's rules need of the member. */
export async function fetchFamilyMembers() {
  const res = await call(() => api.member.$get());
  if (!res.ok) return res;
  // The route's body is typed from `ok(c, …)`; the contract names its shape for the page.
  const body: FamilyMemberList = { data: res.body.data, me: res.body.me };
  return { ok: true as const, body };
}

export const saveFamilyMember = (json: FamilyMemberBody) => call(() => api.member.$post({ json }));
export const deleteFamilyMember = (id: string) => call(() => api.member[':id'].$delete({ param: { id } }));
