import { SOCIAL_TEXT } from '../../contract/social';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';

/** A member able to be seen: exists, is a member, and is active (not deactivated, blocked by an admin, or deleted). */
export async function activeMember(deps: AppDeps, id: string) {
  const row = await deps.database.db
    .selectFrom('users')
    .select(['id', 'name', 'gender', 'dob', 'status', 'role'])
    .where('id', '=', id)
    .where('role', '=', 2)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!row) throw notFound(SOCIAL_TEXT.profileNotAvailable);
  return row;
}
