import type { HistoryAction, HistoryEntry } from '../../contract/managers';
import type { AppDeps } from '../deps';
import { newId } from '../ids';

export interface HistoryEvent {
  profileId: string;
  actorId: string | null;
  action: HistoryAction;
  detail?: string | null;
}

/** The statement that records one step in a profile's history; batched with the change it records. */
export function historyInsert(deps: Pick<AppDeps, 'database' | 'now'>, e: HistoryEvent) {
  return deps.database.db
    .insertInto('profile_history')
    .values({ id: newId(), profile_id: e.profileId, actor_id: e.actorId, action: e.action, detail: e.detail ?? null, at: deps.now() });
}

const HISTORY_PAGE = 200;

/**
 * The profile's history, newest first: who did what. An actor is named as they are on the
 * profile now (the candidate, or a manager with their relation); one who has left is still
 * named, as a relative ('relative' when unknown), so the trail keeps its meaning.
 */
export async function profileHistory(deps: Pick<AppDeps, 'database'>, profileId: string): Promise<HistoryEntry[]> {
  const rows = await deps.database.db
    .selectFrom('profile_history as h')
    .leftJoin('users as actor', 'actor.id', 'h.actor_id')
    .leftJoin('profile_managers as pm', (j) => j.onRef('pm.profile_id', '=', 'h.profile_id').onRef('pm.account_id', '=', 'h.actor_id'))
    .select(['h.at', 'h.action', 'h.detail', 'h.actor_id', 'actor.name as actor_name', 'pm.relation'])
    .where('h.profile_id', '=', profileId)
    .orderBy('h.at', 'desc')
    .orderBy('h.id', 'desc')
    .limit(HISTORY_PAGE)
    .execute();
  return rows.map((r) => ({
    at: r.at,
    action: r.action,
    detail: r.detail,
    actor:
      r.actor_id === null || r.actor_name === null
        ? null
        : { accountId: r.actor_id, name: r.actor_name, relation: r.actor_id === profileId ? 'self' : (r.relation ?? 'relative') },
  }));
}
