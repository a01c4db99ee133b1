import { sql, type SqlBool } from 'kysely';
import { TREE_TEXT, type TreeView, type TreeViews } from '../../../contract/family-tree';
import type { AppDeps } from '../../deps';
import type { Session } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { notificationInsertIf } from '../../notifications/notify';
import { tellChanged } from '../../notifications/tell-changed';
import { profilePicturesFor } from '../../pictures/list-pictures';
import { reachableMember } from '../../requests/rules';
import { inReachOf } from '../../social/reach';
import { TREE_REQUEST, type Outcome } from './view-requests';
import { m } from '../../../contract/i18n/paraglide/messages';
import { readerLocale } from '../../i18n/reader-locale';

/**
 * Ending an accepted tree view (docs/decisions/0743): the owner stops sharing, or the viewer
 * stops viewing. The request row turns 'withdrawn', which access (access.ts) reads on every
 * tree call, so the tree closes at once; the viewer may ask again later.
 */

/** The accepted tree views on one side of the caller: whom they share with, or whose trees they see. */
async function acceptedViews(deps: AppDeps, me: string, side: 'viewers' | 'shared'): Promise<TreeView[]> {
  const [mine, theirs] = side === 'viewers' ? (['r.to_user_id', 'r.from_user_id'] as const) : (['r.from_user_id', 'r.to_user_id'] as const);
  const rows = await deps.database.db
    .selectFrom('member_requests as r')
    .innerJoin('users as u', 'u.id', theirs)
    .select(['r.id as rid', 'r.updated_at', 'u.id', 'u.name'])
    .where(mine, '=', me)
    .where('r.type', '=', TREE_REQUEST)
    .where('r.status', '=', 'accepted')
    // Across a block the tree is closed anyway (decision 0741): such a member is not listed.
    .where(inReachOf(me, 'u'))
    .orderBy('r.updated_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(100)
    .execute();
  const pictures = await profilePicturesFor(deps, rows.map((r) => r.id), me);
  return rows.map((r) => ({
    _id: r.rid,
    member: { _id: r.id, profilePicture: pictures.get(r.id) ?? '', basicDetails: { name: r.name } },
    acceptedAt: r.updated_at,
  }));
}

/** `GET /user/treeViews`: who can see my tree, and whose trees I can see. */
export async function treeViewsOf(deps: AppDeps, me: string): Promise<TreeViews> {
  const [viewers, shared] = await Promise.all([acceptedViews(deps, me, 'viewers'), acceptedViews(deps, me, 'shared')]);
  return { viewers, shared };
}

/**
 * `DELETE /user/treeViews/{id}`: only the owner or the viewer of that request; anyone else, or a
 * request of another kind, finds nothing (404). Ending it again is code 4; a request that was
 * never accepted is 409. The update and the other side's notification run in one batch, the
 * notification guarded by the row this batch wrote, so a double click tells nobody twice.
 */
export async function endTreeView(deps: AppDeps, session: Session, requestId: string): Promise<Outcome> {
  const me = session.userId;
  const { db } = deps.database;
  const row = await db.selectFrom('member_requests').selectAll().where('id', '=', requestId).where('type', '=', TREE_REQUEST).executeTakeFirst();
  if (!row || (row.from_user_id !== me && row.to_user_id !== me)) throw notFound(TREE_TEXT.noSuchTreeView);
  const iOwn = row.to_user_id === me;
  const message = iOwn ? TREE_TEXT.stoppedSharing : TREE_TEXT.stoppedViewing;
  if (row.status === 'withdrawn') return { changed: false, message: TREE_TEXT.alreadyEnded, requestId };
  if (row.status !== 'accepted') throw conflict(TREE_TEXT.neverAccepted);

  const otherId = iOwn ? row.from_user_id : row.to_user_id;
  // Ending always works; across a block or to a closed account nobody is told (as for other answers).
  const reachable = await reachableMember(deps, me, otherId).then(
    () => true,
    () => false,
  );
  const now = deps.now();
  const told = { name: session.user.name };
  const locale = { locale: await readerLocale(deps, otherId) };
  await deps.database.batch([
    db.updateTable('member_requests').set({ status: 'withdrawn', updated_at: now }).where('id', '=', requestId).where('status', '=', 'accepted'),
    ...(reachable
      ? [
          notificationInsertIf(
            deps,
            iOwn
              ? // The viewer can ask again from the owner's profile.
                { userId: otherId, senderId: me, type: 'member_request_withdrawn', content: m.server_note_tree_stopped_sharing(told, locale), link: `/viewProfile/${me}` }
              : // The owner sees who else can see the tree on /familyMember.
                { userId: otherId, senderId: me, type: 'member_request_withdrawn', content: m.server_note_tree_stopped_viewing(told, locale), link: '/familyMember' },
            sql<SqlBool>`exists (select 1 from member_requests where id = ${requestId} and status = 'withdrawn' and updated_at = ${now})`,
          ),
        ]
      : []),
  ]);
  const after = await db.selectFrom('member_requests').select(['status', 'updated_at']).where('id', '=', requestId).executeTakeFirst();
  // Another tab or the other side ended it between the read and the batch.
  if (after?.updated_at !== now) return { changed: false, message: TREE_TEXT.alreadyEnded, requestId };
  await Promise.all([tellChanged(deps, otherId, ['treeViews', 'notifications']), tellChanged(deps, me, ['treeViews'])]);
  return { changed: true, message, requestId };
}
