import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { AppDeps } from '../../deps';
import { notificationInsertIf } from '../../notifications/notify';

/** Notifications of the link flow; the family links page is where they are answered. */
export const LINKS_PAGE = '/familyLinks';

export interface LinkNote {
  userId: string;
  senderId: string;
  type: 'family_link_request' | 'family_link_answer' | 'family_link_unlink';
  content: string;
  link: string;
}

/** Guarded like every request notification (worker/notifications/notify.ts notificationInsertIf). */
export const noteIf = (deps: AppDeps, n: LinkNote, guard: RawBuilder<SqlBool>) => notificationInsertIf(deps, n, guard);

/** True when the request row has `status` and was written at `at` (i.e. by this very batch). */
export const requestNowIs = (requestId: string, status: string, at: number) =>
  sql<SqlBool>`exists (select 1 from family_link_requests where id = ${requestId} and status = ${status} and updated_at = ${at})`;
