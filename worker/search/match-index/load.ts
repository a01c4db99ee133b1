import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { PROFILE_CODED, USER_CODED } from './fields';
import { SHARD_KEY_SQL, shardKeyOf, type ShardPart } from './partition';
import type { MemberRow, OptionRow } from './store';

/**
 * Members a keyset page of a shard's load reads: two statements of at most six parameters, each
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

/** Where a shard's load has got to: the shard key and id of the last member read (keyset order). */
export interface LoadCursor {
  key: string;
  id: string;
}

/** The cursor before a shard's first member. */
export const startOf = (part: ShardPart): LoadCursor => ({ key: part.from, id: '' });

const cols = sql.join(LOAD_COLUMNS.map(([ref]) => sql.ref(ref)));
const key = SHARD_KEY_SQL;

/** The statement of a chunk of a shard's members (readShardAfter); its own function so a test can read its query plan. */
export function shardChunkSql(part: ShardPart, after: LoadCursor, limit: number) {
  const end = part.to === null ? sql`` : sql`and ${key} < ${part.to}`;
  return sql<{ members: string }>`
    select json_group_array(json(m)) as members from (
      select json_array(${cols}) as m
      from users u
      left join member_profiles p on p.user_id = u.id
      left join member_settings s on s.user_id = u.id
      left join member_preferences mp on mp.user_id = u.id
      where ${key} >= ${after.key} and (${key}, u.id) > (${after.key}, ${after.id}) ${end}
      order by ${key}, u.id limit ${limit})`;
}

/** The statement of the preference options of the members from `first` to `last` in keyset order. */
export function shardOptionsSql(first: LoadCursor, last: LoadCursor) {
  return sql<{ options: string }>`
    select json_group_array(json_array(o.user_id, o.field, o.option_id)) as options
    from users u join member_preference_options o on o.user_id = u.id
    where ${key} >= ${first.key} and ${key} <= ${last.key}
      and (${key}, u.id) >= (${first.key}, ${first.id}) and (${key}, u.id) <= (${last.key}, ${last.id})`;
}

/**
 * The members of one shard after the cursor in (shard key, id) order, at most `limit`, with their
 * preference options. Both statements go through the index of migration 0065 from the cursor on
 * (`key >=` bounds the search; the row value skips the members of that key already read), so a
 * shard reads only its own rows. Each answers ONE row: the chunk as a JSON array of arrays
 * (`json_group_array`), so libSQL hands over one string instead of building a row object of
 * forty columns a member (the first load's main cost, ≈ half of it at 100,000 members).
 */
export async function readShardAfter(
  database: Database,
  part: ShardPart,
  after: LoadCursor,
  limit = LOAD_CHUNK,
): Promise<{ rows: MemberRow[]; options: OptionRow[]; last: LoadCursor | null }> {
  const { rows: chunk } = await shardChunkSql(part, after, limit).execute(database.db);
  const rows = (JSON.parse(chunk[0]?.members ?? '[]') as (string | number | null)[][]).map((values) => {
    const row: Record<string, string | number | null> = {};
    for (let i = 0; i < LOAD_COLUMNS.length; i++) row[LOAD_COLUMNS[i]![1]] = values[i]!;
    return row as MemberRow;
  });
  if (!rows.length) return { rows, options: [], last: null };
  // The chunk's range in keyset order (json_group_array keeps the subquery's order; sorting guards it anyway).
  const cursorOf = (id: string): LoadCursor => ({ key: shardKeyOf(id), id });
  const order = (a: LoadCursor, b: LoadCursor) => (a.key !== b.key ? (a.key < b.key ? -1 : 1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const cursors = rows.map((r) => cursorOf(r.id)).sort(order);
  const first = cursors[0]!;
  const last = cursors[cursors.length - 1]!;
  const { rows: opts } = await shardOptionsSql(first, last).execute(database.db);
  const options = (JSON.parse(opts[0]?.options ?? '[]') as [string, OptionRow['field'], string][]).map(([user_id, field, option_id]) => ({ user_id, field, option_id }));
  return { rows, options, last };
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
