import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { hashPassword } from '../worker/auth/passwords';
import { DEFAULT_ADMIN_PASSWORD, parseConfig } from '../worker/config';
import { newId } from '../worker/ids';
import { compileOnly } from '../worker/db/compile-only';
import { inlineParameters } from '../worker/reference/sql-literal';

/**
 * Writes data/first-admin.sql: the first administrator for a D1 database, which the Node
 * start never touches. `ADMIN_EMAIL=… ADMIN_PASSWORD=… npx tsx scripts/first-admin-sql.ts`,
 * then `wrangler d1 execute DB --remote --file data/first-admin.sql`. The insert does nothing
 * when an admin exists already.
 */
const config = parseConfig({ ...process.env, NODE_ENV: 'development' }, 'unused-here-unused-here-unused-here-0');
if (config.admin.password === DEFAULT_ADMIN_PASSWORD && process.env.ALLOW_DEFAULT_ADMIN !== '1') {
  console.error('Set ADMIN_PASSWORD (the default is public). For a local D1 only, ALLOW_DEFAULT_ADMIN=1 keeps it.');
  process.exit(1);
}
const now = Date.now();
const hash = await hashPassword(config.admin.password, config.passwordHashMemoryKib);
const values = [newId(), 1, config.admin.email, hash, 'Sambandh Admin', 1, now, now];
const insert = compileOnly
  .insertInto('users')
  .columns(['id', 'role', 'email', 'password_hash', 'name', 'is_email_verified', 'created_at', 'updated_at'])
  .expression(
    compileOnly
      .selectNoFrom(values.map((v, i) => sql.val(v).as(`c${i}`)))
      .where((w) => w.not(w.exists(w.selectFrom('users').select('id').where('role', '=', 1)))),
  )
  .compile();
const out = path.resolve(process.argv[2] ?? 'data/first-admin.sql');
await mkdir(path.dirname(out), { recursive: true });
await writeFile(out, `${inlineParameters(insert)};\n`);
console.log(`${path.relative(process.cwd(), out)}: first admin ${config.admin.email}`);
