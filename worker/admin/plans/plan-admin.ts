import { sql, type SqlBool } from 'kysely';
import { ADMIN_PLANS_TEXT, planTypeOf, type PlanForm } from '../../../contract/admin/plans';
import type { Plan } from '../../../contract/reference';
import type { AppDeps } from '../../deps';
import type { Session } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { newId } from '../../ids';
import { findPlan } from '../../membership/plans';
import { auditEntry, auditEntryIf } from '../audit';

/**
 * Creating and changing plans (docs/decisions/0806). Members who hold a plan keep the record of
 * what they bought (migration 0022), so a change here reaches only those who buy it afterwards.
 * There is no delete: a plan members hold or held is retired (isActive false) instead, which
 * shows members the 'Unavailable' card and lets holders keep it until it ends.
 */
const columnsOf = (f: PlanForm, now: number) => ({
  plan_name: f.planName,
  type: planTypeOf(f.durationMonths),
  price: f.price,
  duration_months: f.durationMonths,
  features: JSON.stringify(f.features),
  grants: JSON.stringify(f.grants),
  is_active: f.isActive ? 1 : 0,
  updated_at: now,
});

const sameName = (name: string, exceptId: string | null) =>
  sql<SqlBool>`exists (select 1 from plans where lower(trim(plan_name)) = lower(${name})${exceptId ? sql` and id != ${exceptId}` : sql``})`;

async function refuseClashes(deps: AppDeps, f: PlanForm, exceptId: string | null, current: Plan | null): Promise<void> {
  const { db } = deps.database;
  const clash = await db.selectNoFrom(sameName(f.planName, exceptId).as('taken')).executeTakeFirstOrThrow();
  if (clash.taken) throw conflict(ADMIN_PLANS_TEXT.nameTaken, { planName: ADMIN_PLANS_TEXT.nameTaken });
  const wasFree = current?.price === 0;
  if (f.price === 0 && !wasFree) {
    const free = await db.selectFrom('plans').select('id').where('price', '=', 0).executeTakeFirst();
    if (free) throw conflict(ADMIN_PLANS_TEXT.secondFree, { price: ADMIN_PLANS_TEXT.secondFree });
  }
  if (wasFree && f.price !== 0) throw conflict(ADMIN_PLANS_TEXT.freeStaysFree, { price: ADMIN_PLANS_TEXT.freeStaysFree });
  if (wasFree && !f.isActive) throw conflict(ADMIN_PLANS_TEXT.freeStaysActive, { isActive: ADMIN_PLANS_TEXT.freeStaysActive });
}

export async function createPlan(deps: AppDeps, admin: Session, f: PlanForm): Promise<Plan> {
  await refuseClashes(deps, f, null, null);
  const { db } = deps.database;
  const id = newId();
  const now = deps.now();
  const row = { id, ...columnsOf(f, now), created_at: now };
  // New plans go last on /membership.
  const sort = sql<number>`coalesce((select max(sort) from plans), 0) + 1`;
  const created = sql<SqlBool>`exists (select 1 from plans where id = ${id})`;
  await deps.database.batch([
    db
      .insertInto('plans')
      .columns(['id', 'plan_name', 'type', 'price', 'duration_months', 'features', 'grants', 'is_active', 'sort', 'created_at', 'updated_at'])
      .expression(
        db
          .selectNoFrom((eb) => [
            eb.val(row.id).as('id'),
            eb.val(row.plan_name).as('plan_name'),
            eb.val(row.type).as('type'),
            eb.val(row.price).as('price'),
            eb.val(row.duration_months).as('duration_months'),
            eb.val(row.features).as('features'),
            eb.val(row.grants).as('grants'),
            eb.val(row.is_active).as('is_active'),
            sort.as('sort'),
            eb.val(now).as('created_at'),
            eb.val(now).as('updated_at'),
          ])
          // Two admins naming a plan alike at once: the second insert does nothing.
          .where(sql<SqlBool>`not ${sameName(f.planName, null)}`),
      ),
    auditEntryIf(deps, admin, { action: 'plan.create', targetType: 'plan', targetId: id, targetLabel: f.planName, after: f }, created),
  ]);
  const plan = await findPlan(deps, id);
  if (!plan) throw conflict(ADMIN_PLANS_TEXT.nameTaken, { planName: ADMIN_PLANS_TEXT.nameTaken });
  return plan;
}

/** Saves the plan; `changed` false when the form was the plan as it stood. */
export async function updatePlan(deps: AppDeps, admin: Session, id: string, f: PlanForm): Promise<{ plan: Plan; changed: boolean }> {
  const before = await findPlan(deps, id);
  if (!before) throw notFound(ADMIN_PLANS_TEXT.notFound);
  const unchanged = formOf(before);
  if (canonical(unchanged) === canonical(f)) return { plan: before, changed: false };
  await refuseClashes(deps, f, id, before);
  const { db } = deps.database;
  await deps.database.batch([
    db.updateTable('plans').set(columnsOf(f, deps.now())).where('id', '=', id),
    auditEntry(deps, admin, { action: 'plan.update', targetType: 'plan', targetId: id, targetLabel: f.planName, before: unchanged, after: f }),
  ]);
  return { plan: (await findPlan(deps, id))!, changed: true };
}

/** JSON with keys sorted, to tell an unchanged form whatever order its keys came in. */
const canonical = (v: unknown) =>
  JSON.stringify(v, (_k, x: unknown) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b))) : x));

/** A plan as the form holds it. */
export const formOf = (p: Plan): PlanForm => ({
  planName: p.planName,
  durationMonths: p.durationMonths,
  price: p.price,
  features: p.features,
  grants: p.grants,
  isActive: p.isActive,
});
