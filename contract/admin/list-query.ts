import { z } from 'zod';
import { singleLine } from '../text-rules';

/**
 * The query of every back-office list (spec §3 "List queries": page, limit, search, key,
 * direction). Each list names the keys it can sort by; anything else — an unknown key or
 * direction — is a 400 with `fields`, never an SQL error, because the key only ever picks
 * from the list's own map of columns.
 */
export const ADMIN_PAGE_SIZES = [5, 10, 15, 20] as const;
export const ADMIN_LIMIT_MAX = 200;

export function adminListQuerySchema<const K extends readonly [string, ...string[]]>(sortKeys: K, defaults: { key: K[number]; direction: 'asc' | 'desc' }) {
  return z.object({
    page: z.coerce.number({ error: 'The page must be a whole number from 1.' }).int('The page must be a whole number from 1.').min(1, 'The page must be a whole number from 1.').default(1),
    limit: z.coerce
      .number({ error: `Show between 1 and ${ADMIN_LIMIT_MAX} rows a page.` })
      .int(`Show between 1 and ${ADMIN_LIMIT_MAX} rows a page.`)
      .min(1, `Show between 1 and ${ADMIN_LIMIT_MAX} rows a page.`)
      .max(ADMIN_LIMIT_MAX, `Show between 1 and ${ADMIN_LIMIT_MAX} rows a page.`)
      .default(10),
    search: singleLine(z.string().trim().max(100, 'Search with at most 100 characters.')).default(''),
    key: z.enum(sortKeys, { error: `Sort by one of: ${sortKeys.join(', ')}.` }).default(defaults.key),
    direction: z.enum(['asc', 'desc'], { error: "The direction is 'asc' or 'desc'." }).default(defaults.direction),
  });
}

/** One page of a back-office list. */
export interface AdminPage<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

export const totalPagesOf = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));
