import type { Selectable } from 'kysely';
import type { AppDeps } from '../deps';
import type { UsersTable } from '../db/tables/accounts';

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

/** Users with their mother tongue in one read: what the session check and sign-in answer with. */
export function usersWithMotherTongue(deps: AppDeps) {
  return deps.database.db
    .selectFrom('users')
    .leftJoin('mother_tongues', 'mother_tongues.id', 'users.mother_tongue_id')
    .selectAll('users')
    .select(['mother_tongues.mothertongue as mt_name', 'mother_tongues.code as mt_code']);
}

export function motherTongueRef(row: { mother_tongue_id: string | null; mt_name: string | null; mt_code: string | null }): MotherTongueRef | null {
  return row.mother_tongue_id && row.mt_name && row.mt_code ? { _id: row.mother_tongue_id, mothertongue: row.mt_name, code: row.mt_code } : null;
}

/**
 * The signed-in user as the browser keeps it (spec §3 "Current user"). Later issues add the
 * profile sections; the names here are the spec's.
 */
export function toSessionUser(u: UserRow, motherTongue: MotherTongueRef | null) {
  return {
    _id: u.id,
    name: u.name,
    email: u.email,
    gender: u.gender,
    DOB: u.dob,
    phone: u.phone,
    userRole: u.role,
    isEmailVerified: u.is_email_verified === 1,
    profilePicture: u.profile_picture ?? (u.gender === 'female' ? 'female.png' : 'male.png'),
    planId: u.plan_id,
    basicDetails: {
      name: u.name,
      profileFor: u.profile_for,
      maritalStatus: null as string | null,
      motherTongue,
    },
    setting: { matchEnabled: true },
    createdAt: u.created_at,
  };
}
export type SessionUser = ReturnType<typeof toSessionUser>;

/** The session user of an existing id, read fresh (after sign-in, or for another member). */
export async function loadSessionUser(deps: AppDeps, id: string): Promise<SessionUser> {
  const row = await usersWithMotherTongue(deps).where('users.id', '=', id).executeTakeFirstOrThrow();
  return toSessionUser(row, motherTongueRef(row));
}
