import { sql } from 'kysely';
import { SIGN_UP_DAYS, type AdminDashboard } from '../../../contract/admin/dashboard';
import type { AppDeps } from '../../deps';
import { freePlan } from '../../membership/plans';

const DAY_MS = 86_400_000;
const startOfUtcDay = (t: number) => Math.floor(t / DAY_MS) * DAY_MS;
const startOfUtcMonth = (t: number) => {
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
};
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

const HOUR_MS = 3_600_000;

/**
 * Member accounts that still exist (deleted ones are gone for the team too), from the counts the
 * triggers of migrations 0023 and 0064 keep: no figure reads the members themselves (issue 26 §3).
 */
async function memberTotal(deps: AppDeps): Promise<number> {
  const row = await deps.database.db
    .selectFrom('member_status_counts')
    .where('status', '!=', 'deleted')
    .select(sql<number>`coalesce(sum(members), 0)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Members by one value they hold (migration 0064): value → members. */
async function membersBy(deps: AppDeps, figure: 'gender' | 'plan' | 'emailVerified'): Promise<Map<string, number>> {
  const rows = await deps.database.db.selectFrom('member_counts').select(['value', 'members']).where('figure', '=', figure).execute();
  return new Map(rows.map((r) => [r.value, Number(r.members)]));
}

const WINDOW_COLUMN = { joined: 'created_at', seen: 'last_seen_at' } as const;

/**
 * Members who joined (or were last seen) at `since` or later (decision 0965): the hourly counts
 * of the whole hours, plus the members of the hour the window starts in, read by an index range
 * (users_role_created, users_admin_last_seen_id): at most one hour's, never every member's.
 */
async function membersSince(deps: AppDeps, figure: keyof typeof WINDOW_COLUMN, since: number): Promise<number> {
  const { db } = deps.database;
  const firstWholeHour = Math.ceil(since / HOUR_MS) * HOUR_MS;
  const column = WINDOW_COLUMN[figure];
  const [whole, partHour] = await Promise.all([
    db
      .selectFrom('member_counts_by_time')
      .where('figure', '=', figure)
      .where('since', '>=', firstWholeHour)
      .select(sql<number>`coalesce(sum(members), 0)`.as('n'))
      .executeTakeFirstOrThrow(),
    firstWholeHour === since
      ? { n: 0 }
      : db
          .selectFrom('users')
          .where('role', '=', 2)
          .where(column, '>=', since)
          .where(column, '<', firstWholeHour)
          .where('status', '!=', 'deleted')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
  ]);
  return Number(whole.n) + Number(partHour.n);
}

/** Totals, newcomers, recent visitors and verification. */
async function memberFigures(deps: AppDeps, now: number): Promise<AdminDashboard['members']> {
  const [total, verification, newToday, newThisWeek, seenLastDay, seenLastWeek] = await Promise.all([
    memberTotal(deps),
    membersBy(deps, 'emailVerified'),
    membersSince(deps, 'joined', startOfUtcDay(now)),
    membersSince(deps, 'joined', now - 7 * DAY_MS),
    membersSince(deps, 'seen', now - DAY_MS),
    membersSince(deps, 'seen', now - 7 * DAY_MS),
  ]);
  const verified = verification.get('1') ?? 0;
  return { total, newToday, newThisWeek, seenLastDay, seenLastWeek, verified, unverified: total - verified };
}

async function byGender(deps: AppDeps): Promise<AdminDashboard['byGender']> {
  const counts = await membersBy(deps, 'gender');
  return [
    { gender: 'female', count: counts.get('female') ?? 0 },
    { gender: 'male', count: counts.get('male') ?? 0 },
    { gender: 'unknown', count: counts.get('') ?? 0 },
  ];
}

/** Members by the plan they hold, in the catalogue's order; holding none is the free plan (decision 0562). */
async function byPlan(deps: AppDeps): Promise<AdminDashboard['byPlan']> {
  const { db } = deps.database;
  const [held, plans, free] = await Promise.all([
    membersBy(deps, 'plan'),
    db.selectFrom('plans').select(['id', 'plan_name']).orderBy('sort').orderBy('id').execute(),
    freePlan(deps),
  ]);
  const known = new Set(plans.map((p) => p.id));
  // A plan id no plan row has any more (or none at all, '') counts as the free plan, as planInForce reads it.
  const orphans = [...held].filter(([id]) => !known.has(id)).reduce((s, [, n]) => s + n, 0);
  return plans.map((p) => ({ planId: p.id, planName: p.plan_name, count: (held.get(p.id) ?? 0) + (p.id === free._id ? orphans : 0) }));
}

/** Read by an index range (upgrade_requests_status_created): as many rows as requests wait, not as members exist. */
async function pendingUpgradeRequests(deps: AppDeps): Promise<number> {
  const row = await deps.database.db
    .selectFrom('upgrade_requests')
    .where('status', '=', 'pending')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Read by an index range (visitor_queries_status): the open queries only. */
async function openQueries(deps: AppDeps): Promise<number> {
  const row = await deps.database.db
    .selectFrom('visitor_queries')
    .where('status', '=', 'open')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * This month’s revenue (decision 0800): since issue 23, payments received (decision 0950), not
 * approvals' prices: a plan given without a payment is no revenue, and a refund takes it back.
 */
async function revenueThisMonth(deps: AppDeps, now: number): Promise<number> {
  // Two index ranges (payments_paid_at, payments_refunded_at): this month's payments only.
  // Payments received this month (online and offline, refunded since or not) less the refunds
  // made this month (issue 23), in rupees as plans are priced; payments are kept in paise.
  const since = startOfUtcMonth(now);
  const { db } = deps.database;
  const [received, refunded] = await Promise.all([
    db.selectFrom('payments').where('paid_at', '>=', since).select(sql<number>`coalesce(sum(amount), 0)`.as('total')).executeTakeFirstOrThrow(),
    db.selectFrom('payments').where('refunded_at', '>=', since).select(sql<number>`coalesce(sum(amount), 0)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return (Number(received.total) - Number(refunded.total)) / 100;
}

/** Sign-ups of each of the last 30 UTC days, today included, from the daily counts of migration 0064; days without any say 0. */
async function signUpsByDay(deps: AppDeps, now: number): Promise<AdminDashboard['signUpsByDay']> {
  const first = startOfUtcDay(now) - (SIGN_UP_DAYS - 1) * DAY_MS;
  const rows = await deps.database.db
    .selectFrom('member_counts_by_time')
    .select(['since', 'members'])
    .where('figure', '=', 'signedUp')
    .where('since', '>=', first)
    .execute();
  const counts = new Map(rows.map((r) => [Number(r.since), Number(r.members)]));
  return Array.from({ length: SIGN_UP_DAYS }, (_, i) => {
    const day = first + i * DAY_MS;
    return { day: isoDay(day), count: counts.get(day) ?? 0 };
  });
}

export async function dashboardFigures(deps: AppDeps): Promise<AdminDashboard> {
  const now = deps.now();
  const [memberCounts, genders, plans, pending, queries, revenue, signUps] = await Promise.all([
    memberFigures(deps, now),
    byGender(deps),
    byPlan(deps),
    pendingUpgradeRequests(deps),
    openQueries(deps),
    revenueThisMonth(deps, now),
    signUpsByDay(deps, now),
  ]);
  return {
    members: memberCounts,
    byGender: genders,
    byPlan: plans,
    pendingUpgradeRequests: pending,
    openQueries: queries,
    revenueThisMonth: revenue,
    signUpsByDay: signUps,
    countedAt: now,
  };
}
