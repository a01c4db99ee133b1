import type { Context } from 'hono';

/**
 * The caller's address, which throttling keys on (docs/decisions/0008). Only headers that a
 * trusted front wrote count: anything else the caller could choose, and change with every
 * guess to slip past a per-address throttle.
 */

/** At Cloudflare's edge (the Workers entry): CF-Connecting-IP, which the edge always overwrites. */
export function clientIpAtCloudflare(c: Context): string | null {
  return c.req.header('cf-connecting-ip')?.trim() || null;
}

/**
 * Behind one trusted reverse proxy (Node with TRUST_PROXY=1): the LAST X-Forwarded-For hop,
 * which that proxy appended. Hops to its left are whatever the caller sent.
 */
export function clientIpBehindProxy(c: Context): string | null {
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops.at(-1) ?? (c.req.header('x-real-ip')?.trim() || null);
}
