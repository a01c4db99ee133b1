import { sql, type SqlBool } from 'kysely';
import { TREE_TEXT, type TreeViewRequest } from '../../../contract/family-tree';
import type { AppDeps } from '../../deps';
import type { Session } from '../../http/context';
import { conflict, forbidden, notFound } from '../../http/errors';
import { newId } from '../../ids';
import { profilePicturesFor } from '../../pictures/list-pictures';
import { inReachOf, reachableMember } from '../../social/reach';
import { notificationInsertIf, type NewNotification } from '../../notifications/notify';
import { tellChanged } from '../../notifications/tell-changed';
import { m } from '../../../contract/i18n/paraglide/messages';
import { readerLocale } from '../../i18n/reader-locale';

/**
 * Tree view requests: rows of member_requests with type 'tree' (decision 0465), from the member
 * who wants to see a tree to its owner. Rules in docs/decisions/0741-tree-view-requests.md.
 */
export const TREE_REQUEST = 'tree';

export type Outcome = { changed: boolean; message: string; requestId: string | null };

/** The caller's newest tree request to `ownerId`, any status. */
export async function latestTreeRequest(deps: AppDeps, from: string, ownerId: string) {
  return deps.database.db
    .selectFrom('member_requests')
    .select(['id', 'status'])
    .where('type', '=', TREE_REQUEST)
    .where('from_user_id', '=', from)
    .where('to_user_id', '=', ownerId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * `POST /user/request/viewTree`. One open (pending or accepted) request per pair and direction:
 * asking again answers code 4 and changes nothing. The insert and the owner's notification run
 * in one batch guarded by NOT EXISTS, so two clicks make one request and one notification.
 */
export async function sendTreeRequest(deps: AppDeps, session: Session, ownerId: string): Promise<Outcome> {
  const me = session.userId;
  await reachableMember(deps, me, ownerId, TREE_TEXT);
  const latest = await latestTreeRequest(deps, me, ownerId);
  if (latest?.status === 'pending') return { changed: false, message: TREE_TEXT.alreadySent, requestId: latest.id };
  if (latest?.status === 'accepted') return { changed: false, message: TREE_TEXT.alreadyAccepted, requestId: latest.id };
  // As for every member request (decision 0541): after a no, asking again would be pestering.
  if (latest?.status === 'rejected') throw conflict(TREE_TEXT.declinedAsk);

  const { db } = deps.database;
  const id = newId();
  const now = deps.now();
  const open = sql<SqlBool>`not exists (select 1 from member_requests m where m.type = ${TREE_REQUEST} and m.status in ('pending', 'accepted') and m.from_user_id = ${me} and m.to_user_id = ${ownerId})`;
  await deps.database.batch([
    db
      .insertInto('member_requests')
      .columns(['id', 'from_user_id', 'to_user_id', 'type', 'status', 'created_at', 'updated_at'])
      .expression(
        db
          .selectNoFrom((eb) => [
            eb.val(id).as('id'),
            eb.val(me).as('from_user_id'),
            eb.val(ownerId).as('to_user_id'),
            eb.val(TREE_REQUEST).as('type'),
            eb.val('pending').as('status'),
            eb.val(now).as('created_at'),
            eb.val(now).as('updated_at'),
          ])
          .where(open),
      ),
    noteIfRequest(deps, id, null, {
      userId: ownerId,
      senderId: me,
      type: 'member_request',
      content: m.server_note_tree_view_asked({ name: session.user.name }, { locale: await readerLocale(deps, ownerId) }),
      // The owner answers on /familyMember, in the 'Family Tree View Requests' card.
      link: '/familyMember',
    }),
  ]);
  const made = await db.selectFrom('member_requests').select('id').where('id', '=', id).executeTakeFirst();
  if (!made) return { changed: false, message: TREE_TEXT.alreadySent, requestId: null };
  await Promise.all([tellChanged(deps, ownerId, ['requests', 'notifications', 'treeViews']), tellChanged(deps, me, ['treeViews'])]);
  return { changed: true, message: TREE_TEXT.requestSent, requestId: id };
}

/**
 * A notification inserted only if the request row exists, with `status`/`updatedAt` when given,
 * as the batch runs.
 */
function noteIfRequest(
  deps: AppDeps,
  requestId: string,
  state: { status: string; updatedAt: number } | null,
  n: NewNotification,
) {
  const guard = state
    ? sql<SqlBool>`exists (select 1 from member_requests where id = ${requestId} and status = ${state.status} and updated_at = ${state.updatedAt})`
    : sql<SqlBool>`exists (select 1 from member_requests where id = ${requestId})`;
  return notificationInsertIf(deps, n, guard);
}

/** `POST /user/getTreeRequest`: the caller's received pending tree requests, newest first, from members they can still see. */
export async function receivedTreeRequests(deps: AppDeps, me: string): Promise<TreeViewRequest[]> {
  const rows = await deps.database.db
    .selectFrom('member_requests as r')
    .innerJoin('users as u', 'u.id', 'r.from_user_id')
    .select(['r.id as rid', 'r.created_at', 'u.id', 'u.name'])
    .where('r.to_user_id', '=', me)
    .where('r.type', '=', TREE_REQUEST)
    .where('r.status', '=', 'pending')
    .where(inReachOf(me, 'u'))
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(100)
    .execute();
  const pictures = await profilePicturesFor(deps, rows.map((r) => r.id), me);
  return rows.map((r) => ({
    _id: r.rid,
    requestFrom: { _id: r.id, profilePicture: pictures.get(r.id) ?? '', basicDetails: { name: r.name } },
    createdAt: r.created_at,
  }));
}

/**
 * `POST /user/update/request/viewTree`: the owner accepts or rejects a pending request. Anyone
 * else, or a request of another kind, finds no such request; the requester is told either way.
 */
export async function answerTreeRequest(deps: AppDeps, session: Session, requestId: string, status: 'accepted' | 'rejected'): Promise<Outcome> {
  const me = session.userId;
  const { db } = deps.database;
  const row = await db.selectFrom('member_requests').selectAll().where('id', '=', requestId).where('type', '=', TREE_REQUEST).executeTakeFirst();
  if (!row || (row.from_user_id !== me && row.to_user_id !== me)) throw notFound(TREE_TEXT.noSuchRequest);
  if (row.to_user_id !== me) throw forbidden(TREE_TEXT.onlyOwnerAnswers);
  const message = status === 'accepted' ? TREE_TEXT.accepted : TREE_TEXT.rejected;
  if (row.status === status) return { changed: false, message, requestId };
  if (row.status !== 'pending') throw conflict(TREE_TEXT.notPending);
  const requester = row.from_user_id;
  // Accepting opens the tree, so the requester must still be reachable; rejecting always works.
  const reachable = await reachableMember(deps, me, requester, TREE_TEXT).then(
    () => true,
    (e: unknown) => {
      if (status === 'accepted') throw e;
      return false;
    },
  );
  const now = deps.now();
  const told = { name: session.user.name };
  const locale = { locale: await readerLocale(deps, requester) };
  await deps.database.batch([
    db.updateTable('member_requests').set({ status, updated_at: now }).where('id', '=', requestId).where('status', '=', 'pending'),
    ...(reachable
      ? [
          noteIfRequest(
            deps,
            requestId,
            { status, updatedAt: now },
            status === 'accepted'
              ? {
                  userId: requester,
                  senderId: me,
                  type: 'member_request_accept',
                  content: m.server_note_tree_view_accepted(told, locale),
                  link: `/${me}/tree`,
                }
              : {
                  userId: requester,
                  senderId: me,
                  type: 'member_request_reject',
                  content: m.server_note_tree_view_declined(told, locale),
                  link: `/viewProfile/${me}`,
                },
          ),
        ]
      : []),
  ]);
  await Promise.all([tellChanged(deps, requester, ['treeViews', 'notifications']), tellChanged(deps, me, ['requests', 'treeViews'])]);
  return { changed: true, message, requestId };
}
