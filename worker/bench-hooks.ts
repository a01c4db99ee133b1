import type { D1Database, D1PreparedStatement, D1Result } from '@cloudflare/workers-types';

/**
 * What the Workers bench (bench/workers-matching.ts, decision 0969) needs from inside workerd,
 * and nothing runs of it unless the bench sets the variable BENCH_HOOKS: wrangler.toml never
 * does, so in production `benchHooksOn` is false, D1 is not wrapped and the route below is not
 * there.
 *
 * - D1's rows read: D1 reports `meta.rows_read` per statement; `countRowsRead` adds them up in
 *   this isolate (the Worker and, under `wrangler dev`, its Durable Objects share one isolate),
 *   and the Workers entry answers each request's total in the header `x-bench-d1-rows-read`.
 * - Restarting match index shards: `POST /__bench/restart-shards?shard=k` (or all of them
 *   without `shard`) aborts the objects, which then restore from their snapshots.
 */
export const benchHooksOn = (env: { BENCH_HOOKS?: string }) => env.BENCH_HOOKS === '1';

let rowsRead = 0;

/** The rows D1 has reported read in this isolate so far (the bench's counter). */
export const rowsReadSoFar = () => rowsRead;

const count = <T extends D1Result>(result: T): T => {
  rowsRead += result.meta.rows_read ?? 0;
  return result;
};

/** The D1 binding, with every statement's rows read added to the counter. */
export function countRowsRead(d1: D1Database): D1Database {
  // batch() takes only D1's own statements: a counted statement keeps its original here.
  const original = new WeakMap<object, D1PreparedStatement>();
  const counted = (stmt: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(stmt, {
      get(target, prop) {
        if (prop === 'bind') return (...values: unknown[]) => counted(target.bind(...values));
        if (prop === 'all' || prop === 'run') return async () => count(await target[prop]());
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    original.set(proxy, stmt);
    return proxy;
  };
  return new Proxy(d1, {
    get(target, prop) {
      if (prop === 'prepare') return (sql: string) => counted(target.prepare(sql));
      if (prop === 'batch')
        return async (stmts: D1PreparedStatement[]) => (await target.batch(stmts.map((s) => original.get(s) ?? s))).map(count);
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** `POST /__bench/restart-shards[?shard=k]`: restarts shard k, or all `of` of them; null for any other request. */
export async function benchRoute(request: Request, of: number, restart: (shard: number) => Promise<void>): Promise<Response | null> {
  const url = new URL(request.url);
  if (request.method !== 'POST' || url.pathname !== '/__bench/restart-shards') return null;
  const one = url.searchParams.get('shard');
  const which = one === null ? Array.from({ length: of }, (_, k) => k) : [Number(one)];
  // The abort ends the call too: that failure is the restart.
  await Promise.all(which.map((k) => restart(k).catch(() => undefined)));
  return new Response(`restarted ${which.length}`);
}
