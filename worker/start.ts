import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync, mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { recoverDatabaseAtStart } from './admin/database/at-start';
import { ConfigError, parseConfig, type Config } from './config';
import { localSecret, localSecretFile, withDataDir } from './data-dir';
import { BUSY_TIMEOUT_MS, filePath, openNodeDatabase } from './db/node-database';
import { logWriterThread } from './db/log-writer-thread';
import { migrate, readMigrations } from './db/migrate';
import { nodeDeps, SHUTDOWN_GRACE_MS, startNodeServer } from './node';
import { startBackgroundJobs } from './node-jobs';
import { logWriterOfPrimary, startServerProcesses } from './cluster';
import type { LibsqlDatabase } from './db/libsql';
import { newOrigin, sharedHub } from './messaging/live/follower';
import { grievanceOfficerWarning } from './grievances/officer';
import { seedAll } from './seed/seed-all';

/**
 * `npm start`: everything a fresh clone needs, in order. Builds the UI if dist/ is missing,
 * keeps a local JWT secret with the data (worker/data-dir.ts), migrates and seeds the database,
 * then serves UI and API on one port: from NODE_PROCESSES server processes (default one per
 * core, worker/cluster.ts, decision 0967), or from this process when that is 1.
 */

function ensureBuilt(): void {
  if (existsSync(path.resolve('dist/index.html')) && existsSync(path.resolve('dist/api-docs/init.js'))) return;
  console.log('Building the UI (first start)…');
  const run = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error('The UI build failed; see the output above.');
}

function readConfig() {
  try {
    const production = process.env.NODE_ENV === 'production';
    // The secret's place from the settings as given; then DATA_DIR absolute, once.
    const secret = production ? undefined : localSecret(localSecretFile(process.env, process.cwd()));
    return parseConfig(withDataDir(process.env, process.cwd()), secret);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/** What stopping this process takes; the database is closed after it. */
type Running = { close(): Promise<void> };

async function main() {
  const config = readConfig();
  if (cluster.isWorker) return serveAsOneOfSeveral(config);
  if (config.databaseUrl.startsWith('file:')) mkdirSync(path.dirname(config.databaseUrl.slice(5)) || '.', { recursive: true });
  ensureBuilt();

  // The deployment's one activity-log thread: this process's, and the server processes' too.
  const logWriter = config.databaseUrl.startsWith('file:') ? logWriterThread(filePath(config.databaseUrl), BUSY_TIMEOUT_MS) : undefined;
  const database = await openNodeDatabase(config.databaseUrl, config.databaseAuthToken, { logWriter });
  const applied = await migrate(database.client, await readMigrations());
  if (applied.length) console.log(`Migrations applied: ${applied.join(', ')}`);
  await seedAll(database, config, (line) => console.log(line));
  await recoverDatabaseAtStart(database, config, (line) => console.log(line));

  const processes = config.nodeProcesses ?? availableParallelism();
  if (processes === 1) {
    stopOnSignals(await startNodeServer(config, database), database);
  } else {
    // The primary serves nothing: it runs the jobs once for all, telling pages through the
    // server processes' followers (decision 0866), and their log writes.
    const { deps } = nodeDeps(config, database);
    const jobs = startBackgroundJobs({ ...deps, live: sharedHub(deps.live, database, newOrigin()) });
    const servers = startServerProcesses(processes, logWriter, () => stop(1));
    const stop = stopOnSignals(
      {
        async close() {
          await servers.close();
          jobs.stop();
        },
      },
      database,
    );
    await servers.listening;
  }
  console.log(`\nSambandh is running at http://localhost:${config.port}${processes === 1 ? '' : ` (${processes} server processes)`}`);
  console.log(`Admin sign-in: http://localhost:${config.port}/adminlogin  ${config.admin.email} / ${config.env === 'production' ? '(ADMIN_PASSWORD)' : config.admin.password}`);
  if (config.seedDemo) console.log('Demo members sign in with their e-mail (see the README) and the password Demo@1234');
  const officerWarning = grievanceOfficerWarning(config);
  if (officerWarning) console.warn(officerWarning);
}

/** A server process of several: the database as the primary left it, its log writes to the primary's thread, no jobs. */
async function serveAsOneOfSeveral(config: Config) {
  const logWriter = config.databaseUrl.startsWith('file:') ? logWriterOfPrimary() : undefined;
  const database = await openNodeDatabase(config.databaseUrl, config.databaseAuthToken, { logWriter });
  stopOnSignals(await startNodeServer(config, database, { backgroundJobs: false }), database);
}

/**
 * A bounded stop (decision 0861) on SIGINT and SIGTERM: close() answers what is under way, tells
 * live pages 1012 and cuts the rest after the grace (the primary of several: each server process
 * does so); should anything still hang, the process ends anyway. Returns the stop, for the
 * primary to call when its processes keep ending.
 */
function stopOnSignals(running: Running, database: LibsqlDatabase): (code: number) => void {
  let stopping = false;
  const shutDown = async (code: number) => {
    const bound = SHUTDOWN_GRACE_MS + 5_000;
    setTimeout(() => {
      console.error(`Stopping took more than ${bound / 1000} s; exiting without waiting further.`);
      process.exit(1);
    }, bound).unref();
    await running.close();
    database.close();
    process.exit(code);
  };
  // A signal handler's promise is nobody's to await: a failed close is said and ends the process
  // rather than becoming an unhandled rejection.
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    shutDown(code).catch((err: unknown) => {
      console.error('Stopping failed:', err);
      process.exit(1);
    });
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  return stop;
}

await main();
