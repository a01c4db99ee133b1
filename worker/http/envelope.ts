import type { Context } from 'hono';

/** Success codes of spec §7: 5 is done, 4 is a success that changed nothing. */
export const CODE_OK = 5 as const;
export const CODE_UNCHANGED = 4 as const;

export function ok<T extends Record<string, unknown>>(c: Context, body: T = {} as T) {
  return c.json({ code: CODE_OK, ...body }, 200);
}

export function unchanged<T extends Record<string, unknown>>(c: Context, body: T = {} as T) {
  return c.json({ code: CODE_UNCHANGED, ...body }, 200);
}
