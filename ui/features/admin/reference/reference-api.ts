import type { COMMUNITY_SORT_KEYS, CommunityKind, CommunityRow, EditableLifestyleKind, LifestyleChange, LifestyleOptionRow } from '../../../../contract/admin/reference';
import { api, call, type ApiResult } from '../../../lib/api';
import { totalPagesOf } from '../../../../contract/admin/list-query';
import type { AdminListQuery } from '../admin-table';

/** The back office's reference data calls (spec §7), one shape for every kind, so one table serves them all. */
export type Outcome = { ok: true; message: string } | { ok: false; error: string; fields: Record<string, string> };

function outcome(res: ApiResult<{ message?: unknown }>, fallback: string): Outcome {
  if (!res.ok) return { ok: false, error: res.error, fields: res.fields };
  return { ok: true, message: typeof res.body.message === 'string' ? res.body.message : fallback };
}

type SortKey = (typeof COMMUNITY_SORT_KEYS)[number];
const listQuery = (q: AdminListQuery) => ({ page: String(q.page), limit: String(q.limit), search: q.search, key: q.key as SortKey, direction: q.direction });

export interface KindApi {
  list(q: AdminListQuery, parentId: string): Promise<{ ok: true; page: { items: CommunityRow[]; total: number; page: number; limit: number; totalPages: number } } | { ok: false; error: string }>;
  add(parentId: string, name: string): Promise<Outcome>;
  rename(id: string, name: string): Promise<Outcome>;
  remove(id: string): Promise<Outcome>;
  /** Absent for religions (decision 0804). */
  merge?: (fromId: string, intoId: string) => Promise<Outcome>;
}

async function page(res: ApiResult<{ items: CommunityRow[]; total: number; page: number; limit: number; totalPages: number }>) {
  if (!res.ok) return { ok: false as const, error: res.error };
  const { items, total, page: p, limit, totalPages } = res.body;
  return { ok: true as const, page: { items, total, page: p, limit, totalPages } };
}

export const KIND_API: Record<CommunityKind, KindApi> = {
  religion: {
    list: async (q) => page(await call(() => api.admin.getReligions.$get({ query: listQuery(q) }))),
    add: async (_, name) => outcome(await call(() => api.admin.addReligion.$post({ json: { name } })), 'Added.'),
    rename: async (id, name) => outcome(await call(() => api.admin.updateReligion[':id'].$put({ param: { id }, json: { name } })), 'Renamed.'),
    remove: async (id) => outcome(await call(() => api.admin.removeReligion[':id'].$delete({ param: { id } })), 'Removed.'),
  },
  caste: {
    list: async (q, religionId) => page(await call(() => api.admin.getCastes.$get({ query: { ...listQuery(q), religionId } }))),
    add: async (religionId, name) => outcome(await call(() => api.admin.addCaste.$post({ json: { religionId, name } })), 'Added.'),
    rename: async (id, name) => outcome(await call(() => api.admin.updateCaste.$post({ json: { id, name } })), 'Renamed.'),
    remove: async (id) => outcome(await call(() => api.admin.removeCaste[':id'].$delete({ param: { id } })), 'Removed.'),
    merge: async (fromId, intoId) => outcome(await call(() => api.admin.mergeCaste.$post({ json: { fromId, intoId } })), 'Merged.'),
  },
  subCaste: {
    list: async (q, casteId) => page(await call(() => api.admin.getSubCastes.$get({ query: { ...listQuery(q), casteId } }))),
    add: async (casteId, name) => outcome(await call(() => api.admin.addSubCaste.$post({ json: { casteId, name } })), 'Added.'),
    rename: async (id, name) => outcome(await call(() => api.admin.updateSubCaste.$post({ json: { id, name } })), 'Renamed.'),
    remove: async (id) => outcome(await call(() => api.admin.removeSubCaste[':id'].$delete({ param: { id } })), 'Removed.'),
    merge: async (fromId, intoId) => outcome(await call(() => api.admin.mergeSubCaste.$post({ json: { fromId, intoId } })), 'Merged.'),
  },
  gotra: {
    list: async (q, casteId) => page(await call(() => api.admin.getGotras.$get({ query: { ...listQuery(q), casteId } }))),
    add: async (casteId, name) => outcome(await call(() => api.admin.addGotra.$post({ json: { casteId, name } })), 'Added.'),
    rename: async (id, name) => outcome(await call(() => api.admin.updateGotra.$post({ json: { id, name } })), 'Renamed.'),
    remove: async (id) => outcome(await call(() => api.admin.removeGotra[':id'].$delete({ param: { id } })), 'Removed.'),
    merge: async (fromId, intoId) => outcome(await call(() => api.admin.mergeGotra.$post({ json: { fromId, intoId } })), 'Merged.'),
  },
};

export async function fetchLifestyleOptions(kind: EditableLifestyleKind): Promise<{ ok: true; options: LifestyleOptionRow[] } | { ok: false; error: string }> {
  const res = await call(() => api.admin.getLifeStyleOptions.$get({ query: { kind } }));
  return res.ok ? { ok: true, options: res.body.data.options } : { ok: false, error: res.error };
}

export async function changeLifestyleOption(change: LifestyleChange): Promise<Outcome> {
  return outcome(await call(() => api.admin.updateLifeStyleOptions.$post({ json: change })), 'Saved.');
}

/** A list of a few options: fetched whole, then searched, sorted and paged here for the one table of the back office. */
function pageOf(options: LifestyleOptionRow[], q: AdminListQuery) {
  const wanted = q.search.toLowerCase();
  const found = options.filter((o) => o.name.toLowerCase().includes(wanted));
  const sign = q.direction === 'asc' ? 1 : -1;
  if (q.key === 'members') found.sort((a, b) => sign * (a.members - b.members));
  else if (q.key === 'name') found.sort((a, b) => sign * a.name.localeCompare(b.name));
  const start = (q.page - 1) * q.limit;
  return { items: found.slice(start, start + q.limit), total: found.length, page: q.page, limit: q.limit, totalPages: totalPagesOf(found.length, q.limit) };
}

/** One page of a lifestyle list, for its route's loader. */
export async function fetchLifestylePage(kind: EditableLifestyleKind, q: AdminListQuery) {
  const res = await fetchLifestyleOptions(kind);
  return res.ok ? { ok: true as const, page: pageOf(res.options, q) } : res;
}
