import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { PROFILE_CODED, USER_CODED } from './fields';
import type { MemberRow, OptionRow } from './store';

/** Members a keyset page of the first load reads: two statements of two parameters each. */
export const LOAD_CHUNK = 5000;
/** Ids per statement when catching up: D1 allows 100 bound parameters. */
export const IDS_PER_STATEMENT = 90;

function memberSelect(database: Database) {
  return database.db
    .selectFrom('users as u')
    .leftJoin('member_profiles as p', 'p.user_id', 'u.id')
    .leftJoin('member_settings as s', 's.user_id', 'u.id')
    .leftJoin('member_preferences as mp', 'mp.user_id', 'u.id')
    .select([
      'u.id',
      'u.role',
      'u.status',
      'u.gender',
      'u.dob',
      'u.last_seen_at',
      'u.created_at',
      'u.profile_picture',
      'p.height_inches',
      's.user_id as settings_user',
      's.match_enabled',
      's.profile_visibility',
      'mp.user_id as pref_user',
      'mp.age_from',
      'mp.age_to',
      'mp.height_from',
      'mp.height_to',
      ...USER_CODED.map((c) => sql.ref<string | null>(`u.${c}`).as(c)),
      ...PROFILE_CODED.map((c) => sql.ref<string | null>(`p.${c}`).as(c)),
    ]);
}

/** The members after `afterId` in id order, at most `limit`, with their preference options. */
export async function readMembersAfter(database: Database, afterId: string, limit = LOAD_CHUNK): Promise<{ rows: MemberRow[]; options: OptionRow[] }> {
  const rows = (await memberSelect(database).where('u.id', '>', afterId).orderBy('u.id').limit(limit).execute()) as MemberRow[];
  if (!rows.length) return { rows, options: [] };
  const options = await database.db
    .selectFrom('member_preference_options')
    .select(['user_id', 'field', 'option_id'])
    .where('user_id', '>=', rows[0]!.id)
    .where('user_id', '<=', rows[rows.length - 1]!.id)
    .execute();
  return { rows, options };
}

/** The named members (at most IDS_PER_STATEMENT), with their preference options; missing ones are absent. */
export async function readMembers(database: Database, ids: readonly string[]): Promise<{ rows: MemberRow[]; options: OptionRow[] }> {
  const [rows, options] = await Promise.all([
    memberSelect(database).where('u.id', 'in', ids).execute() as Promise<MemberRow[]>,
    database.db.selectFrom('member_preference_options').select(['user_id', 'field', 'option_id']).where('user_id', 'in', ids).execute(),
  ]);
  return { rows, options };
}

/** Groups option rows by member. */
export function optionsByMember(options: readonly OptionRow[]): Map<string, OptionRow[]> {
  const out = new Map<string, OptionRow[]>();
  for (const o of options) {
    const list = out.get(o.user_id);
    if (list) list.push(o);
    else out.set(o.user_id, [o]);
  }
  return out;
}
