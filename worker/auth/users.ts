import type { Selectable } from 'kysely';
import type { AppDeps } from '../deps';
import type { UsersTable } from '../db/tables/accounts';

export type UserRow = Selectable<UsersTable>;

export function findUserByEmail(deps: AppDeps, email: string) {
  return deps.database.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(deps: AppDeps, id: string) {
  return deps.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

async function motherTongueOf(deps: AppDeps, id: string | null) {
  if (!id) return null;
  const row = await deps.database.db
    .selectFrom('mother_tongues')
    .select(['id', 'mothertongue', 'code'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { _id: row.id, mothertongue: row.mothertongue, code: row.code } : null;
}

/**
 * The signed-in user as the browser keeps it (spec §3 "Current user"). Later issues add the
 * profile sections; the names here are the spec's.
 */
export async function toSessionUser(deps: AppDeps, u: UserRow) {
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
      motherTongue: await motherTongueOf(deps, u.mother_tongue_id),
    },
    setting: { matchEnabled: true },
    createdAt: u.created_at,
  };
}
export type SessionUser = Awaited<ReturnType<typeof toSessionUser>>;
