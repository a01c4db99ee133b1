import type { Selectable } from 'kysely';
import type { AppDeps } from '../deps';
import type { UsersTable } from '../db/tables/accounts';
import type { HoroscopePrivacyColumn } from '../db/tables/settings';
import { DEFAULT_SETTINGS } from '../../contract/settings';
import { defaultPicture } from '../pictures/urls';

export type UserRow = Selectable<UsersTable>;
export interface MotherTongueRef {
  _id: string;
  mothertongue: string;
  code: string;
}

export function findUserByEmail(deps: AppDeps, email: string) {
  return deps.database.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(deps: AppDeps, id: string) {
  return deps.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The columns of `users` a session user is made of (toSessionUser), and `status` for the check. */
const SESSION_USER_COLUMNS = [
  'users.id', 'users.role', 'users.email', 'users.name', 'users.gender', 'users.dob', 'users.phone', 'users.status',
  'users.is_email_verified', 'users.profile_picture', 'users.plan_id', 'users.profile_for', 'users.mother_tongue_id',
  'users.created_at', 'users.language', 'users.language_chosen_at', 'users.consent',
] as const;
type SessionUserColumns = Pick<UserRow, (typeof SESSION_USER_COLUMNS)[number] extends `users.${infer C extends keyof UserRow}` ? C : never>;

/**
 * Users with their mother tongue in one read: what the session check and sign-in answer with.
 * Only the columns it needs: every request reads this, and the libSQL client's cost grows with
 * the columns of a statement (issue 13 §4).
 */
export function usersWithMotherTongue(deps: AppDeps) {
  return deps.database.db
    .selectFrom('users')
    .leftJoin('mother_tongues', 'mother_tongues.id', 'users.mother_tongue_id')
    .leftJoin('member_settings', 'member_settings.user_id', 'users.id')
    .leftJoin('member_profiles', 'member_profiles.user_id', 'users.id')
    .leftJoin('reference_options as marital', 'marital.id', 'member_profiles.marital_status_id')
    .select(SESSION_USER_COLUMNS)
    .select([
      'mother_tongues.mothertongue as mt_name',
      'mother_tongues.code as mt_code',
      'member_settings.match_enabled as st_match_enabled',
      'member_settings.horoscope_privacy as st_horoscope_privacy',
      'marital.name as marital_status',
    ]);
}

export function motherTongueRef(row: { mother_tongue_id: string | null; mt_name: string | null; mt_code: string | null }): MotherTongueRef | null {
  return row.mother_tongue_id && row.mt_name && row.mt_code ? { _id: row.mother_tongue_id, mothertongue: row.mt_name, code: row.mt_code } : null;
}

/**
 * The signed-in user as the browser keeps it (spec §3 "Current user"). Later issues add the
 * profile sections; the names here are the spec's.
 */
type SessionExtraColumns = {
  st_match_enabled: number | null;
  st_horoscope_privacy: HoroscopePrivacyColumn | null;
  marital_status: string | null;
};

export function toSessionUser(u: SessionUserColumns & SessionExtraColumns, motherTongue: MotherTongueRef | null) {
  return {
    _id: u.id,
    name: u.name,
    email: u.email,
    gender: u.gender,
    DOB: u.dob,
    phone: u.phone,
    userRole: u.role,
    isEmailVerified: u.is_email_verified === 1,
    profilePicture: u.profile_picture ?? defaultPicture(u.gender),
    planId: u.plan_id,
    basicDetails: {
      name: u.name,
      profileFor: u.profile_for,
      maritalStatus: u.marital_status,
      motherTongue,
    },
    // A member who never saved settings has the defaults (contract/settings.ts).
    setting: {
      matchEnabled: u.st_match_enabled === null ? DEFAULT_SETTINGS.matchEnabled : u.st_match_enabled === 1,
      horoscope: { privacy: u.st_horoscope_privacy ?? DEFAULT_SETTINGS.horoscope.privacy },
      // The language the member chose (decision 0963): the page switches to it after sign-in.
      // Null until they choose: their pages follow the browser's languages.
      language: u.language_chosen_at === null ? null : u.language,
    },
    createdAt: u.created_at,
    // A profile a manager made: the candidate's answer so far (issue 27); null: the member's own.
    consent: u.consent,
  };
}
export type SessionUser = ReturnType<typeof toSessionUser>;

/** The session user of an existing id, read fresh (after sign-in, or for another member). */
export async function loadSessionUser(deps: AppDeps, id: string): Promise<SessionUser> {
  const row = await usersWithMotherTongue(deps).where('users.id', '=', id).executeTakeFirstOrThrow();
  return toSessionUser(row, motherTongueRef(row));
}
