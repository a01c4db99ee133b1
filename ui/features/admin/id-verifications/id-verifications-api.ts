import type { AdminIdVerification, ID_VERIFICATION_SORT_KEYS, IdVerificationDecision, IdVerificationFilter } from '../../../../contract/admin/id-verifications';
import { api, call, networkError } from '../../../lib/api';
import type { AdminListQuery } from '../admin-table';

type SortKey = (typeof ID_VERIFICATION_SORT_KEYS)[number];

/** The ID review queue's calls (issue 24, decision 0957). */
export async function fetchIdVerifications(q: AdminListQuery, status: IdVerificationFilter) {
  const query = { page: String(q.page), limit: String(q.limit), search: q.search, key: q.key as SortKey, direction: q.direction, status };
  const res = await call(() => api.admin.idVerifications.$get({ query }));
  if (!res.ok) return { ok: false as const, error: res.error };
  const { items, total, page, limit, totalPages } = res.body;
  return { ok: true as const, page: { items: items as AdminIdVerification[], total, page, limit, totalPages } };
}

/** One image as a page-local address (blob:), or why not. Each read is an audited view on the server. */
async function imageOf(id: string, part: 'document' | 'selfie'): Promise<{ url: string } | { error: string }> {
  try {
    const res = await api.admin.idVerifications[':id'][':part'].$get({ param: { id, part } });
    if (res.ok) return { url: URL.createObjectURL(await res.blob()) };
    const body = (await res.json().catch(() => null)) as { error?: string } | null;
    return { error: body?.error ?? `The image could not be loaded (${res.status}). Try again.` };
  } catch {
    return { error: networkError() };
  }
}

export type IdReview = { ok: true; request: AdminIdVerification; document: { url: string } | { error: string } | null; selfie: { url: string } | { error: string } | null } | { ok: false; error: string };

/** The review screen's data: the request, and its two images while they are kept. */
export async function fetchIdReview(id: string): Promise<IdReview> {
  const res = await call(() => api.admin.idVerifications[':id'].$get({ param: { id } }));
  if (!res.ok) return { ok: false, error: res.error };
  const request = res.body.data;
  if (!request.documentsKept) return { ok: true, request, document: null, selfie: null };
  const [document, selfie] = await Promise.all([imageOf(id, 'document'), imageOf(id, 'selfie')]);
  return { ok: true, request, document, selfie };
}

export const decideIdVerification = (id: string, json: IdVerificationDecision) => call(() => api.admin.idVerifications[':id'].$post({ param: { id }, json }));
