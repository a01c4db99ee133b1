import { MEMBERSHIP_TEXT, type MembershipStatus, type UpgradeRequest } from '../../contract/membership';
import type { AppDeps } from '../deps';
import { conflict, notFound } from '../http/errors';
import { newId } from '../ids';
import { notificationInsert } from '../notifications/notify';
import { planInForce } from './grants';
import { findPlan } from './plans';

export type UpgradeOutcome =
  | { kind: 'requested'; request: UpgradeRequest; message: string }
  | { kind: 'alreadyPending'; message: string }
  | { kind: 'switchedToFree'; message: string };

const isUniqueViolation = (e: unknown) => /UNIQUE constraint failed/i.test(String((e as Error)?.message ?? e));

/**
 * `POST /user/upgreadePlan/{planId}` (docs/decisions/0561): a paid plan files a pending
 * upgrade request for the admins (the same plan pending already → unchanged); the free plan
 * switches a member who holds a paid plan back at once; refused: an unknown plan (404), an
 * inactive one, the plan in force, and the free plan when none is held (409).
 */
export async function choosePlan(deps: AppDeps, userId: string, planId: string): Promise<UpgradeOutcome> {
  const plan = await findPlan(deps, planId);
  if (!plan) throw notFound(MEMBERSHIP_TEXT.planNotFound);
  if (!plan.isActive) throw conflict(MEMBERSHIP_TEXT.planInactive);
  const now = await planInForce(deps, userId);
  if (now.heldPlanId === plan._id) throw conflict(MEMBERSHIP_TEXT.alreadyCurrent);
  const { db } = deps.database;

  if (plan.price === 0) {
    if (!now.heldPlanId) throw conflict(MEMBERSHIP_TEXT.freeWithoutPlan);
    await db.updateTable('users').set({ plan_id: plan._id, updated_at: deps.now() }).where('id', '=', userId).execute();
    return { kind: 'switchedToFree', message: MEMBERSHIP_TEXT.switchedToFree };
  }

  const pending = await db
    .selectFrom('upgrade_requests')
    .select('id')
    .where('user_id', '=', userId)
    .where('plan_id', '=', plan._id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (pending) return { kind: 'alreadyPending', message: MEMBERSHIP_TEXT.alreadyPending };

  const row = { id: newId(), user_id: userId, plan_id: plan._id, status: 'pending' as const, created_at: deps.now(), decided_at: null, decided_by: null };
  try {
    await db.insertInto('upgrade_requests').values(row).execute();
  } catch (e) {
    // Two clicks at once: the unique pending index keeps one.
    if (isUniqueViolation(e)) return { kind: 'alreadyPending', message: MEMBERSHIP_TEXT.alreadyPending };
    throw e;
  }
  return {
    kind: 'requested',
    message: MEMBERSHIP_TEXT.requested(plan.planName),
    request: { _id: row.id, planId: plan._id, planName: plan.planName, status: 'pending', createdAt: row.created_at, decidedAt: null },
  };
}

/** The plan in force and the member's upgrade requests, newest first. */
export async function membershipStatus(deps: AppDeps, userId: string): Promise<MembershipStatus> {
  const [inForce, rows] = await Promise.all([
    planInForce(deps, userId),
    deps.database.db
      .selectFrom('upgrade_requests')
      .innerJoin('plans', 'plans.id', 'upgrade_requests.plan_id')
      .select(['upgrade_requests.id', 'upgrade_requests.plan_id', 'plans.plan_name', 'upgrade_requests.status', 'upgrade_requests.created_at', 'upgrade_requests.decided_at'])
      .where('upgrade_requests.user_id', '=', userId)
      .orderBy('upgrade_requests.created_at', 'desc')
      .orderBy('upgrade_requests.id', 'desc')
      .limit(20)
      .execute(),
  ]);
  return {
    current: { planId: inForce.plan._id, planName: inForce.plan.planName, type: inForce.plan.type, since: inForce.since, expiresAt: inForce.expiresAt },
    heldPlanId: inForce.heldPlanId,
    requests: rows.map((r) => ({ _id: r.id, planId: r.plan_id, planName: r.plan_name, status: r.status, createdAt: r.created_at, decidedAt: r.decided_at })),
  };
}

async function pendingRequest(deps: AppDeps, requestId: string) {
  const row = await deps.database.db
    .selectFrom('upgrade_requests')
    .innerJoin('plans', 'plans.id', 'upgrade_requests.plan_id')
    .select(['upgrade_requests.id', 'upgrade_requests.user_id', 'upgrade_requests.plan_id', 'upgrade_requests.status', 'plans.plan_name'])
    .where('upgrade_requests.id', '=', requestId)
    .executeTakeFirst();
  if (!row) throw notFound('This upgrade request could not be found.');
  if (row.status !== 'pending') throw conflict('This upgrade request has been decided already.');
  return row;
}

/**
 * An admin approves an upgrade request: the member holds the plan from now (users.plan_id),
 * the request is approved, and the member is told — in one batch. For the admin pages of a
 * later issue and for tests.
 */
export async function approveUpgrade(deps: AppDeps, requestId: string, adminId: string): Promise<void> {
  const req = await pendingRequest(deps, requestId);
  const now = deps.now();
  const { db } = deps.database;
  await deps.database.batch([
    db.updateTable('upgrade_requests').set({ status: 'approved', decided_at: now, decided_by: adminId }).where('id', '=', req.id).where('status', '=', 'pending'),
    db.updateTable('users').set({ plan_id: req.plan_id, updated_at: now }).where('id', '=', req.user_id),
    notificationInsert(deps, { userId: req.user_id, type: 'plan_upgrade', content: MEMBERSHIP_TEXT.approvedNotice(req.plan_name), link: '/membership' }),
  ]);
}

/** An admin turns an upgrade request down; the member is told. */
export async function rejectUpgrade(deps: AppDeps, requestId: string, adminId: string): Promise<void> {
  const req = await pendingRequest(deps, requestId);
  const now = deps.now();
  const { db } = deps.database;
  await deps.database.batch([
    db.updateTable('upgrade_requests').set({ status: 'rejected', decided_at: now, decided_by: adminId }).where('id', '=', req.id).where('status', '=', 'pending'),
    notificationInsert(deps, { userId: req.user_id, type: 'plan_upgrade', content: MEMBERSHIP_TEXT.rejectedNotice(req.plan_name), link: '/membership' }),
  ]);
}
