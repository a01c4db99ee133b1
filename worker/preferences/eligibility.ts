import { ADULT_AGE, ageInYears } from '../../contract/limits';
import { PREFERENCE_TEXT } from '../../contract/preferences';
import type { AppDeps } from '../deps';
import { loadSettings } from '../settings/privacy';

/**
 * Spec §5 "Match recommendation eligibility", checked in the spec's order; the first rule not
 * met gives its §2 message. Gotra is required only where the member's community has gotras
 * (docs/decisions/0522-recommendation-eligibility.md).
 */
export async function recommendationBlock(deps: AppDeps, userId: string): Promise<string | null> {
  const { db } = deps.database;
  const [user, profile, prefLists] = await Promise.all([
    db.selectFrom('users').select(['dob', 'is_email_verified', 'religion_id']).where('id', '=', userId).executeTakeFirst(),
    db.selectFrom('member_profiles').select(['gotra_id', 'caste_id']).where('user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('member_preference_options')
      .select('field')
      .where('user_id', '=', userId)
      .where('field', 'in', ['maritalStatus', 'education'])
      .limit(1)
      .execute(),
  ]);
  if (!user || !user.dob || ageInYears(user.dob, deps.now()) < ADULT_AGE) return PREFERENCE_TEXT.minor;
  if (user.is_email_verified !== 1) return PREFERENCE_TEXT.emailNotVerified;
  if (!profile?.gotra_id && (await gotraRequired(deps, profile?.caste_id ?? null, user.religion_id))) return PREFERENCE_TEXT.noGotra;
  if (!prefLists.length) return PREFERENCE_TEXT.noPreference;
  if (!(await loadSettings(deps, userId)).matchEnabled) return PREFERENCE_TEXT.matchDisabled;
  return null;
}

/** A gotra is asked for when the member's caste has gotras, or, with no caste given, when any caste of their religion has. */
export async function gotraRequired(deps: AppDeps, casteId: string | null, religionId: string | null): Promise<boolean> {
  const { db } = deps.database;
  if (casteId) return !!(await db.selectFrom('gotras').select('id').where('caste_id', '=', casteId).limit(1).executeTakeFirst());
  if (!religionId) return true;
  const row = await db
    .selectFrom('gotras')
    .innerJoin('castes', 'castes.id', 'gotras.caste_id')
    .select('gotras.id')
    .where('castes.religion_id', '=', religionId)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}
