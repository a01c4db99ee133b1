import type { AppDeps } from '../deps';

/**
 * Accepted requests between two members, which other domains build their rules on; whether
 * the two may reach each other at all (active, blocks) is reach.ts's one rule.
 */
type Deps = Pick<AppDeps, 'database'>;

/**
 * A request between the two accepted, sent by either: any kind but a tree view request (which
 * opens the family tree only, decision 0741, not the profile's privacy), or only an interest
 * (what messaging asks for, decision 0580).
 */
export async function hasAcceptedRequest(deps: Deps, a: string, b: string, kind: 'any' | 'interest' = 'any'): Promise<boolean> {
  const row = await deps.database.db
    .selectFrom('member_requests')
    .select('id')
    .where('status', '=', 'accepted')
    .where('type', kind === 'interest' ? '=' : '!=', kind === 'interest' ? 'interest' : 'tree')
    .where((eb) =>
      eb.or([
        eb.and([eb('from_user_id', '=', a), eb('to_user_id', '=', b)]),
        eb.and([eb('from_user_id', '=', b), eb('to_user_id', '=', a)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return !!row;
}
