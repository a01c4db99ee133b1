import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { filePath } from './db/node-database';

/**
 * Where the Node entry keeps its files (issue 20 §3.5, decision 0877). DATA_DIR (default
 * `data`) is made absolute against the working directory once, at start, and the database,
 * mail, pictures and backups default to places inside it (worker/config.ts). The local session
 * secret follows the data, not the folder the server is started from: started from elsewhere,
 * the same database must not sign everyone out.
 */
type Env = Record<string, string | undefined>;

/** The environment with DATA_DIR absolute; an empty one is left for the config check to refuse. */
export function withDataDir(env: Env, cwd: string): Env {
  if (env.DATA_DIR === '') return env;
  return { ...env, DATA_DIR: path.resolve(cwd, env.DATA_DIR ?? 'data') };
}

/**
 * The file of the local session secret, from the environment as the operator set it: in
 * DATA_DIR when set; else beside an explicit database file; else in `data/` (a remote database,
 * or nothing set, where the database is `data/sambandh.db` too).
 */
export function localSecretFile(env: Env, cwd: string): string {
  if (env.DATA_DIR) return path.resolve(cwd, env.DATA_DIR, 'jwt-secret');
  if (env.DATABASE_URL?.startsWith('file:')) return path.join(path.dirname(path.resolve(cwd, filePath(env.DATABASE_URL))), 'jwt-secret');
  return path.resolve(cwd, 'data', 'jwt-secret');
}

/** The secret in `file`, made (48 random bytes, readable by the owner only) on first use. */
export function localSecret(file: string): string {
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, crypto.getRandomValues(new Uint8Array(48)).reduce((s, b) => s + b.toString(16).padStart(2, '0'), ''), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}
