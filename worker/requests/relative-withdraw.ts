import { sql, type SqlBool } from 'kysely';
import { REQUESTS_TEXT } from '../../contract/requests';
import type { AppDeps } from '../deps';
import type { Session } from '../http/context';
import { conflict } from '../http/errors';
import { localeOf } from '../i18n/reader-locale';
import { notificationInsertIf } from '../notifications/notify';
import { tellChanged } from '../notifications/tell-changed';
import { isBlockedEitherWay } from '../social/reach';
import { entryRelationFor } from './for-relative';
import type { MemberRequestRow } from './queries';
import { relativeWithdrewText, withdrawnByRelativeText } from './rules';

/**
 * The member an interest was sent for withdraws it (decision 0724; the caller checked that the
 * request's entry is linked to them). As for the sender: only from pending, one conditional
 * update, and both the candidate and the sender told in the same batch when it changed — each
 * only when there is no block between them and the caller.
 */
export async function relativeWithdraw(deps: AppDeps, session: Session, row: MemberRequestRow) {
  const me = session.userId;
  const requestId = row.id;
  if (row.status === 'withdrawn') return { changed: false as const, message: REQUESTS_TEXT.withdrawn, requestId };
  if (row.status !== 'pending') throw conflict(REQUESTS_TEXT.notPending);
  const { db } = deps.database;
  const [candidate, sender, candidateBlocked, senderBlocked] = await Promise.all([
    db.selectFrom('users').select(['name', 'language']).where('id', '=', row.to_user_id).executeTakeFirstOrThrow(),
    db.selectFrom('users').select(['name', 'language']).where('id', '=', row.from_user_id).executeTakeFirstOrThrow(),
    isBlockedEitherWay(deps, me, row.to_user_id),
    isBlockedEitherWay(deps, me, row.from_user_id),
  ]);
  const relation = row.for_member_id ? await entryRelationFor(deps, row.for_member_id, row.from_user_id) : null;
  const now = deps.now();
  const moved = sql<SqlBool>`exists (select 1 from member_requests where id = ${requestId} and status = 'withdrawn' and updated_at = ${now})`;
  const relative = { name: session.user.name, gender: session.user.gender };
  await deps.database.batch([
    db.updateTable('member_requests').set({ status: 'withdrawn', updated_at: now }).where('id', '=', requestId).where('status', '=', 'pending'),
    ...(candidateBlocked
      ? []
      : [notificationInsertIf(deps, { userId: row.to_user_id, senderId: me, type: 'member_request_withdrawn', content: withdrawnByRelativeText(relative, sender.name, localeOf(candidate)), link: '/requests' }, moved)]),
    ...(senderBlocked
      ? []
      : [notificationInsertIf(deps, { userId: row.from_user_id, senderId: me, type: 'member_request_withdrawn', content: relativeWithdrewText(relation, relative, candidate.name, localeOf(sender)), link: '/requests' }, moved)]),
  ]);
  await Promise.all([row.to_user_id, row.from_user_id].map((id) => tellChanged(deps, id, ['requests', 'notifications'])));
  return { changed: true as const, message: REQUESTS_TEXT.withdrawn, requestId };
}
