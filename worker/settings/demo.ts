import type { Insertable } from 'kysely';
import type { MemberSettings } from '../../contract/settings';
import type { Database } from '../db/database';
import type { MemberSettingsTable } from '../db/tables/settings';
import { hashPassword } from '../auth/passwords';
import { DEMO_EMAIL_DOMAIN } from '../seed/demo-people';
import { toSettingsRow } from './privacy';

/**
 * The settings part of the demo community: varied privacy, the same on every machine (it
 * follows the members' order by e-mail). Every fifth member protects the horoscope with the
 * demo horoscope password, every fifth hides it; photo and contact privacy rotate; a few turn
 * finding a soulmate off or show their profile to signed-in members only. The README's
 * account keeps the defaults. Rows that exist are left alone, so a rerun changes nothing and
 * never undoes what a member chose.
 */
export const DEMO_HOROSCOPE_PASSWORD = 'Horo@123';
const README_ACCOUNT = `aarav.sharma@${DEMO_EMAIL_DOMAIN}`;
// The default Argon2 memory of worker/config.ts; the parameters travel inside the hash.
const HASH_MEMORY_KIB = 19456;

const PHOTO = ['members', 'everyone', 'accepted'] as const;
const CONTACT = ['accepted', 'members', 'accepted', 'everyone', 'hidden'] as const;

export function demoSettings(index: number): MemberSettings {
  return {
    matchEnabled: index % 12 !== 5,
    horoscope: { privacy: index % 5 === 1 ? 'hpassword' : index % 5 === 3 ? 'hidden' : 'visible' },
    photoPrivacy: PHOTO[index % PHOTO.length]!,
    contactPrivacy: CONTACT[index % CONTACT.length]!,
    profileVisibility: index % 20 === 7 ? 'members' : 'everyone',
  };
}

export async function seedDemoSettings(database: Database, now: number): Promise<void> {
  const { db } = database;
  const members = await db
    .selectFrom('users')
    .leftJoin('member_settings', 'member_settings.user_id', 'users.id')
    .select(['users.id', 'users.email', 'member_settings.user_id as has_settings'])
    .where('users.email', 'like', `%@${DEMO_EMAIL_DOMAIN}`)
    .where('users.role', '=', 2)
    .orderBy('users.email')
    .execute();
  if (members.every((m) => m.has_settings || m.email === README_ACCOUNT)) return;
  // One hash for all the protected horoscopes (different salts would buy nothing here).
  const hash = await hashPassword(DEMO_HOROSCOPE_PASSWORD, HASH_MEMORY_KIB);
  const rows: Insertable<MemberSettingsTable>[] = members
    .map((m, i) => ({ m, i }))
    .filter(({ m }) => !m.has_settings && m.email !== README_ACCOUNT)
    .map(({ m, i }) => toSettingsRow(m.id, demoSettings(i), hash, now));
  const size = Math.floor(100 / 8); // 8 columns a row, at most 100 bound parameters a query (D1)
  const inserts = Array.from({ length: Math.ceil(rows.length / size) }, (_, k) =>
    db.insertInto('member_settings').values(rows.slice(k * size, k * size + size)).onConflict((oc) => oc.column('user_id').doNothing()),
  );
  await database.batch(inserts);
}
