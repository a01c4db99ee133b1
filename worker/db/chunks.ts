/** D1 allows at most 100 bound parameters per statement (STACK-NOTES pitfall 10); room is left for the query's own. */
export const IN_LIST_MAX = 90;

/** `items` in runs of at most `size`, for `IN (…)` lists and multi-row inserts within D1's limit. */
export function chunks<T>(items: readonly T[], size = IN_LIST_MAX): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
