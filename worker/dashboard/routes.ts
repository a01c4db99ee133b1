import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { requireMember } from '../http/auth';
import type { AppEnv } from '../http/context';
import { ok } from '../http/envelope';
import { visitorsFor } from '../social/lists';
import { planInForce } from '../membership/grants';
import { inReachOf } from '../social/reach';
import { completenessOf } from './completeness';
import { shortlistedMeCount } from '../requests/queries';

const LATEST_VISITORS = 5;

async function requestCounts(deps: AppDeps, me: string) {
  const row = await deps.database.db
    .selectFrom('member_requests as r')
    .innerJoin('users as u', (j) => j.on((eb) => eb('u.id', '=', eb.case().when('r.from_user_id', '=', me).then(eb.ref('r.to_user_id')).else(eb.ref('r.from_user_id')).end())))
    .where((eb) => eb.or([eb('r.to_user_id', '=', me), eb('r.from_user_id', '=', me)]))
    .where(inReachOf(me, 'u'))
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when(eb.and([eb('r.to_user_id', '=', me), eb('r.status', '=', 'pending')])).then(1).else(0).end()).as('received'),
      eb.fn.sum<number>(eb.case().when('r.status', '=', 'accepted').then(1).else(0).end()).as('accepted'),
    ])
    .executeTakeFirst();
  return { received: Number(row?.received ?? 0), accepted: Number(row?.accepted ?? 0) };
}

/** The plan in force (docs/decisions/0562): the held plan while it runs, else the free plan. */
async function planOf(deps: AppDeps, me: string) {
  const { plan, heldPlanId } = await planInForce(deps, me);
  return { _id: plan._id, planName: plan.planName, type: plan.type, price: plan.price, isFree: plan.price === 0, held: heldPlanId !== null };
}

/** `/api/user/get-dashboard-data` (issue 3 §5). */
export const dashboardRoutes = new Hono<AppEnv>().get('/user/get-dashboard-data', requireMember, async (c) => {
  const { deps, session } = c.var;
  const me = session.userId;
  const { db } = deps.database;
  const [completeness, requests, visitors, likes, plan, unread, shortlisted] = await Promise.all([
    completenessOf(deps, me),
    requestCounts(deps, me),
    visitorsFor(deps, me, { page: 1, limit: LATEST_VISITORS }),
    db
      .selectFrom('ratings as r')
      .innerJoin('users as u', 'u.id', 'r.rater_id')
      .where('r.rated_id', '=', me)
      .where(inReachOf(me, 'u'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
    planOf(deps, me),
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
      // Names and pictures only with the plan's seeVisitors; the count above stays (decision 0564).
      latestVisitors: visitors.users,
      visitorsLocked: visitors.locked,
      plan,
      unreadNotifications: Number(unread?.n ?? 0),
    },
  });
});
