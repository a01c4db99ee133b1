import type { MatchCriteria } from '../../contract/search';

/**
 * Search-param checks for route `validateSearch`. Hand-written rather than zod: zod's core
 * alone is about 15 KB gzip, which the entry chunk of every first visit would carry
 * (docs/decisions/0202-ui-bundle-budget.md). A bad value is dropped, never an error page.
 */
type Search = Record<string, unknown>;

export function text(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.length <= max ? value : undefined;
}

function count(value: unknown, min: number, max: number): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/** `?page=&limit=` of a paged list. */
export function pagedListSearch(search: Search): { page?: number | undefined; limit?: number | undefined } {
  return { page: count(search.page, 1, 100_000), limit: count(search.limit, 1, 100) };
}

/** `?token=` of an e-mailed link. */
export function tokenSearch(search: Search): { token?: string | undefined } {
  return { token: text(search.token, 200) };
}

/** `?redirect=` of /login: the path plus query to return to. */
export function redirectSearch(search: Search): { redirect?: string | undefined } {
  return { redirect: text(search.redirect, 2048) };
}

/**
 * `?criteria=` of Profile Matches: the filters as the router's JSON value. Only the shape is
 * checked here (a plain object with a whole page and limit); criteriaError and the server
 * check every value before a search runs.
 */
export function criteriaSearch(search: Search): { criteria?: MatchCriteria | undefined } {
  const c = search.criteria;
  if (typeof c !== 'object' || c === null || Array.isArray(c)) return { criteria: undefined };
  const { page, limit } = c as { page?: unknown; limit?: unknown };
  const p = count(page, 0, 100_000);
  const l = count(limit, 1, 100);
  return p === undefined || l === undefined ? { criteria: undefined } : { criteria: { ...(c as MatchCriteria), page: p, limit: l } };
}

/** One of `options`, else nothing (a filter's value in the address). */
export function oneOf<V extends string>(value: unknown, options: readonly V[]): V | undefined {
  return options.find((o) => o === value);
}

/** The words of a space-separated list, as a type: `Words<'a b'>` is `'a' | 'b'`. */
export type Words<S extends string> = S extends `${infer A} ${infer B}` ? A | Words<B> : S;
/** A filter of a back-office table: its options space-separated (one of them, else dropped), or the most characters its text may have. */
type FilterRule = string | number;
type Filtered<F> = { [K in keyof F]?: (F[K] extends string ? Words<F[K]> : string) | undefined };

/**
 * `?page=&limit=&search=&key=&direction=` of a back-office table (issue 21: its place lives in
 * the address) and its filters, from a compact spec so the twelve tables' checks in the entry
 * chunk stay one function (decision 0202). `keys` are the columns the list sorts by,
 * space-separated. A search of digits arrives as the router's JSON number (a pasted
 * `?search=98450`) and is read back as text.
 */
/**
 * Every order of the keys `K`, space-separated: a table's written-out `keys` stay checked against
 * its contract's list (`'created position' satisfies SortKeysOf<...>`) at no cost to the entry.
 */
export type SortKeysOf<K extends string, All extends string = K> = K extends K ? ([Exclude<All, K>] extends [never] ? K : `${K} ${SortKeysOf<Exclude<All, K>>}`) : never;

export interface AdminListSearch {
  page?: number | undefined;
  limit?: number | undefined;
  search?: string | undefined;
  key?: string | undefined;
  direction?: 'asc' | 'desc' | undefined;
}
export function adminListSearch<F extends Record<string, FilterRule> = {}>(search: Search, keys: string, filters?: F): AdminListSearch & Filtered<F> {
  const typed = typeof search.search === 'number' ? String(search.search) : search.search;
  const out: Search = {
    page: count(search.page, 1, 100_000),
    limit: count(search.limit, 1, 200),
    search: text(typed, 100),
    key: oneOf(search.key, keys.split(' ')),
    direction: oneOf(search.direction, ['asc', 'desc']),
  };
  for (const name in filters) {
    const rule = filters[name]!;
    out[name] = typeof rule === 'number' ? text(search[name], rule) : oneOf(search[name], rule.split(' '));
  }
  return out as AdminListSearch & Filtered<F>;
}

/** What a table's loader asks for: the address's choices over the list's own order (`'key direction'`) and page size. */
export function adminListDeps(search: AdminListSearch, order: `${string} ${'asc' | 'desc'}`, limit = 10) {
  const [key, direction] = order.split(' ') as [string, 'asc' | 'desc'];
  return {
    page: search.page ?? 1,
    limit: search.limit ?? limit,
    search: search.search?.trim() ?? '',
    key: search.key ?? key,
    direction: search.direction ?? direction,
  };
}

/** A table's text filters as its loader asks for them: each one given, or empty. */
export function blanks<S, K extends keyof S>(search: S, names: readonly K[]): { [N in K]-?: NonNullable<S[N]> | '' } {
  const out = {} as { [N in K]-?: NonNullable<S[N]> | '' };
  for (const name of names) out[name] = search[name] ?? '';
  return out;
}
