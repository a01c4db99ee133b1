import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { requireMember } from '../http/auth';
import type { AppEnv } from '../http/context';
import { ok } from '../http/envelope';
import { viewersOf } from '../social/lists';
import { notBlockedWith } from '../social/relationships';
import { completenessOf } from './completeness';
import { shortlistedMeCount } from '../requests/queries';

const LATEST_VISITORS = 5;

async function requestCounts(deps: AppDeps, me: string) {
  const row = await deps.database.db
    .selectFrom('member_requests as r')
    .innerJoin('users as u', (j) => j.on((eb) => eb('u.id', '=', eb.case().when('r.from_user_id', '=', me).then(eb.ref('r.to_user_id')).else(eb.ref('r.from_user_id')).end())))
    .where((eb) => eb.or([eb('r.to_user_id', '=', me), eb('r.from_user_id', '=', me)]))
    .where('u.status', '=', 'active')
    .where(notBlockedWith(me, 'u.id'))
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when(eb.and([eb('r.to_user_id', '=', me), eb('r.status', '=', 'pending')])).then(1).else(0).end()).as('received'),
      eb.fn.sum<number>(eb.case().when('r.status', '=', 'accepted').then(1).else(0).end()).as('accepted'),
    ])
    .executeTakeFirst();
  return { received: Number(row?.received ?? 0), accepted: Number(row?.accepted ?? 0) };
}

async function planOf(deps: AppDeps, planId: string | null) {
  const { db } = deps.database;
  const row = planId
    ? await db.selectFrom('plans').select(['id', 'plan_name', 'type', 'price']).where('id', '=', planId).executeTakeFirst()
    : await db.selectFrom('plans').select(['id', 'plan_name', 'type', 'price']).where('price', '=', 0).orderBy('sort').executeTakeFirst();
  return row
    ? { _id: row.id, planName: row.plan_name, type: row.type, price: row.price, isFree: row.price === 0, held: !!planId }
    : { _id: null, planName: 'Free', type: 'Free', price: 0, isFree: true, held: false };
}

/** `/api/user/get-dashboard-data` (issue 3 §5). */
export const dashboardRoutes = new Hono<AppEnv>().get('/get-dashboard-data', requireMember, async (c) => {
  const { deps, session } = c.var;
  const me = session.userId;
  const { db } = deps.database;
  const [completeness, requests, visitors, likes, plan, unread, shortlisted] = await Promise.all([
    completenessOf(deps, me),
    requestCounts(deps, me),
    viewersOf(deps, me, { page: 1, limit: LATEST_VISITORS }),
    db
      .selectFrom('ratings as r')
      .innerJoin('users as u', 'u.id', 'r.rater_id')
      .where('r.rated_id', '=', me)
      .where('u.status', '=', 'active')
      .where(notBlockedWith(me, 'u.id'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
    db.selectFrom('users').select('plan_id').where('id', '=', me).executeTakeFirstOrThrow().then((u) => planOf(deps, u.plan_id)),
    db.selectFrom('notifications').where('user_id', '=', me).where('is_read', '=', 0).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    shortlistedMeCount(deps, me),
  ]);
  return ok(c, {
    data: {
      completeness,
      counts: {
        requestsReceived: requests.received,
        requestsAccepted: requests.accepted,
        visitors: visitors.total,
        shortlisted,
        likes: Number(likes?.n ?? 0),
      },
      latestVisitors: visitors.users,
      plan,
      unreadNotifications: Number(unread?.n ?? 0),
    },
  });
});
