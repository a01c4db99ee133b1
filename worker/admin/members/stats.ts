import { totalPagesOf, type AdminPage } from '../../../contract/admin/list-query';
import type { MemberNotification, MemberStats } from '../../../contract/admin/members';
import type { AppDeps } from '../../deps';

/**
 * A member's activity for the back office, counted from the tables that already hold it
 * (each count is an index range on the member's id): requests, visitors, shortlists, the
 * sign-ins (their own sessions, not an administrator acting as them) and the plan requests.
 */
export async function memberStats(deps: AppDeps, userId: string): Promise<MemberStats> {
  const { db } = deps.database;
  const count = <T extends { n: number } | undefined>(row: T) => Number(row?.n ?? 0);
  const [sent, received, accepted, visitors, shortlistedBy, signIns, user, plans] = await Promise.all([
    db.selectFrom('member_requests').select((eb) => eb.fn.countAll<number>().as('n')).where('from_user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('member_requests').select((eb) => eb.fn.countAll<number>().as('n')).where('to_user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('member_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'accepted')
      .where((eb) => eb.or([eb('from_user_id', '=', userId), eb('to_user_id', '=', userId)]))
      .executeTakeFirst(),
    db.selectFrom('profile_visits').select((eb) => eb.fn.countAll<number>().as('n')).where('visited_id', '=', userId).executeTakeFirst(),
    db.selectFrom('shortlists').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', userId).executeTakeFirst(),
    db.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('impersonated_by', 'is', null).executeTakeFirst(),
    db.selectFrom('users').select('last_seen_at').where('id', '=', userId).executeTakeFirstOrThrow(),
    db
      .selectFrom('upgrade_requests')
      .innerJoin('plans', 'plans.id', 'upgrade_requests.plan_id')
      .select(['upgrade_requests.id', 'plans.plan_name', 'upgrade_requests.status', 'upgrade_requests.created_at', 'upgrade_requests.decided_at'])
      .where('upgrade_requests.user_id', '=', userId)
      .orderBy('upgrade_requests.created_at', 'desc')
      .limit(50)
      .execute(),
  ]);
  return {
    requestsSent: count(sent),
    requestsReceived: count(received),
    requestsAccepted: count(accepted),
    visitors: count(visitors),
    shortlistedBy: count(shortlistedBy),
    signIns: count(signIns),
    lastSeenAt: user.last_seen_at,
    planHistory: plans.map((p) => ({ _id: p.id, plan: p.plan_name, status: p.status, requestedAt: p.created_at, decidedAt: p.decided_at })),
  };
}

/** The member's notifications, newest first, one page at a time. */
export async function memberNotifications(deps: AppDeps, userId: string, page: number, limit: number): Promise<AdminPage<MemberNotification>> {
  const { db } = deps.database;
  const mine = db.selectFrom('notifications').where('user_id', '=', userId);
  const [rows, count] = await Promise.all([
    mine
      .select(['id', 'type', 'content', 'link', 'is_read', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  return {
    items: rows.map((r) => ({ _id: r.id, type: r.type, content: r.content, link: r.link, isRead: r.is_read === 1, createdAt: r.created_at })),
    total,
    page,
    limit,
    totalPages: totalPagesOf(total, limit),
  };
}
