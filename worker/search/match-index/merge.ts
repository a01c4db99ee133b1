import type { ListedMember, ScoredMember, ShardMatches, ShardScored } from './shard';

/**
 * The answers of every shard as one (docs/decisions/0966-match-index-shards.md): counts add up,
 * pages merge in list order, preference lists by the percentage shown and then list order. Each
 * shard sent its first offset + limit members in that order, so the page is among them.
 */

/** Whether `a` is listed before `b`: last seen newest first, never seen last, then id (MemberStore.before). */
export function listedBefore(a: ListedMember, b: ListedMember): number {
  if ((a.lastSeen === null) !== (b.lastSeen === null)) return a.lastSeen === null ? 1 : -1;
  if (a.lastSeen !== null && a.lastSeen !== b.lastSeen) return b.lastSeen! - a.lastSeen;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

const scoredBefore = (a: ScoredMember, b: ScoredMember) => b.shown - a.shown || listedBefore(a, b);

/** Every filter's counts, the totals and the page's ids of Profile Matches. */
export function mergeMatches(parts: readonly ShardMatches[], paging: { offset: number; limit: number }) {
  const sum = (pick: (p: ShardMatches) => number) => parts.reduce((n, p) => n + pick(p), 0);
  const counts = (parts[0]?.counts ?? []).map((_, k) => {
    const byValue = new Map<string | null, number>();
    for (const p of parts) for (const [value, n] of p.counts[k]!) byValue.set(value, (byValue.get(value) ?? 0) + n);
    return mostFirst(byValue);
  });
  const page = parts.flatMap((p) => p.first).sort(listedBefore);
  return {
    counts,
    total: sum((p) => p.total),
    active: sum((p) => p.active),
    horoscope: sum((p) => p.horoscope),
    photo: sum((p) => p.photo),
    ids: page.slice(paging.offset, paging.offset + paging.limit).map((m) => m.id),
  };
}

/** A preference list's total and the page's ids. */
export function mergeScored(parts: readonly ShardScored[], paging: { offset: number; limit: number }) {
  const page = parts.flatMap((p) => p.first).sort(scoredBefore);
  return { total: parts.reduce((n, p) => n + p.total, 0), ids: page.slice(paging.offset, paging.offset + paging.limit).map((m) => m.id) };
}

/** The values with their counts, most first, ties in value order (NULL first) as SQLite's GROUP BY gives them. */
function mostFirst(byValue: Map<string | null, number>): { value: string | null; n: number }[] {
  const out = [...byValue].map(([value, n]) => ({ value, n }));
  return out.sort((a, b) => b.n - a.n || (a.value === b.value ? 0 : a.value === null ? -1 : b.value === null ? 1 : a.value < b.value ? -1 : 1));
}
