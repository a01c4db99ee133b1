import {
  fromInches,
  PREFERENCE_LIST_FIELDS,
  toInches,
  type Preference,
  type PreferenceListField,
  type PreferenceOption,
  type PreferenceValues,
} from '../../contract/preferences';
import { ageInYears } from '../../contract/limits';
import { idList, rowChunks } from '../db/chunks';
import type { AppDeps } from '../deps';
import { referenceName } from '../i18n/reference-names';
import { storedNames, type NameTable } from '../reference/names';
import { horoscopeReadableWithoutPassword } from '../settings/horoscope-access-lists';

type Deps = Pick<AppDeps, 'database'>;

/** Where the names of each list field's ids live: a reference_options kind, or its own table. */
export const FIELD_SOURCE: Record<PreferenceListField, { table: 'religions' | 'castes' | 'mother_tongues' } | { kind: string }> = {
  maritalStatus: { kind: 'maritalStatus' },
  religion: { table: 'religions' },
  caste: { table: 'castes' },
  motherTongue: { table: 'mother_tongues' },
  education: { kind: 'education' },
  occupation: { kind: 'occupation' },
  annualIncome: { kind: 'income' },
  eatingHabit: { kind: 'eatingHabit' },
  drinkingHabit: { kind: 'drinkingHabit' },
  smokingHabit: { kind: 'smokingHabit' },
  dosh: { kind: 'manglik' },
};

/** The name tables of the preference lists' sources; an id found in more than one takes the later's name. */
const PREFERENCE_NAME_TABLES: readonly NameTable[] = ['reference_options', 'religions', 'castes', 'mother_tongues'];

/**
 * Names of reference ids of any of the preference lists' sources, from the names kept in memory
 * (decision 0972), in the caller's language (decision 0964).
 */
export async function referenceNames(deps: Deps, ids: Iterable<string>): Promise<Map<string, string>> {
  const all = new Set(ids);
  const names = new Map<string, string>();
  if (!all.size) return names;
  const stored = await storedNames(deps.database, new Map(PREFERENCE_NAME_TABLES.map((t) => [t, all])));
  for (const t of PREFERENCE_NAME_TABLES) for (const [id, { name, kind }] of stored.get(t)!) names.set(id, referenceName(kind, name));
  return names;
}

/** The stored preference as plain ids (what scoring and queries need), or null when none is saved. */
export interface PreferenceIds {
  ageFrom: number | null;
  ageTo: number | null;
  /** Inches. */
  heightFrom: number | null;
  heightTo: number | null;
  lists: Record<PreferenceListField, string[]>;
  fatherSide: number;
  motherSide: number;
  crossCousinCustom: boolean;
  updatedAt: number;
}

export const emptyLists = (): Record<PreferenceListField, string[]> =>
  Object.fromEntries(PREFERENCE_LIST_FIELDS.map((f) => [f, [] as string[]])) as unknown as Record<PreferenceListField, string[]>;

export async function loadPreferenceIds(deps: Deps, userId: string): Promise<PreferenceIds | null> {
  return (await preferenceIdsOf(deps, [userId])).get(userId) ?? null;
}

/** loadPreferenceIds for several members in two statements; members without a saved preference are absent. */
export async function preferenceIdsOf(deps: Deps, ids: readonly string[]): Promise<Map<string, PreferenceIds>> {
  const { db } = deps.database;
  const [rows, options] = await Promise.all([
    db.selectFrom('member_preferences').selectAll().where('user_id', 'in', idList(ids)).execute(),
    db.selectFrom('member_preference_options').select(['user_id', 'field', 'option_id']).where('user_id', 'in', idList(ids)).execute(),
  ]);
  const out = new Map<string, PreferenceIds>();
  for (const row of rows)
    out.set(row.user_id, {
      ageFrom: row.age_from,
      ageTo: row.age_to,
      heightFrom: row.height_from,
      heightTo: row.height_to,
      lists: emptyLists(),
      fatherSide: row.father_gen,
      motherSide: row.mother_gen,
      crossCousinCustom: row.cross_cousin_custom === 1,
      updatedAt: row.updated_at,
    });
  for (const o of options) out.get(o.user_id)?.lists[o.field].push(o.option_id);
  for (const pref of out.values()) for (const f of PREFERENCE_LIST_FIELDS) pref.lists[f].sort();
  return out;
}

/** A member's partner preference in the spec's names, each id with its name; null when none is saved. */
export async function loadPreference(deps: Deps, userId: string): Promise<Preference | null> {
  const ids = await loadPreferenceIds(deps, userId);
  if (!ids) return null;
  const names = await referenceNames(deps, PREFERENCE_LIST_FIELDS.flatMap((f) => ids.lists[f]));
  const named = (list: string[]): PreferenceOption[] => list.map((id) => ({ _id: id, name: names.get(id) ?? id }));
  return {
    ageFrom: ids.ageFrom,
    ageTo: ids.ageTo,
    heightFeetFrom: ids.heightFrom === null ? null : fromInches(ids.heightFrom),
    heightFeetTo: ids.heightTo === null ? null : fromInches(ids.heightTo),
    maritalStatus: named(ids.lists.maritalStatus),
    religion: named(ids.lists.religion),
    caste: named(ids.lists.caste),
    motherTongue: named(ids.lists.motherTongue),
    education: named(ids.lists.education),
    occupation: named(ids.lists.occupation),
    annualIncome: named(ids.lists.annualIncome),
    eatingHabit: named(ids.lists.eatingHabit),
    drinkingHabit: named(ids.lists.drinkingHabit),
    smokingHabit: named(ids.lists.smokingHabit),
    dosh: named(ids.lists.dosh),
    fatherSide: ids.fatherSide,
    motherSide: ids.motherSide,
    crossCousinCustom: ids.crossCousinCustom,
    updatedAt: ids.updatedAt,
  };
}

/** Validated input as stored ids (heights in inches, lists sorted). */
export function toPreferenceIds(v: PreferenceValues, now: number): PreferenceIds {
  const lists = emptyLists();
  for (const f of PREFERENCE_LIST_FIELDS) lists[f] = [...v[f]].sort();
  return {
    ageFrom: v.ageFrom,
    ageTo: v.ageTo,
    heightFrom: v.heightFeetFrom ? toInches(v.heightFeetFrom) : null,
    heightTo: v.heightFeetTo ? toInches(v.heightFeetTo) : null,
    lists,
    fatherSide: v.fatherSide,
    motherSide: v.motherSide,
    crossCousinCustom: v.crossCousinCustom,
    updatedAt: now,
  };
}

export function samePreference(a: PreferenceIds, b: PreferenceIds): boolean {
  const { updatedAt: _a, ...x } = a;
  const { updatedAt: _b, ...y } = b;
  return JSON.stringify(x) === JSON.stringify(y);
}

/** Replaces the member's preference in one atomic batch. */
export async function writePreference(deps: Deps, userId: string, p: PreferenceIds): Promise<void> {
  const { db } = deps.database;
  const row = {
    user_id: userId,
    age_from: p.ageFrom,
    age_to: p.ageTo,
    height_from: p.heightFrom,
    height_to: p.heightTo,
    father_gen: p.fatherSide,
    mother_gen: p.motherSide,
    cross_cousin_custom: p.crossCousinCustom ? 1 : 0,
    updated_at: p.updatedAt,
  };
  const options = PREFERENCE_LIST_FIELDS.flatMap((field) => p.lists[field].map((option_id) => ({ user_id: userId, field, option_id })));
  await deps.database.batch([
    db
      .insertInto('member_preferences')
      .values(row)
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...row, user_id: undefined })),
    db.deleteFrom('member_preference_options').where('user_id', '=', userId),
    // Up to 40 options in each of eleven lists: in runs within D1's 100 parameters (decision 0970).
    ...rowChunks(options).map((rows) => db.insertInto('member_preference_options').values(rows)),
  ]);
}

/** What a member is, field by field, as the other side of a preference sees it. */
export interface MemberTraits {
  id: string;
  age: number | null;
  heightInches: number | null;
  values: Record<PreferenceListField, string | null>;
}

/** What member `userId` is, as `viewerId` may see it (the member themself: everything). */
export async function memberTraits(deps: Pick<AppDeps, 'database' | 'now'>, userId: string, viewerId: string): Promise<MemberTraits | null> {
  return (await memberTraitsOf(deps, [userId], viewerId)).get(userId) ?? null;
}

/**
 * memberTraits for several members in one statement; ids that are not members are absent. The
 * dosh (manglik) is a value of the horoscope: null where `viewerId` may not see it without a
 * password, so no match percentage or field-by-field match reveals it (docs/decisions/0445).
 */
export async function memberTraitsOf(deps: Pick<AppDeps, 'database' | 'now'>, ids: readonly string[], viewerId: string): Promise<Map<string, MemberTraits>> {
  const rows = await deps.database.db
    .selectFrom('users as u')
    .leftJoin('member_profiles as p', 'p.user_id', 'u.id')
    .leftJoin('member_settings as s', 's.user_id', 'u.id')
    .select([
      'u.id',
      'u.role',
      'u.dob',
      'u.religion_id',
      'u.mother_tongue_id',
      'p.height_inches',
      'p.marital_status_id',
      'p.caste_id',
      'p.education_id',
      'p.occupation_id',
      'p.annual_income_id',
      'p.eating_habit_id',
      'p.drinking_habit_id',
      'p.smoking_habit_id',
      'p.manglik_id',
      's.horoscope_privacy',
    ])
    .where('u.id', 'in', idList(ids))
    .execute();
  const now = deps.now();
  // Members only (role 2), checked here: `where u.role = 2` made SQLite walk the role index over
  // every member instead of looking the ids up by primary key.
  return new Map(
    rows
      .filter((row) => row.role === 2)
      .map((row): [string, MemberTraits] => [
        row.id,
        {
          id: row.id,
          age: row.dob ? ageInYears(row.dob, now) : null,
          heightInches: row.height_inches ?? null,
          values: {
            maritalStatus: row.marital_status_id ?? null,
            religion: row.religion_id,
            caste: row.caste_id ?? null,
            motherTongue: row.mother_tongue_id,
            education: row.education_id ?? null,
            occupation: row.occupation_id ?? null,
            annualIncome: row.annual_income_id ?? null,
            eatingHabit: row.eating_habit_id ?? null,
            drinkingHabit: row.drinking_habit_id ?? null,
            smokingHabit: row.smoking_habit_id ?? null,
            dosh: horoscopeReadableWithoutPassword(viewerId, row.id, row.horoscope_privacy) ? (row.manglik_id ?? null) : null,
          },
        },
      ]),
  );
}
