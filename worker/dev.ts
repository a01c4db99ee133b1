import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseConfig } from './config';
import { localSecretFile, withDataDir } from './data-dir';
import { openNodeDatabase } from './db/node-database';
import { migrate, readMigrations } from './db/migrate';
import { nodeDeps } from './node';
import { createApp } from './app';
import { seedAll } from './seed/seed-all';

/**
 * The API inside `npm run dev` (Vite): the same app and database as `npm start`, but Vite
 * serves the HTML and modules, so the shell comes from Vite (`loadShell` gives null).
 */
let app: Promise<{ fetch(req: Request): Promise<Response> }> | null = null;

async function build() {
  // The same secret and folders as `npm start` (worker/data-dir.ts).
  const secretFile = localSecretFile(process.env, process.cwd());
  // Links in mail open the dev server (Vite's port), not the Node entry's 8787, unless told otherwise.
  const config = parseConfig(withDataDir({ PUBLIC_URL: 'http://localhost:5173', ...process.env }, process.cwd()), existsSync(secretFile) ? readFileSync(secretFile, 'utf8').trim() : 'dev-only-secret-dev-only-secret-dev-only');
  if (config.databaseUrl.startsWith('file:')) mkdirSync(path.dirname(config.databaseUrl.slice(5)), { recursive: true });
  const database = await openNodeDatabase(config.databaseUrl, config.databaseAuthToken);
  await migrate(database.client, await readMigrations());
  await seedAll(database, config, (line) => console.log(line));
  const { deps } = nodeDeps(config, database);
  const hono = createApp({ ...deps, loadShell: async () => null });
  return { fetch: async (req: Request) => hono.fetch(req) };
}

export function getDevApp() {
  return (app ??= build());
}
