import type { Client, Value } from '@libsql/client';
import path from 'node:path';
import { openSession } from '../worker/auth/sessions';
import { parseConfig, type Config } from '../worker/config';
import type { AppDeps } from '../worker/deps';

/**
 * What every benchmark runs the app with: production settings, no demo, a fixed secret and
 * first admin, mail and pictures under `dir`.
 */
export function benchConfig(dbFile: string, dir: string, port?: number): Config {
  return parseConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port ?? 8787}`,
    ...(port === undefined ? {} : { PORT: String(port) }),
    DATABASE_URL: `file:${dbFile}`,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    ADMIN_EMAIL: 'admin@bench.local',
    ADMIN_PASSWORD: 'Bench-admin-password-1',
    SEED_DEMO: 'no',
    MAIL_DIR: path.join(dir, 'mail'),
    PICTURES_DIR: path.join(dir, 'pictures'),
  });
}

/** A session of the bench's administrator, created in the database if missing (no password hashing needed). */
export async function benchAdminToken(client: Client, deps: AppDeps): Promise<string> {
  const now = Date.now();
  await client.execute({
    sql: "insert or ignore into users (id, role, email, password_hash, name, created_at, updated_at) values ('bench-admin', 1, 'admin@bench.local', 'x', 'Bench admin', ?, ?)",
    args: [now, now],
  });
  return (await openSession(deps, { userId: 'bench-admin', role: 1, ip: null })).token;
}

/** The p-th percentile (0–100) of `times`, nearest rank; the list is not changed. */
export function percentile(times: readonly number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/**
 * A TEXT column of a raw libsql row (an id, sqlite_master's name and sql). String() would turn a
 * blob into "[object ArrayBuffer]" and carry on; this stops the benchmark instead.
 */
export function textOf(value: Value | undefined): string {
  if (typeof value !== 'string') throw new Error(`Expected text, not ${value === null ? 'null' : typeof value}.`);
  return value;
}
