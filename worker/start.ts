import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { recoverDatabaseAtStart } from './admin/database/at-start';
import { ConfigError, parseConfig } from './config';
import { localSecret, localSecretFile, withDataDir } from './data-dir';
import { openNodeDatabase } from './db/node-database';
import { migrate, readMigrations } from './db/migrate';
import { SHUTDOWN_GRACE_MS, startNodeServer } from './node';
import { grievanceOfficerWarning } from './grievances/officer';
import { seedAll } from './seed/seed-all';

/**
 * `npm start`: everything a fresh clone needs, in order. Builds the UI if dist/ is missing,
 * keeps a local JWT secret with the data (worker/data-dir.ts), migrates and seeds the database,
 * then serves UI and API on one port.
 */

function ensureBuilt(): void {
  if (existsSync(path.resolve('dist/index.html')) && existsSync(path.resolve('dist/api-docs/init.js'))) return;
  console.log('Building the UI (first start)…');
  const run = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error('The UI build failed; see the output above.');
}

async function main() {
  let config;
  try {
    const production = process.env.NODE_ENV === 'production';
    // The secret's place from the settings as given; then DATA_DIR absolute, once.
    const secret = production ? undefined : localSecret(localSecretFile(process.env, process.cwd()));
    config = parseConfig(withDataDir(process.env, process.cwd()), secret);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (config.databaseUrl.startsWith('file:')) mkdirSync(path.dirname(config.databaseUrl.slice(5)) || '.', { recursive: true });
  ensureBuilt();

  const database = await openNodeDatabase(config.databaseUrl, config.databaseAuthToken);
  const applied = await migrate(database.client, await readMigrations());
  if (applied.length) console.log(`Migrations applied: ${applied.join(', ')}`);
  await seedAll(database, config, (line) => console.log(line));
  await recoverDatabaseAtStart(database, config, (line) => console.log(line));

  const running = await startNodeServer(config, database);
  console.log(`\nSambandh is running at http://localhost:${config.port}`);
  console.log(`Admin sign-in: http://localhost:${config.port}/adminlogin  ${config.admin.email} / ${config.env === 'production' ? '(ADMIN_PASSWORD)' : config.admin.password}`);
  if (config.seedDemo) console.log('Demo members sign in with their e-mail (see the README) and the password Demo@1234');
  const officerWarning = grievanceOfficerWarning(config);
  if (officerWarning) console.warn(officerWarning);
  // A bounded stop (decision 0861): close() answers what is under way, tells live pages 1012 and
  // cuts the rest after the grace; should anything still hang, the process ends anyway.
  let stopping = false;
  const shutDown = async () => {
    const bound = SHUTDOWN_GRACE_MS + 5_000;
    setTimeout(() => {
      console.error(`Stopping took more than ${bound / 1000} s; exiting without waiting further.`);
      process.exit(1);
    }, bound).unref();
    await running.close();
    database.close();
    process.exit(0);
  };
  // A signal handler's promise is nobody's to await: a failed close is said and ends the process
  // rather than becoming an unhandled rejection.
  const stop = () => {
    if (stopping) return;
    stopping = true;
    shutDown().catch((err: unknown) => {
      console.error('Stopping failed:', err);
      process.exit(1);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

await main();
