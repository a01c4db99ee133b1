import type { AppDeps } from '../deps';
import { loadSettings } from '../settings/privacy';
import { hasAcceptedRequest } from '../social/relationships';
import { isBlockedEitherWay } from '../social/reach';

/**
 * May `viewerId` (null: signed out) see the pictures of `ownerId`? The owner always; a block
 * either way, never; otherwise the owner's photo privacy: everyone, members (anyone signed
 * in), or accepted (members with an accepted request between them). An owner who is not
 * active (deactivated, blocked, deleted) shows nobody else their pictures.
 */
export async function mayViewPictures(deps: AppDeps, owner: { id: string; status: string }, viewerId: string | null): Promise<boolean> {
  if (viewerId === owner.id) return true;
  if (owner.status !== 'active') return false;
  if (viewerId && (await isBlockedEitherWay(deps, owner.id, viewerId))) return false;
  const { photoPrivacy } = await loadSettings(deps, owner.id);
  if (photoPrivacy === 'everyone') return true;
  if (!viewerId) return false;
  if (photoPrivacy === 'members') return true;
  return hasAcceptedRequest(deps, owner.id, viewerId);
}
