import { sql } from 'kysely';
import { totalPagesOf, type AdminPage } from '../../../contract/admin/list-query';
import type { AdminPlan, AdminUpgradeRequest, planListQuerySchema, upgradeListQuerySchema } from '../../../contract/admin/plans';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { addMonths } from '../../membership/plans';
import { planOf } from '../../reference/mappers';

type PlanQuery = z.infer<typeof planListQuerySchema>;
type UpgradeQuery = z.infer<typeof upgradeListQuerySchema>;

/** Escapes LIKE's wildcards so a search for '50%' finds '50%'. */
const likeOf = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** `GET /admin/plan`: the plans with how many members hold each now and how many ask for it. */
export async function listPlans(deps: AppDeps, q: PlanQuery): Promise<AdminPage<AdminPlan>> {
  const { db } = deps.database;
  let base = db.selectFrom('plans');
  if (q.search) base = base.where(sql<boolean>`lower(plan_name) like ${likeOf(q.search)} escape '\\'`);
  const holders = sql<number>`(select count(*) from users where users.plan_id = plans.id and users.status != 'deleted')`;
  const pending = sql<number>`(select count(*) from upgrade_requests where upgrade_requests.plan_id = plans.id and upgrade_requests.status = 'pending')`;
  const order = { order: sql`plans.sort`, name: sql`lower(plans.plan_name)`, price: sql`plans.price`, holders }[q.key];
  const dir = sql.raw(q.direction);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .select([holders.as('holders'), pending.as('pending')])
      .orderBy(sql`${order} ${dir}`)
      .orderBy('plans.id')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  return { items: rows.map((r) => ({ ...planOf(r), holders: Number(r.holders), pending: Number(r.pending) })), total, page: q.page, limit: q.limit, totalPages: totalPagesOf(total, q.limit) };
}

/** `GET /admin/getUpgreadeRequest`: the queue, by status (pending first by default), searchable by member or plan. */
export async function listUpgradeRequests(deps: AppDeps, q: UpgradeQuery): Promise<AdminPage<AdminUpgradeRequest>> {
  const { db } = deps.database;
  let base = db
    .selectFrom('upgrade_requests')
    .innerJoin('users', 'users.id', 'upgrade_requests.user_id')
    .innerJoin('plans', 'plans.id', 'upgrade_requests.plan_id')
    .leftJoin('users as admins', 'admins.id', 'upgrade_requests.decided_by');
  if (q.status !== 'all') base = base.where('upgrade_requests.status', '=', q.status);
  if (q.search) {
    const like = likeOf(q.search);
    base = base.where(sql<boolean>`(lower(users.name) like ${like} escape '\\' or users.email like ${like} escape '\\' or lower(plans.plan_name) like ${like} escape '\\')`);
  }
  const order = {
    created: sql`upgrade_requests.created_at`,
    decided: sql`upgrade_requests.decided_at`,
    member: sql`lower(users.name)`,
    plan: sql`lower(plans.plan_name)`,
  }[q.key];
  const [rows, count] = await Promise.all([
    base
      .select([
        'upgrade_requests.id',
        'upgrade_requests.user_id',
        'upgrade_requests.plan_id',
        'upgrade_requests.status',
        'upgrade_requests.created_at',
        'upgrade_requests.decided_at',
        'upgrade_requests.reason',
        'upgrade_requests.expires_at',
        'plans.duration_months',
        'users.name as member_name',
        'users.email as member_email',
        'admins.name as admin_name',
      ])
      // What the member bought when decided; the plan as it is now while pending.
      .select((eb) => [eb.fn.coalesce('upgrade_requests.plan_name', 'plans.plan_name').as('plan_name'), eb.fn.coalesce('upgrade_requests.price', 'plans.price').as('price')])
      .orderBy(sql`${order} ${sql.raw(q.direction)}`)
      .orderBy('upgrade_requests.id')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  const items = rows.map((r) => ({
    _id: r.id,
    member: { _id: r.user_id, name: r.member_name, email: r.member_email },
    planId: r.plan_id,
    planName: r.plan_name,
    price: r.price,
    status: r.status,
    createdAt: r.created_at,
    decidedAt: r.decided_at,
    decidedBy: r.admin_name,
    reason: r.reason,
    expiresAt: r.expires_at,
    // What the confirmation names before approving: the plan as it is now, from now (upgrade.ts grants the same).
    endsIfApprovedNow: r.status === 'pending' && r.duration_months ? addMonths(deps.now(), r.duration_months) : null,
  }));
  return { items, total, page: q.page, limit: q.limit, totalPages: totalPagesOf(total, q.limit) };
}
