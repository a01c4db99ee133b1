import { sql } from 'kysely';

/**
 * Which shard of the match index holds a member (docs/decisions/0966-match-index-shards.md).
 * The key is the id's last three characters: member ids are UUIDv7 (worker/ids.ts), whose tail
 * is random, so the key is a uniform hash of 4,096 values that SQL can compute, and the
 * expression index of migration 0065 serves a shard's load. Shard k of N owns the keys from
 * `bounds[k]` up to `bounds[k + 1]` (text order, as SQLite compares them); the first starts at
 * '' and the last has no end, so any id at all has exactly one shard.
 */

/** The shard key in SQL, over `users` aliased `u`: the same expression as the index of migration 0065. */
export const SHARD_KEY_SQL = sql<string>`substr(u.id, -3)`;

/** The key of an id, as SHARD_KEY_SQL computes it (ids are ASCII). */
export const shardKeyOf = (id: string): string => id.slice(-3);

/** One shard's place among `of` shards: its number and the range of keys it owns (`to` null: no end). */
export interface ShardPart {
  shard: number;
  of: number;
  from: string;
  to: string | null;
}

const KEYS = 16 ** 3;
const hex3 = (n: number) => n.toString(16).padStart(3, '0');

/** The lowest key of shard k among n: the first three-hex-digit key at or past k/n of the range. */
const lowest = (k: number, n: number) => (k === 0 ? '' : hex3(Math.ceil((k * KEYS) / n)));

export function shardPart(shard: number, of: number): ShardPart {
  return { shard, of, from: lowest(shard, of), to: shard === of - 1 ? null : lowest(shard + 1, of) };
}

/** The shard (0 … of − 1) of a member. */
export function shardOf(id: string, of: number): number {
  const key = shardKeyOf(id);
  let k = of - 1;
  while (k > 0 && key < lowest(k, of)) k--;
  return k;
}
