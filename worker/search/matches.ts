import { LIST_FILTER_KEYS, type Filters, type MatchRow } from '../../contract/search';
import type { AppDeps } from '../deps';
import { assembleFilters, type Criteria } from './filter-options';
import { indexedMatches } from './match-index/shards';
import { cardsOf, matchPageSql, type Viewer } from './matches-sql';
import type { EligibleMembersQuery } from './eligible';

/**
 * Profile Matches (and search without a name) over the match index
 * (docs/decisions/0502-match-index.md, 0966-match-index-shards.md): the eligible members, the
 * page and every filter's disjunctive count in one pass in memory in each shard, merged; SQL
 * only for the viewer, the blocks, the option names and the cards of the page.
 */

export type { Viewer };

export async function viewerOf(deps: AppDeps, id: string): Promise<Viewer> {
  return deps.database.db.selectFrom('users').select(['id', 'gender']).where('id', '=', id).executeTakeFirstOrThrow();
}

/** Profile Matches: one page (page 0 first) with the total, and every filter with its counts. */
export async function profileMatches(
  deps: AppDeps,
  viewer: Viewer,
  c: Criteria & { page?: number; limit?: number },
  { withCounts = true, exclude }: { withCounts?: boolean; exclude?: Iterable<string> } = {},
): Promise<{ matches: MatchRow[]; total: number; filters: Filters; activeUser: number }> {
  const limit = c.limit ?? 10;
  const result = await indexedMatches(deps, viewer, c, { offset: (c.page ?? 0) * limit, limit, counts: withCounts }, exclude);
  const [matches, filters] = await Promise.all([
    cardsOf(deps, viewer.id, result.ids),
    withCounts
      ? assembleFilters(
          deps,
          c,
          LIST_FILTER_KEYS.map((key, k) => [key, result.counts[k]!] as const),
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
