import { EMPTY_OPTION_ID, LIST_FILTER_KEYS, type Filters, type MatchRow } from '../../contract/search';
import type { AppDeps } from '../deps';
import { bornOnOrBefore } from './eligible';
import { assembleFilters, COLUMNS, ONLINE_WINDOW_MS, type Criteria } from './filter-options';
import { dateKey } from './match-index/columns';
import { indexedEligible } from './match-index/eligible';
import { codedName } from './match-index/fields';
import { scanMatches, type ScanPlan } from './match-index/scan';
import type { MemberStore } from './match-index/store';
import { cardsOf, inches, matchPageSql, type Viewer } from './matches-sql';
import type { EligibleMembersQuery } from './eligible';

/**
 * Profile Matches (and search without a name) over the match index
 * (docs/decisions/0502-match-index.md): the eligible members, the page and every filter's
 * disjunctive count in one pass in memory; SQL only for the viewer, the blocks, the option
 * names and the cards of the page.
 */

export { ONLINE_WINDOW_MS, type Viewer };

export async function viewerOf(deps: AppDeps, id: string): Promise<Viewer> {
  return deps.database.db.selectFrom('users').select(['id', 'gender']).where('id', '=', id).executeTakeFirstOrThrow();
}

/** The criteria as the index's columns and codes. */
export function planOf(store: MemberStore, now: number, c: Criteria, paging: { offset: number; limit: number; counts: boolean }): ScanPlan {
  const lists = LIST_FILTER_KEYS.map((key) => {
    const column = store.coded[codedName(COLUMNS[key].column)];
    const ids = c[key];
    let mask: Uint8Array | null = null;
    if (ids && ids.length) {
      mask = new Uint8Array(column.table.size);
      for (const id of ids) {
        const code = id === EMPTY_OPTION_ID ? 0 : column.table.find(id);
        if (code >= 0) mask[code] = 1;
      }
    }
    return { k: column.k, mask, codes: column.table.size };
  });
  const age =
    c.age && (c.age.from != null || c.age.to != null)
      ? {
          dobMax: c.age.from != null ? dateKey(bornOnOrBefore(now, Math.floor(c.age.from))) : Infinity,
          dobMinExclusive: c.age.to != null ? dateKey(bornOnOrBefore(now, Math.floor(c.age.to) + 1)) : -Infinity,
        }
      : null;
  const height =
    c.height && (c.height.from != null || c.height.to != null)
      ? { from: c.height.from != null ? inches(c.height.from) : null, to: c.height.to != null ? inches(c.height.to) : null }
      : null;
  return {
    lists,
    age,
    height,
    activeSince: c.active === 'all' || c.active === true ? now - ONLINE_WINDOW_MS : null,
    horoscope: c.profileType?.horoscope === 'all',
    photo: c.profileType?.photo === 'all',
    onlineSince: now - ONLINE_WINDOW_MS,
    ...paging,
  };
}

/** The values of one column with their counts, most first, ties in value order (NULL first) as SQLite's GROUP BY gives them. */
function countedValues(store: MemberStore, key: (typeof LIST_FILTER_KEYS)[number], counts: Int32Array) {
  const values = store.coded[codedName(COLUMNS[key].column)].table.values;
  const out: { value: string | null; n: number }[] = [];
  for (let code = 0; code < counts.length; code++) if (counts[code]) out.push({ value: values[code] ?? null, n: counts[code]! });
  return out.sort((a, b) => b.n - a.n || (a.value === b.value ? 0 : a.value === null ? -1 : b.value === null ? 1 : a.value < b.value ? -1 : 1));
}

/** Profile Matches: one page (page 0 first) with the total, and every filter with its counts. */
export async function profileMatches(
  deps: AppDeps,
  viewer: Viewer,
  c: Criteria & { page?: number; limit?: number },
  { withCounts = true, exclude }: { withCounts?: boolean; exclude?: Iterable<string> } = {},
): Promise<{ matches: MatchRow[]; total: number; filters: Filters; activeUser: number }> {
  const eligible = await indexedEligible(deps, viewer.id, viewer.gender, exclude);
  const limit = c.limit ?? 10;
  const plan = planOf(eligible.store, deps.now(), c, { offset: (c.page ?? 0) * limit, limit, counts: withCounts });
  const result = scanMatches(eligible, plan);
  const ids = result.page.map((slot) => eligible.store.ids[slot]!);
  const [matches, filters] = await Promise.all([
    cardsOf(deps, viewer.id, ids),
    withCounts
      ? assembleFilters(
          deps,
          c,
          LIST_FILTER_KEYS.map((key, k) => [key, countedValues(eligible.store, key, result.counts[k]!)] as const),
          { active: result.active, horoscope: result.horoscope, photo: result.photo },
        )
      : ({} as Filters),
  ]);
  return { matches, total: result.total, filters, activeUser: result.active };
}

/** The options of every filter with their disjunctive counts (see scanMatches). */
export async function filterCounts(deps: AppDeps, viewer: Viewer, c: Criteria, exclude?: Iterable<string>): Promise<{ filters: Filters; activeUser: number }> {
  const { filters, activeUser } = await profileMatches(deps, viewer, { ...c, limit: 0 }, { exclude });
  return { filters, activeUser };
}

/** One page of results for the criteria, newest seen first, with the total. A search by name (`extra`) pages in SQL. */
export async function matchPage(
  deps: AppDeps,
  viewer: Viewer,
  c: Criteria & { page: number; limit: number },
  extra?: (q: EligibleMembersQuery) => EligibleMembersQuery,
): Promise<{ matches: MatchRow[]; total: number }> {
  if (extra) return matchPageSql(deps, viewer, c, extra);
  const { matches, total } = await profileMatches(deps, viewer, c, { withCounts: false });
  return { matches, total };
}
