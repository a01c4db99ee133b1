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

/** Member accounts that still exist: deleted ones are gone for the team too. */
const members = (deps: AppDeps) => deps.database.db.selectFrom('users').where('role', '=', 2).where('status', '!=', 'deleted');

/** Totals, newcomers, recent visitors and verification, in one pass over the members. */
async function memberFigures(deps: AppDeps, now: number): Promise<AdminDashboard['members']> {
  const today = startOfUtcDay(now);
  const weekAgo = now - 7 * DAY_MS;
  const dayAgo = now - DAY_MS;
  const row = await members(deps)
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      sql<number>`coalesce(sum(created_at >= ${today}), 0)`.as('newToday'),
      sql<number>`coalesce(sum(created_at >= ${weekAgo}), 0)`.as('newThisWeek'),
      sql<number>`coalesce(sum(last_seen_at >= ${dayAgo}), 0)`.as('seenLastDay'),
      sql<number>`coalesce(sum(last_seen_at >= ${weekAgo}), 0)`.as('seenLastWeek'),
      sql<number>`coalesce(sum(is_email_verified = 1), 0)`.as('verified'),
    ])
    .executeTakeFirstOrThrow();
  const total = Number(row.total);
  const verified = Number(row.verified);
  return {
    total,
    newToday: Number(row.newToday),
    newThisWeek: Number(row.newThisWeek),
    seenLastDay: Number(row.seenLastDay),
    seenLastWeek: Number(row.seenLastWeek),
    verified,
    unverified: total - verified,
  };
}

async function byGender(deps: AppDeps): Promise<AdminDashboard['byGender']> {
  const rows = await members(deps).select((eb) => ['gender', eb.fn.countAll<number>().as('count')]).groupBy('gender').execute();
  const count = (g: string | null) => Number(rows.find((r) => r.gender === g)?.count ?? 0);
  return [
    { gender: 'female', count: count('female') },
    { gender: 'male', count: count('male') },
    { gender: 'unknown', count: count(null) },
  ];
}

/** Members by the plan they hold, in the catalogue's order; holding none is the free plan (decision 0562). */
async function byPlan(deps: AppDeps): Promise<AdminDashboard['byPlan']> {
  const { db } = deps.database;
  const [held, plans, free] = await Promise.all([
    members(deps).select((eb) => ['plan_id', eb.fn.countAll<number>().as('count')]).groupBy('plan_id').execute(),
    db.selectFrom('plans').select(['id', 'plan_name']).orderBy('sort').orderBy('id').execute(),
    freePlan(deps),
  ]);
  const countOf = (id: string | null) => Number(held.find((r) => r.plan_id === id)?.count ?? 0);
  const known = new Set(plans.map((p) => p.id));
  // A plan id no plan row has any more (or none at all) counts as the free plan, as planInForce reads it.
  const orphans = held.filter((r) => r.plan_id === null || !known.has(r.plan_id)).reduce((s, r) => s + Number(r.count), 0);
  return plans.map((p) => ({ planId: p.id, planName: p.plan_name, count: countOf(p.id) + (p.id === free._id ? orphans : 0) }));
}

async function pendingUpgradeRequests(deps: AppDeps): Promise<number> {
  const row = await deps.database.db
    .selectFrom('upgrade_requests')
    .where('status', '=', 'pending')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

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

// A literal, not a parameter: bound JS numbers are reals, and the day must be an integer division.
const utcDayNumber = sql<number>`created_at / ${sql.lit(DAY_MS)}`;

/** Sign-ups of each of the last 30 UTC days, today included; days without any say 0. */
async function signUpsByDay(deps: AppDeps, now: number): Promise<AdminDashboard['signUpsByDay']> {
  const first = startOfUtcDay(now) - (SIGN_UP_DAYS - 1) * DAY_MS;
  const rows = await deps.database.db
    .selectFrom('users')
    .where('role', '=', 2)
    .where('created_at', '>=', first)
    .select([utcDayNumber.as('day'), (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(utcDayNumber)
    .execute();
  const counts = new Map(rows.map((r) => [Number(r.day), Number(r.count)]));
  return Array.from({ length: SIGN_UP_DAYS }, (_, i) => {
    const day = first + i * DAY_MS;
    return { day: isoDay(day), count: counts.get(day / DAY_MS) ?? 0 };
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
