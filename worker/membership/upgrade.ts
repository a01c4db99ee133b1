import { sql, type SqlBool } from 'kysely';
import { ADMIN_PLANS_TEXT, type UpgradeDecision } from '../../contract/admin/plans';
import { m } from '../../contract/i18n/paraglide/messages';
import type { Locale } from '../../contract/i18n/locales';
import { MEMBERSHIP_TEXT, type MembershipStatus, type UpgradeRequest } from '../../contract/membership';
import { auditEntryIf } from '../admin/audit';
import type { AppDeps } from '../deps';
import { isUniqueViolation } from '../db/errors';
import type { Session } from '../http/context';
import { badRequest, conflict, notFound } from '../http/errors';
import { readerLocale } from '../i18n/reader-locale';
import { newId } from '../ids';
import { noticeMail } from '../mail/notice-mail';
import { notificationInsertIf } from '../notifications/notify';
import { tellChanged } from '../notifications/tell-changed';
import { offlinePaymentInsertIf } from '../payments/offline';
import { renewableFrom } from '../payments/payable';
import { mailReceiptOf } from '../payments/settle';
import { planInForce } from './grants';
import { findPlan, grantRecord } from './plans';

export type UpgradeOutcome =
  | { kind: 'requested'; request: UpgradeRequest; message: string }
  | { kind: 'alreadyPending'; message: string }
  | { kind: 'switchedToFree'; message: string };


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
    request: { _id: row.id, planId: plan._id, planName: plan.planName, status: 'pending', createdAt: row.created_at, decidedAt: null, reason: null },
  };
}

/** The plan in force and the member's upgrade requests, newest first. */
export async function membershipStatus(deps: AppDeps, userId: string): Promise<MembershipStatus> {
  const [inForce, rows] = await Promise.all([
    planInForce(deps, userId),
    deps.database.db
      .selectFrom('upgrade_requests')
      .innerJoin('plans', 'plans.id', 'upgrade_requests.plan_id')
      .select(['upgrade_requests.id', 'upgrade_requests.plan_id', 'upgrade_requests.status', 'upgrade_requests.created_at', 'upgrade_requests.decided_at', 'upgrade_requests.reason'])
      // The name the member bought under, when the plan was renamed since.
      .select((eb) => eb.fn.coalesce('upgrade_requests.plan_name', 'plans.plan_name').as('plan_name'))
      .where('upgrade_requests.user_id', '=', userId)
      .orderBy('upgrade_requests.created_at', 'desc')
      .orderBy('upgrade_requests.id', 'desc')
      .limit(20)
      .execute(),
  ]);
  return {
    current: { planId: inForce.plan._id, planName: inForce.plan.planName, type: inForce.plan.type, since: inForce.since, expiresAt: inForce.expiresAt },
    heldPlanId: inForce.heldPlanId,
    requests: rows.map((r) => ({ _id: r.id, planId: r.plan_id, planName: r.plan_name, status: r.status, createdAt: r.created_at, decidedAt: r.decided_at, reason: r.reason })),
    payment: { online: !!deps.config.payments.razorpay, offline: deps.config.payments.offline, renewableFrom: renewableFrom(inForce) },
  };
}

/**
 * An admin decides an upgrade request (docs/decisions/0807), in one batch: the request gets the
 * decision (and, approved, the record of the plan as bought: grants, price, expiry from now —
 * decision 0806), the member's plan, a `plan_upgrade` notification and the audit entry; a paid
 * plan approved also records the offline payment with its reference and invoice number (issue 23),
 * and the member is mailed its receipt. The
 * UPDATE runs only while the request is pending and stamps a fresh `decision_id`; everything else
 * in the batch runs only where that stamp is this batch's, so two admins at once, or one clicking
 * twice, give one decision. `changed` false: the request was decided already (code 4).
 */
export async function decideUpgrade(deps: AppDeps, admin: Session, d: UpgradeDecision, siteUrl: string): Promise<{ changed: boolean; request: DecidedRequest }> {
  const before = await requestWithMember(deps, d.id);
  if (!before) throw notFound(ADMIN_PLANS_TEXT.requestNotFound);
  if (before.status !== 'pending') return { changed: false, request: before };
  const plan = d.status === 'approved' ? await findPlan(deps, before.plan_id) : null;
  if (d.status === 'approved' && !plan) throw conflict(ADMIN_PLANS_TEXT.planGone);
  // A paid plan approved is a payment received offline: its reference goes on the invoice (issue 23).
  if (plan && plan.price > 0 && !d.reference) throw badRequest(ADMIN_PLANS_TEXT.referenceNeeded, { reference: ADMIN_PLANS_TEXT.referenceNeeded });

  const now = deps.now();
  const decisionId = newId();
  const ours = sql<SqlBool>`exists (select 1 from upgrade_requests where id = ${d.id} and decision_id = ${decisionId})`;
  const { db } = deps.database;
  const reason = d.status === 'rejected' ? (d.reason ?? null) : null;
  const record = plan ? grantRecord(plan, now) : null;
  const planName = plan?.planName ?? before.plan_name;
  // The notification and the mail say the same, in the member's language (decision 0963).
  const locale = await readerLocale(deps, before.user_id);
  const notice = d.status === 'approved' ? m.server_note_plan_approved({ plan: planName }, { locale }) : m.server_note_plan_rejected({ plan: planName, reason: reason ?? '' }, { locale });
  const payment =
    plan && record && d.reference && plan.price > 0
      ? await offlinePaymentInsertIf(deps, { userId: before.user_id, plan, reference: d.reference, grantId: d.id, stamp: decisionId, startsAt: now, endsAt: record.expires_at }, ours)
      : null;
  await deps.database.batch([
    db
      .updateTable('upgrade_requests')
      .set({ status: d.status, decided_at: now, decided_by: admin.userId, decision_id: decisionId, reason, ...record })
      .where('id', '=', d.id)
      .where('status', '=', 'pending'),
    ...(plan ? [db.updateTable('users').set({ plan_id: plan._id, updated_at: now }).where('id', '=', before.user_id).where(() => ours)] : []),
    ...(payment ? [payment.query] : []),
    notificationInsertIf(deps, { userId: before.user_id, type: 'plan_upgrade', content: notice, link: '/membership' }, ours),
    auditEntryIf(
      deps,
      admin,
      {
        action: d.status === 'approved' ? 'upgrade.approve' : 'upgrade.reject',
        targetType: 'upgradeRequest',
        targetId: d.id,
        targetLabel: `${before.member_name} <${before.member_email}>: ${planName}`,
        before: { status: 'pending', planId: before.plan_id },
        after: { status: d.status, planId: before.plan_id, ...(plan ? { price: plan.price, grants: plan.grants, expiresAt: record?.expires_at ?? null } : {}), ...(payment ? { paymentReference: d.reference, paymentId: payment.id } : {}) },
        reason,
      },
      ours,
    ),
  ]);
  const after = await requestWithMember(deps, d.id);
  if (!after) throw notFound(ADMIN_PLANS_TEXT.requestNotFound);
  const changed = after.decision_id === decisionId;
  if (changed) await Promise.all([tellMember(deps, after, notice, siteUrl, locale), tellChanged(deps, before.user_id, ['notifications']), payment && mailReceiptOf(deps, payment.id)]);
  return { changed, request: after };
}

export type DecidedRequest = NonNullable<Awaited<ReturnType<typeof requestWithMember>>>;

async function requestWithMember(deps: AppDeps, requestId: string) {
  return deps.database.db
    .selectFrom('upgrade_requests')
    .innerJoin('users', 'users.id', 'upgrade_requests.user_id')
    .innerJoin('plans', 'plans.id', 'upgrade_requests.plan_id')
    .select(['upgrade_requests.id', 'upgrade_requests.user_id', 'upgrade_requests.plan_id', 'upgrade_requests.status', 'upgrade_requests.decided_at'])
    .select(['upgrade_requests.decision_id', 'upgrade_requests.reason', 'upgrade_requests.expires_at', 'users.name as member_name', 'users.email as member_email'])
    .select((eb) => eb.fn.coalesce('upgrade_requests.plan_name', 'plans.plan_name').as('plan_name'))
    .where('upgrade_requests.id', '=', requestId)
    .executeTakeFirst();
}

/** The e-mail of a decision; the notification is in the batch. A failed mail does not undo the decision. */
async function tellMember(deps: AppDeps, r: DecidedRequest, notice: string, site: string, locale: Locale): Promise<void> {
  const subject = r.status === 'approved' ? m.server_mail_plan_approved_subject : m.server_mail_plan_rejected_subject;
  const mail = {
    to: r.member_email,
    subject: subject({ plan: r.plan_name }, { locale }),
    text: noticeMail(r.member_name, notice, m.server_mail_your_membership({ link: `${site}/membership` }, { locale }), locale),
  };
  await deps.mailer.send(mail).catch((e: unknown) => console.error('plan decision mail failed', e));
}
