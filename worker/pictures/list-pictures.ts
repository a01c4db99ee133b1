import { DEFAULT_SETTINGS } from '../../contract/settings';
import { chunks, IN_LIST_MAX } from '../db/chunks';
import type { AppDeps } from '../deps';
import { blockedAmong, isActive } from '../social/reach';
import { defaultPicture, signedPictureUrl } from './urls';


/**
 * The profile picture `viewerId` may load of each member of a list (search results,
 * recommendations, cards): the same rule as pictureUrlsFor / mayViewPictures, decided for the
 * whole page in three statements instead of four a card. Unknown ids are left out of the map.
 */
export async function profilePicturesFor(deps: AppDeps, ownerIds: readonly string[], viewerId: string): Promise<Map<string, string>> {
  const { db } = deps.database;
  const ids = [...new Set(ownerIds)];
  const out = new Map<string, string>();
  if (ids.length === 0) return out;
  const owners = (
    await Promise.all(
      chunks(ids).map((part) =>
        db
          .selectFrom('users as u')
          .leftJoin('member_settings as s', 's.user_id', 'u.id')
          .select(['u.id', 'u.gender', 'u.role', 'u.status', 'u.profile_picture', 's.photo_privacy'])
          .where('u.id', 'in', part)
          .execute(),
      ),
    )
  ).flat();
  const others = ids.filter((id) => id !== viewerId);
  const [blocked, accepted] = await Promise.all([
    blockedAmong(deps, viewerId, others),
    owners.some((o) => o.photo_privacy === 'accepted') ? acceptedWith(deps, viewerId, others) : new Set<string>(),
  ]);
  for (const o of owners) {
    const privacy = o.photo_privacy ?? DEFAULT_SETTINGS.photoPrivacy;
    const may =
      o.id === viewerId ||
      (isActive(o) && !blocked.has(o.id) && (privacy === 'everyone' || privacy === 'members' || (privacy === 'accepted' && accepted.has(o.id))));
    out.set(o.id, may && o.profile_picture ? await signedPictureUrl(deps, o.profile_picture, viewerId) : defaultPicture(o.gender));
  }
  return out;
}

/** The members of `ids` with an accepted request between them and `me`, either way. */
async function acceptedWith(deps: AppDeps, me: string, ids: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  // Each part is bound twice (either way): half a list, within D1's 100 parameters (decision 0970).
  for (const part of chunks(ids, IN_LIST_MAX / 2)) {
    const rows = await deps.database.db
      .selectFrom('member_requests')
      .select(['from_user_id', 'to_user_id'])
      .where('status', '=', 'accepted')
      .where('type', '!=', 'tree')
      .where((eb) => eb.or([eb.and([eb('from_user_id', '=', me), eb('to_user_id', 'in', part)]), eb.and([eb('to_user_id', '=', me), eb('from_user_id', 'in', part)])]))
      .execute();
    for (const r of rows) found.add(r.from_user_id === me ? r.to_user_id : r.from_user_id);
  }
  return found;
}
