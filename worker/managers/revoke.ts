import type { AppDeps } from '../deps';

/** Ends a manager's sessions for one profile (they left, or were removed). */
export function revokeSessionsOfManager(deps: Pick<AppDeps, 'database' | 'now'>, profileId: string, accountId: string) {
  return deps.database.db
    .updateTable('sessions')
    .set({ revoked_at: deps.now() })
    .where('user_id', '=', profileId)
    .where('managed_by', '=', accountId)
    .where('revoked_at', 'is', null);
}
