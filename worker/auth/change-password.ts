import { TEXT } from '../../contract/texts';
import type { AppDeps } from '../deps';
import type { Session } from '../http/context';
import { badRequest } from '../http/errors';
import { hashPassword, verifyPassword } from './passwords';
import { revokeAllSessionsQuery } from './sessions';
import { findUserById } from './users';

/** Changes the caller's password and ends their other sessions (members and admins alike). */
export async function changePassword(
  deps: AppDeps,
  session: Session,
  input: { oldPassword: string; newPassword: string },
): Promise<void> {
  const user = await findUserById(deps, session.userId);
  if (!user || !(await verifyPassword(input.oldPassword, user.password_hash))) {
    throw badRequest(TEXT.wrongCurrentPassword, { oldPassword: TEXT.wrongCurrentPassword });
  }
  const hash = await hashPassword(input.newPassword, deps.config.passwordHashMemoryKib);
  await deps.database.batch([
    deps.database.db.updateTable('users').set({ password_hash: hash, updated_at: deps.now() }).where('id', '=', user.id),
    revokeAllSessionsQuery(deps, user.id, session.sessionId),
  ]);
}
