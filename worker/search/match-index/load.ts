import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { PROFILE_CODED, USER_CODED } from './fields';
import type { MemberRow, OptionRow } from './store';

/**
 * Members a keyset page of the first load reads: two statements of two parameters each, each
 * answering one JSON string of ≈ 0.7 KB a member, so ≈ 0.7 MB: under D1's 2 MB limit on a
 * string or row, with room for long ids.
 */
export const LOAD_CHUNK = 1000;
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
      'u.is_email_verified',
      'u.hidden_by_reports',
      'u.gender',
      'u.dob',
      'u.last_seen_at',
      'u.created_at',
      'u.profile_picture',
      'p.height_inches',
      's.user_id as settings_user',
      's.match_enabled',
      's.profile_visibility',
      's.horoscope_privacy',
      'mp.user_id as pref_user',
      'mp.age_from',
      'mp.age_to',
      'mp.height_from',
      'mp.height_to',
      ...USER_CODED.map((c) => sql.ref<string | null>(`u.${c}`).as(c)),
      ...PROFILE_CODED.map((c) => sql.ref<string | null>(`p.${c}`).as(c)),
    ]);
}

/** The columns memberSelect reads, as `table.column` and the MemberRow name, in one list for the JSON load. */
const LOAD_COLUMNS: readonly (readonly [string, string])[] = [
  ['u.id', 'id'],
  ['u.role', 'role'],
  ['u.status', 'status'],
  ['u.is_email_verified', 'is_email_verified'],
  ['u.hidden_by_reports', 'hidden_by_reports'],
  ['u.gender', 'gender'],
  ['u.dob', 'dob'],
  ['u.last_seen_at', 'last_seen_at'],
  ['u.created_at', 'created_at'],
  ['u.profile_picture', 'profile_picture'],
  ['p.height_inches', 'height_inches'],
  ['s.user_id', 'settings_user'],
  ['s.match_enabled', 'match_enabled'],
  ['s.profile_visibility', 'profile_visibility'],
  ['s.horoscope_privacy', 'horoscope_privacy'],
  ['mp.user_id', 'pref_user'],
  ['mp.age_from', 'age_from'],
  ['mp.age_to', 'age_to'],
  ['mp.height_from', 'height_from'],
  ['mp.height_to', 'height_to'],
  ...USER_CODED.map((c) => [`u.${c}`, c] as const),
  ...PROFILE_CODED.map((c) => [`p.${c}`, c] as const),
];

/**
 * The members after `afterId` in id order, at most `limit`, with their preference options.
 * Each of the two statements answers ONE row: the chunk as a JSON array of arrays
 * (`json_group_array`), so libSQL hands over one string instead of building a row object of
 * forty columns a member (the first load's main cost, ≈ half of it at 100,000 members).
 */
export async function readMembersAfter(database: Database, afterId: string, limit = LOAD_CHUNK): Promise<{ rows: MemberRow[]; options: OptionRow[] }> {
  const cols = sql.join(LOAD_COLUMNS.map(([ref]) => sql.ref(ref)));
  const { rows: chunk } = await sql<{ members: string }>`
    select json_group_array(json(m)) as members from (
      select json_array(${cols}) as m
      from users u
      left join member_profiles p on p.user_id = u.id
      left join member_settings s on s.user_id = u.id
      left join member_preferences mp on mp.user_id = u.id
      where u.id > ${afterId} order by u.id limit ${limit})`.execute(database.db);
  const rows = (JSON.parse(chunk[0]?.members ?? '[]') as (string | number | null)[][]).map((values) => {
    const row: Record<string, string | number | null> = {};
    for (let i = 0; i < LOAD_COLUMNS.length; i++) row[LOAD_COLUMNS[i]![1]] = values[i]!;
    return row as MemberRow;
  });
  if (!rows.length) return { rows, options: [] };
  // The chunk's id range: its first and last id (json_group_array keeps the subquery's order; min/max guard it anyway).
  let first = rows[0]!.id;
  let last = first;
  for (const r of rows) {
    if (r.id < first) first = r.id;
    if (r.id > last) last = r.id;
  }
  rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const { rows: opts } = await sql<{ options: string }>`
    select json_group_array(json_array(user_id, field, option_id)) as options
    from member_preference_options where user_id >= ${first} and user_id <= ${last}`.execute(database.db);
  const options = (JSON.parse(opts[0]?.options ?? '[]') as [string, OptionRow['field'], string][]).map(([user_id, field, option_id]) => ({ user_id, field, option_id }));
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
