import type { AppDeps } from '../../deps';
import type { Database } from '../../db/database';
import { blockedUserIds } from '../../social/reach';
import { oppositeGender } from '../eligible';
import type { Criteria } from '../filter-options';
import type { LoadStats } from './index';
import { mergeMatches, mergeScored } from './merge';
import { shardOf } from './partition';
import type { Viewer } from './preference-scan';
import { LocalMatchShard, type MatchShard } from './shard';

/**
 * The match index as the app asks it (docs/decisions/0966-match-index-shards.md): every shard in
 * parallel through the MatchShard interface, the answers merged. On Workers the shards are
 * Durable Objects (`deps.matchShards`, shard-object.ts); on Node they live in this process, one
 * set per database and shard count (so per process, per test app); each is loaded on its first
 * question and caught up before each.
 */

type Deps = Pick<AppDeps, 'database' | 'config' | 'now' | 'matchShards'>;

const local = new WeakMap<Database, Map<number, LocalMatchShard[]>>();

/** The shards of the app's match index, created on first use (not yet loaded). */
export function matchShardsOf(deps: Pick<AppDeps, 'database' | 'config' | 'matchShards'>): readonly MatchShard[] {
  if (deps.matchShards) return deps.matchShards;
  const n = deps.config.matchIndexShards;
  let byCount = local.get(deps.database);
  if (!byCount) local.set(deps.database, (byCount = new Map()));
  let shards = byCount.get(n);
  if (!shards) byCount.set(n, (shards = Array.from({ length: n }, (_, k) => new LocalMatchShard(deps.database, k, n))));
  return shards;
}

interface Who {
  id: string;
  gender: 'male' | 'female' | null | undefined;
}

/**
 * What every shard needs to know of the viewer: the gender matched with, the clock, and the
 * members left out (blocked either way — read once here, a few rows — and the caller's
 * exclusions), each shard given only its own.
 */
async function askers(deps: Deps, shards: number, viewer: Who, exclude?: Iterable<string>) {
  const blocked = await blockedUserIds(deps, viewer.id);
  const leftOut: string[][] = Array.from({ length: shards }, () => []);
  for (const id of blocked) leftOut[shardOf(id, shards)]!.push(id);
  if (exclude) for (const id of exclude) leftOut[shardOf(id, shards)]!.push(id);
  const now = deps.now();
  const gender = oppositeGender(viewer.gender);
  return leftOut.map((ids) => ({ viewerId: viewer.id, gender, now, leftOut: ids }));
}

/** Profile Matches over every shard: every filter's counts (when asked), the totals, and the ids of the page in list order. */
export async function indexedMatches(
  deps: Deps,
  viewer: Who,
  criteria: Criteria,
  paging: { offset: number; limit: number; counts: boolean },
  exclude?: Iterable<string>,
) {
  const shards = matchShardsOf(deps);
  const asked = await askers(deps, shards.length, viewer, exclude);
  const first = paging.offset + paging.limit;
  const parts = await Promise.all(shards.map((shard, k) => shard.matches({ ...asked[k]!, criteria, first, counts: paging.counts })));
  return mergeMatches(parts, paging);
}

/** A preference list over every shard: the total and the ids of the page, by the percentage shown and then list order. */
export async function indexedPreferred(deps: Deps, viewer: Who, direction: 'forward' | 'reverse', scoring: Viewer, paging: { offset: number; limit: number }) {
  const shards = matchShardsOf(deps);
  const asked = await askers(deps, shards.length, viewer);
  const first = paging.offset + paging.limit;
  const parts = await Promise.all(shards.map((shard, k) => shard.preferred({ ...asked[k]!, direction, viewer: scoring, first })));
  return mergeScored(parts, paging);
}

/** Every member the viewer may find, in list order: Profile Matches without a filter, all of it. */
export async function eligibleIds(deps: Deps, viewer: Who): Promise<string[]> {
  return (await indexedMatches(deps, viewer, {}, { offset: 0, limit: Infinity, counts: false })).ids;
}

/** Brings every shard up to date (the Node entry starts this as soon as it listens). */
export async function warmMatchIndex(deps: Pick<AppDeps, 'database' | 'config' | 'matchShards'>): Promise<void> {
  await Promise.all(matchShardsOf(deps).map((shard) => shard.fresh()));
}

/** Reads every shard's members again, all shards at once; the figures added up (ms: the slowest shard). */
export async function reloadMatchIndex(deps: Pick<AppDeps, 'database' | 'config' | 'matchShards'>): Promise<LoadStats> {
  const loads = await Promise.all(matchShardsOf(deps).map((shard) => shard.reload()));
  return loads.reduce((a, b) => ({ members: a.members + b.members, ms: Math.max(a.ms, b.ms), statements: a.statements + b.statements }));
}
