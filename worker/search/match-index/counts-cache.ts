import type { MemberStore } from './store';

/**
 * Profile Matches' counts of recent criteria, per match index (docs/decisions/0502-match-index.md).
 * The counts of one gender under one set of criteria are the same for every viewer but for the
 * viewer's own blocked members, which scan.ts takes out one by one, so the landing page (no
 * filter) and popular filters cost one pass per change of the index, not one per request. The
 * key holds the store's countsVersion: a write that can move a count makes every entry stale,
 * and stale entries fall out as new ones come in.
 */

/** The counts of one pass: per list filter's codes in one flat array, and the totals. */
export interface CachedCounts {
  counts: Int32Array;
  total: number;
  horoscope: number;
  photo: number;
}

/** Criteria kept per index: the no-filter page of each gender and the filters people are trying. */
const ENTRIES = 64;

/** A small least-recently-used map (a Map keeps insertion order: re-insert on use, drop the first). */
export class CountsCache {
  private readonly entries = new Map<string, CachedCounts>();
  private version = -1;

  constructor(private readonly store: MemberStore) {}

  get(key: string): CachedCounts | undefined {
    this.forgetIfStale();
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: CachedCounts): void {
    this.forgetIfStale();
    this.entries.set(key, value);
    if (this.entries.size > ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Entries of the current countsVersion. */
  get size(): number {
    this.forgetIfStale();
    return this.entries.size;
  }

  /** Entries of an older countsVersion can never be hit again: drop them at once. */
  private forgetIfStale(): void {
    if (this.version === this.store.countsVersion) return;
    this.entries.clear();
    this.version = this.store.countsVersion;
  }
}

const caches = new WeakMap<MemberStore, CountsCache>();

export function countsCacheOf(store: MemberStore): CountsCache {
  let cache = caches.get(store);
  if (!cache) caches.set(store, (cache = new CountsCache(store)));
  return cache;
}
