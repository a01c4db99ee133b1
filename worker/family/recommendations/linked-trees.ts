import { chunks } from '../../db/chunks';
import type { AppDeps } from '../../deps';
import { WEIGHT, type Signal } from './signals';
import { m } from '../../../contract/i18n/paraglide/messages';

/** Why a member of a joined tree is shown, in the caller's language (decision 0963). */
const linkedTreeReason = (name: string | undefined) => (name ? m.server_reason_linked_tree({ name }) : m.server_reason_linked_tree_unnamed());

/**
 * Members already joined to my tree: linked in my list, or whose list links me. Their own
 * linked relatives (either way) are my relatives too, by links both sides approved.
 */
export async function joinedMembers(deps: AppDeps, me: string, linkedInMyList: ReadonlySet<string>): Promise<Set<string>> {
  const rows = await deps.database.db.selectFrom('family_members').select('owner_id').where('linked_user_id', '=', me).where('owner_id', '<>', me).execute();
  return new Set([...linkedInMyList, ...rows.map((r) => r.owner_id)]);
}

export async function linkedTreeRelatives(deps: AppDeps, me: string, joined: ReadonlySet<string>): Promise<Signal[]> {
  const { db } = deps.database;
  const out: Signal[] = [];
  for (const part of chunks([...joined])) {
    const [theirLinks, linkingThem, names] = await Promise.all([
      db.selectFrom('family_members').select(['owner_id as via', 'linked_user_id as userId']).where('owner_id', 'in', part).where('linked_user_id', 'is not', null).execute(),
      db.selectFrom('family_members').select(['linked_user_id as via', 'owner_id as userId']).where('linked_user_id', 'in', part).execute(),
      db.selectFrom('users').select(['id', 'name']).where('id', 'in', part).execute(),
    ]);
    const nameOf = new Map(names.map((n) => [n.id, n.name]));
    for (const r of [...theirLinks, ...linkingThem]) {
      if (!r.userId || !r.via || r.userId === me || r.userId === r.via || joined.has(r.userId)) continue;
      out.push({ userId: r.userId, score: WEIGHT.linkedTree, reason: linkedTreeReason(nameOf.get(r.via)) });
    }
  }
  return out;
}
