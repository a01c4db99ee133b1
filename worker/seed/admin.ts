import { DEFAULT_ADMIN_PASSWORD, type Config } from '../config';
import type { Database } from '../db/database';
import { hashPassword } from '../auth/passwords';
import { newId } from '../ids';

/** The first admin, from ADMIN_EMAIL / ADMIN_PASSWORD, created once on an empty database. */
export async function ensureAdmin(database: Database, config: Config, now = Date.now()): Promise<boolean> {
  const existing = await database.db.selectFrom('users').select('id').where('role', '=', 1).executeTakeFirst();
  if (existing) return false;
  if (config.env === 'production' && config.admin.password === DEFAULT_ADMIN_PASSWORD) {
    throw new Error('Set ADMIN_PASSWORD (and ADMIN_EMAIL) to create the first admin in production: the default is public.');
  }
  await database.db
    .insertInto('users')
    .values({
      id: newId(),
      role: 1,
      email: config.admin.email,
      password_hash: await hashPassword(config.admin.password, config.passwordHashMemoryKib),
      name: 'Sambandh Admin',
      gender: null,
      dob: null,
      profile_for: null,
      mother_tongue_id: null,
      religion_id: null,
      phone: null,
      is_email_verified: 1,
      plan_id: null,
      profile_picture: null,
      created_at: now,
      updated_at: now,
      last_seen_at: null,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  return true;
}
