import { TREE_TEXT } from '../../../contract/family-tree';
import type { AppDeps } from '../../deps';
import { forbidden, notFound } from '../../http/errors';
import { isActiveMember, isBlockedEitherWay } from '../../social/reach';
import { latestTreeRequest } from './view-requests';

export interface TreeOwnerRow {
  id: string;
  name: string;
  gender: 'male' | 'female' | null;
  /** The accepted tree view request that opens another member's tree to the viewer; null for their own. */
  viewId: string | null;
}

/**
 * Who may see whose tree (docs/decisions/0741): their own, always; another member's only after
 * that member accepted the viewer's tree view request. A block either way, a deactivated or a
 * deleted member: 404, as if there were no such member. Otherwise 403 with the way to ask.
 */
export async function treeOwnerFor(deps: AppDeps, viewerId: string, ownerId: string): Promise<TreeOwnerRow> {
  const { db } = deps.database;
  const owner = await db
    .selectFrom('users')
    .select(['id', 'name', 'gender'])
    .where('id', '=', ownerId)
    .where(isActiveMember('users'))
    .executeTakeFirst();
  if (!owner) throw notFound(TREE_TEXT.profileNotAvailable);
  if (ownerId === viewerId) return { ...owner, viewId: null };
  const [blocked, latest] = await Promise.all([isBlockedEitherWay(deps, viewerId, ownerId), latestTreeRequest(deps, viewerId, ownerId)]);
  if (blocked) throw notFound(TREE_TEXT.profileNotAvailable);
  // Read from the table on every call, never cached: an ended tree view closes at once (decision 0743).
  if (latest?.status === 'accepted') return { ...owner, viewId: latest.id };
  if (latest?.status === 'pending') throw forbidden(TREE_TEXT.waitingForAnswer);
  if (latest?.status === 'rejected') throw forbidden(TREE_TEXT.declinedAsk);
  // No request, or an accepted one the owner or the viewer ended ('withdrawn'): ask (again).
  throw forbidden(TREE_TEXT.askFirst);
}
