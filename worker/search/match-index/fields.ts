import { PREFERENCE_LIST_FIELDS, type PreferenceListField } from '../../../contract/preferences';

/**
 * The coded columns of the match index, by their SQL column name: every list filter of Profile
 * Matches (COLUMNS in ../matches.ts) and every preference-relevant trait (TRAIT_COLUMN in
 * ../../preferences/recommendations.ts). The `u.`/`p.` prefix there is the table; here the bare
 * name is the key.
 */
/** `phone_verified` is 1 or NULL (migrations/0052): two codes, whatever the number of members. */
export const USER_CODED = ['mother_tongue_id', 'religion_id', 'profile_for', 'phone_verified'] as const;
export const PROFILE_CODED = [
  'marital_status_id',
  'caste_id',
  'nakshatra_id',
  'manglik_id',
  'education_id',
  'employed_in_id',
  'occupation_id',
  'annual_income_id',
  'country_id',
  'state_id',
  'city_id',
  'citizenship_id',
  'physical_status_id',
  'complexion_id',
  'body_type_id',
  'eating_habit_id',
  'drinking_habit_id',
  'smoking_habit_id',
  'family_value_id',
  'family_type_id',
  'family_status_id',
  'have_children_id',
] as const;

export type CodedName = (typeof USER_CODED)[number] | (typeof PROFILE_CODED)[number];
/** The coded columns that are values of the horoscope (COLUMNS' `horoscope` filters, the dosh preference). */
export const HOROSCOPE_CODED: ReadonlySet<CodedName> = new Set<CodedName>(['nakshatra_id', 'manglik_id']);
export const CODED: readonly CodedName[] = [...USER_CODED, ...PROFILE_CODED];

/** `p.caste_id` → `caste_id`; throws on a column the index does not hold, so a new filter cannot silently miss it. */
export function codedName(column: string): CodedName {
  const name = column.replace(/^[a-z]+\./, '');
  if (!(CODED as readonly string[]).includes(name)) throw new Error(`The match index has no column ${column}`);
  return name as CodedName;
}

/** Position of each preference list field: a member's preference options are stored as field·2²⁴ + code. */
export const FIELD_INDEX = new Map<PreferenceListField, number>(PREFERENCE_LIST_FIELDS.map((f, i) => [f, i]));
export const FIELD_SHIFT = 2 ** 24;
