import { LOGS_TEXT, type CreateLog } from '../../../contract/admin/logs';
import type { AppDeps } from '../../deps';
import type { Session } from '../../http/context';
import { REASON } from '../../../contract/reasons';
import { ApiError } from '../../http/errors';
import { newId } from '../../ids';
import { isMainAdmin } from '../admins/accounts';

/**
 * The reason rule of spec §4/§6 (docs/decisions/0810), shared by the User Logs and the API logs:
 * the main administrator (the configured ADMIN_EMAIL) deletes logs at once; any other
 * administrator must first have recorded why ('Record Log', `POST /admin/createlog`) within
 * this window. The server checks it, so a client that skips the modal is refused all the same.
 */
export const REASON_WINDOW_MS = 10 * 60 * 1000;

export async function recordLogAccess(deps: AppDeps, admin: Session, input: CreateLog) {
  const row = {
    id: newId(),
    admin_id: admin.userId,
    admin_email: admin.user.email,
    accessed_for: input.accessedFor,
    content: input.content,
    created_at: deps.now(),
  };
  await deps.database.db.insertInto('log_access_records').values(row).execute();
  return row;
}

/** This administrator's latest reason within the window, or null. */
export async function recentReason(deps: AppDeps, admin: Session): Promise<string | null> {
  const row = await deps.database.db
    .selectFrom('log_access_records')
    .select('accessed_for')
    .where('admin_id', '=', admin.userId)
    .where('created_at', '>=', deps.now() - REASON_WINDOW_MS)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.accessed_for ?? null;
}

/**
 * Passes for the main administrator, or for one who recorded a reason in the last
 * REASON_WINDOW_MS; otherwise a 403 whose `reason` word opens the screen's 'Record Log' modal. Returns the reason (null for
 * the main administrator without one), for the delete's audit entry.
 */
export async function assertMayDeleteLogs(deps: AppDeps, admin: Session): Promise<string | null> {
  const reason = await recentReason(deps, admin);
  if (reason !== null || isMainAdmin(deps, admin.user.email)) return reason;
  throw new ApiError(403, LOGS_TEXT.reasonFirst, undefined, undefined, REASON.logReasonFirst);
}
