import { sql } from 'kysely';
import type { CardActionFlags, InterestBetween } from '../../contract/requests';
import type { AppDeps } from '../deps';

type Deps = Pick<AppDeps, 'database'>;

/**
 * What each card of a page needs for its actions (docs/decisions/0547): whether the viewer
 * shortlisted the member, and the interest between them. One statement for the whole page —
 * two correlated subqueries per member, each answered from an index — not one query a card.
 */
export async function cardActionFlags(deps: Deps, viewerId: string, ids: readonly string[]): Promise<Map<string, CardActionFlags>> {
  const out = new Map<string, CardActionFlags>();
  if (!ids.length) return out;
  const rows = await deps.database.db
    .selectFrom('users as u')
    .where('u.id', 'in', [...new Set(ids)])
    .select([
      'u.id',
      sql<number>`exists (select 1 from shortlists s where s.owner_id = ${viewerId} and s.member_id = u.id)`.as('shortlisted'),
      // The newest interest either way; one sent for a relative (decision 0546) is not between these two.
      sql<string | null>`(
        select json_object('id', r.id, 'status', r.status, 'from', r.from_user_id) from member_requests r
        where r.type = 'interest' and r.for_member_name is null
          and ((r.from_user_id = ${viewerId} and r.to_user_id = u.id) or (r.from_user_id = u.id and r.to_user_id = ${viewerId}))
        order by r.updated_at desc, r.id desc limit 1)`.as('interest'),
    ])
    .execute();
  for (const r of rows) out.set(r.id, { isShortlisted: Number(r.shortlisted) === 1, interest: interestOf(r.interest, viewerId) });
  return out;
}

function interestOf(json: string | null, viewerId: string): InterestBetween | null {
  if (!json) return null;
  const r = JSON.parse(json) as { id: string; status: InterestBetween['status'] | 'withdrawn'; from: string };
  return r.status === 'withdrawn' ? null : { _id: r.id, status: r.status, sent: r.from === viewerId };
}

const NO_FLAGS: CardActionFlags = { isShortlisted: false, interest: null };

/** The cards with their action flags, in their order. */
export async function withCardActions<T extends { _id: string }>(deps: Deps, viewerId: string, cards: readonly T[]): Promise<Array<T & CardActionFlags>> {
  const flags = await cardActionFlags(deps, viewerId, cards.map((c) => c._id));
  return cards.map((c) => ({ ...c, ...(flags.get(c._id) ?? NO_FLAGS) }));
}
