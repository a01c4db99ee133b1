import { parseConfig } from '../config';
import { openLibsql } from './libsql';
import { migrate, readMigrations } from './migrate';

/** `npm run migrate`: applies migrations/ to DATABASE_URL (a file, or a Turso URL with DATABASE_AUTH_TOKEN). */
const config = parseConfig(process.env, 'unused-for-migrations-unused-for-migrations');
const database = await openLibsql(config.databaseUrl, config.databaseAuthToken);
const applied = await migrate(database.client, await readMigrations());
console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Nothing to apply: the database is up to date.');
database.close();
