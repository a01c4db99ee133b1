import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { format } from 'node:util';
import type { TestProject } from 'vitest/node';
import { parseConfig } from '../worker/config';
import { openNodeDatabase } from '../worker/db/node-database';
import { migrate, readMigrations } from '../worker/db/migrate';
import { startNodeServer } from '../worker/node';
import { seedAll } from '../worker/seed/seed-all';
import { freePort } from '../worker/test/free-port';

/**
 * The browser suite runs against the real Node entry: the built UI from dist/, the API, a fresh
 * migrated and seeded libSQL file, and the file mailer writing `.eml` files the tests read.
 */
export const E2E_ADMIN = { email: 'admin@sambandh.test', password: 'Admin@E2e-12345' };

/**
 * The UI may have changed since the last build, so the suite builds it each run; E2E_SKIP_BUILD=1
 * reuses dist/ when it is complete (handy while writing tests).
 */
function buildUi(): void {
  const complete = existsSync(path.resolve('dist/index.html')) && existsSync(path.resolve('dist/api-docs/init.js'));
  if (complete && process.env.E2E_SKIP_BUILD === '1') return;
  const run = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`The UI build failed:\n${run.stdout}\n${run.stderr}`);
}


/**
 * What the shared server logs as an error during the run: shown as it comes, and, when the run
 * is over, a failure naming each (issue 21 §3). No browser test provokes one on this server;
 * a test that must starts its own (e2e/support/own-server.ts), where clean-run.ts sees it.
 */
function collectServerErrors(): { lines: string[]; stop(): void } {
  const lines: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    lines.push(format(...args));
    original(...args);
  };
  return { lines, stop: () => void (console.error = original) };
}

export default async function setup(project: TestProject) {
  buildUi();
  const serverErrors = collectServerErrors();
  const dir = await mkdtemp(path.join(tmpdir(), 'sambandh-e2e-'));
  const port = await freePort();
  const config = parseConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: `file:${path.join(dir, 'e2e.db')}`,
    JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
    PASSWORD_HASH_MEMORY_KIB: '1024',
    MAIL_DIR: path.join(dir, 'mail'),
    PICTURES_DIR: path.join(dir, 'pictures'),
    SEED_DEMO: 'no',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
  });
  const database = await openNodeDatabase(config.databaseUrl);
  await migrate(database.client, await readMigrations());
  await seedAll(database, config);
  const running = await startNodeServer(config, database, { distDir: path.resolve('dist') });
  if (!running.server.listening) await new Promise((resolve) => running.server.once('listening', resolve));

  project.provide('e2e', { baseUrl: `http://127.0.0.1:${port}`, mailDir: config.mailDir, admin: E2E_ADMIN });

  return async () => {
    await running.close();
    database.close();
    await rm(dir, { recursive: true, force: true });
    serverErrors.stop();
    if (serverErrors.lines.length) {
      throw new Error(`The browser tests' server logged ${serverErrors.lines.length} error(s) during the run:\n\n${serverErrors.lines.join('\n\n')}`);
    }
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: { baseUrl: string; mailDir: string; admin: { email: string; password: string } };
  }
}
