import { ageInYears } from '../../contract/limits';
import { PREFERENCE_LIST_FIELDS } from '../../contract/preferences';
import type { Database } from '../db/database';
import { DEMO_EMAIL_DOMAIN } from '../seed/demo-people';
import { pickWith as pick, seededRandom } from '../seed/random';
import { emptyLists, type PreferenceIds } from './queries';

/**
 * The preferences part of the demo community: most demo members (and always the README's
 * account) state a partner preference plausible for their community: an age range around
 * their own (men a little younger, women a little older), their religion, mostly their
 * mother tongue and often their caste, never-married partners, an education like their own.
 * The same on every machine (seeded); members who already have a preference are skipped.
 */

const hash = (s: string) => {
  let h = 11;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  return h;
};
const README_ACCOUNT = `aarav.sharma@${DEMO_EMAIL_DOMAIN}`;

const EDUCATION_FAMILIES: string[][] = [
  ['education.be-btech', 'education.me-mtech', 'education.mba-pgdm', 'education.msc'],
  ['education.mbbs', 'education.msc', 'education.be-btech'],
  ['education.ca', 'education.bcom', 'education.mba-pgdm'],
  ['education.ba', 'education.llb', 'education.msc', 'education.bcom'],
];

export interface DemoMemberTraits {
  id: string;
  email: string;
  gender: 'male' | 'female' | null;
  dob: string | null;
  religion_id: string | null;
  mother_tongue_id: string | null;
  caste_id: string | null;
  height_inches: number | null;
  marital_status_id: string | null;
  education_id: string | null;
  eating_habit_id: string | null;
  manglik_id: string | null;
}

/** One member's demo preference, or null for the members who state none; exported for tests. */
export function demoPreference(m: DemoMemberTraits, now: number): PreferenceIds | null {
  // Seeded by the e-mail, which every install shares (ids are new each time): the same demo everywhere.
  const rnd = seededRandom(hash(m.email) ^ 20261123);
  const readme = m.email === README_ACCOUNT;
  if (!readme && rnd() < 0.12) return null;
  const age = m.dob ? ageInYears(m.dob, now) : 28;
  const male = m.gender === 'male';
  const lists = emptyLists();
  const ageFrom = Math.max(18, male ? age - 6 : age - 1);
  const ageTo = Math.min(70, male ? age + 1 : age + 6);
  let heightFrom: number | null = null;
  let heightTo: number | null = null;
  if (m.height_inches && (readme || rnd() < 0.6)) {
    heightFrom = male ? Math.max(48, m.height_inches - 10) : m.height_inches;
    heightTo = male ? m.height_inches : Math.min(95, m.height_inches + 10);
  }
  if (m.religion_id) lists.religion = [m.religion_id];
  if (m.mother_tongue_id && (readme || rnd() < 0.7)) lists.motherTongue = [m.mother_tongue_id];
  if (m.caste_id && !readme && rnd() < 0.4) lists.caste = [m.caste_id];
  lists.maritalStatus = m.marital_status_id && m.marital_status_id !== 'maritalStatus.single' ? ['maritalStatus.single', m.marital_status_id] : ['maritalStatus.single'];
  if (m.education_id && (readme || rnd() < 0.75)) {
    const family = EDUCATION_FAMILIES.find((f) => f.includes(m.education_id!)) ?? [m.education_id];
    lists.education = [...new Set([m.education_id, ...family])];
  }
  if (m.eating_habit_id === 'eatingHabit.vegetarian' || m.eating_habit_id === 'eatingHabit.jain') {
    if (readme || rnd() < 0.6) lists.eatingHabit = ['eatingHabit.vegetarian', 'eatingHabit.jain'];
  }
  if (rnd() < 0.5) lists.smokingHabit = ['smokingHabit.no'];
  if (m.manglik_id === 'manglik.yes' && rnd() < 0.5) lists.dosh = ['manglik.yes', 'manglik.anshik-partial'];
  for (const f of PREFERENCE_LIST_FIELDS) lists[f].sort();
  return {
    ageFrom,
    ageTo,
    heightFrom,
    heightTo,
    lists,
    fatherSide: pick(rnd, [3, 3, 3, 4, 5]),
    motherSide: pick(rnd, [3, 3, 3, 2, 4]),
    crossCousinCustom: false,
    updatedAt: now,
  };
}

export async function seedDemoPreferences(database: Database, now: number): Promise<void> {
  const { db } = database;
  const members = await db
    .selectFrom('users as u')
    .innerJoin('member_profiles as p', 'p.user_id', 'u.id')
    .leftJoin('member_preferences as mp', 'mp.user_id', 'u.id')
    .select([
      'u.id',
      'u.email',
      'u.gender',
      'u.dob',
      'u.religion_id',
      'u.mother_tongue_id',
      'p.caste_id',
      'p.height_inches',
      'p.marital_status_id',
      'p.education_id',
      'p.eating_habit_id',
      'p.manglik_id',
    ])
    .where('u.email', 'like', `%@${DEMO_EMAIL_DOMAIN}`)
    .where('mp.user_id', 'is', null)
    .orderBy('u.id')
    .execute();
  const rows = [];
  const options = [];
  for (const m of members) {
    const p = demoPreference(m, now);
    if (!p) continue;
    rows.push({
      user_id: m.id,
      age_from: p.ageFrom,
      age_to: p.ageTo,
      height_from: p.heightFrom,
      height_to: p.heightTo,
      father_gen: p.fatherSide,
      mother_gen: p.motherSide,
      updated_at: now,
    });
    for (const field of PREFERENCE_LIST_FIELDS) for (const option_id of p.lists[field]) options.push({ user_id: m.id, field, option_id });
  }
  if (!rows.length) return;
  const chunk = <T>(list: T[], n: number) => Array.from({ length: Math.ceil(list.length / n) }, (_, i) => list.slice(i * n, i * n + n));
  // Only ids the reference data has (an education family may name one an admin removed).
  const known = new Set((await db.selectFrom('reference_options').select('id').where('kind', '=', 'education').execute()).map((r) => r.id));
  const kept = options.filter((o) => o.field !== 'education' || known.has(o.option_id));
  await database.batch([
    ...chunk(rows, 100).map((c) => db.insertInto('member_preferences').values(c).onConflict((oc) => oc.doNothing())),
    ...chunk(kept, 300).map((c) => db.insertInto('member_preference_options').values(c).onConflict((oc) => oc.doNothing())),
  ]);
}
