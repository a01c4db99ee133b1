import { z } from 'zod';
import { multiLine, singleLine } from '../text-rules';
import type { Plan } from '../reference';
import type { UpgradeRequestStatus } from '../membership';
import { adminListQuerySchema } from './list-query';

/**
 * The back office's plans and upgrade requests (issue 10, docs/decisions/0806, 0807): the plan
 * form, shared by the dialog and `POST /admin/plan` / `POST /admin/updatePlan`, and the queue of
 * upgrade requests with its decision.
 */
const whole = (what: string, max: number) =>
  z.number({ error: `Enter ${what} as a whole number.` }).int(`Enter ${what} as a whole number.`).min(0, `${what[0]!.toUpperCase()}${what.slice(1)} cannot be negative.`).max(max, `${what[0]!.toUpperCase()}${what.slice(1)} can be at most ${max}.`);

export const adminPlanGrantsSchema = z.object({
  contactViews: whole('the contact views', 10_000),
  interestsPerDay: whole('the interests a day', 1_000),
  canStartChat: z.boolean(),
  canSendMail: z.boolean(),
  seeVisitors: z.boolean(),
  viewHoroscope: z.boolean(),
  familyFinding: z.boolean(),
  profileHighlight: z.boolean(),
});

export const PLAN_DURATIONS = [1, 3, 6, 12, 24] as const;

export const planFormSchema = z
  .object({
    planName: singleLine(z.string({ error: 'Enter the plan’s name.' }).trim().min(2, 'Enter the plan’s name (at least 2 letters).').max(40, 'The name can have at most 40 characters.')),
    /** null: the free plan, which does not end. */
    durationMonths: z
      .number({ error: 'Choose how long the plan runs.' })
      .int('Choose how long the plan runs.')
      .min(1, 'A plan runs at least 1 month.')
      .max(60, 'A plan runs at most 60 months.')
      .nullable(),
    price: whole('the price', 1_000_000),
    features: z
      .array(singleLine(z.string().trim().min(2, 'Write each feature in a few words.').max(120, 'A feature can have at most 120 characters.')), { error: 'List the plan’s features.' })
      .min(1, 'List at least one feature: members choose by them.')
      .max(15, 'List at most 15 features.'),
    grants: adminPlanGrantsSchema,
    isActive: z.boolean(),
  })
  .superRefine((p, ctx) => {
    // Members choose a paid plan through an upgrade request; the free plan is the one without a price or an end.
    if (p.price === 0 && p.durationMonths !== null) ctx.addIssue({ code: 'custom', path: ['durationMonths'], message: 'A free plan does not end: choose “No end (free plan)”, or give it a price.' });
    if (p.price > 0 && p.durationMonths === null) ctx.addIssue({ code: 'custom', path: ['durationMonths'], message: 'A paid plan needs a period: choose how many months it runs.' });
  });
export type PlanForm = z.infer<typeof planFormSchema>;

export const updatePlanSchema = z.intersection(z.object({ id: z.string().min(1, 'Say which plan to change.').max(64) }), planFormSchema);

/** The plan's `type` as members read it: 'Free', or its period ('3 Months'). */
export const planTypeOf = (durationMonths: number | null) => (durationMonths === null ? 'Free' : durationMonths === 1 ? '1 Month' : `${durationMonths} Months`);

export const PLAN_SORT_KEYS = ['order', 'name', 'price', 'holders'] as const;
export const planListQuerySchema = adminListQuerySchema(PLAN_SORT_KEYS, { key: 'order', direction: 'asc' });

/** One row of `GET /admin/plan`: the plan, the members holding it now and the requests waiting for it. */
export interface AdminPlan extends Plan {
  holders: number;
  pending: number;
}

export const UPGRADE_SORT_KEYS = ['created', 'decided', 'member', 'plan'] as const;
export const UPGRADE_STATUS_FILTERS = ['pending', 'approved', 'rejected', 'all'] as const;
export const upgradeListQuerySchema = adminListQuerySchema(UPGRADE_SORT_KEYS, { key: 'created', direction: 'asc' }).extend({
  status: z.enum(UPGRADE_STATUS_FILTERS, { error: 'Show pending, approved, rejected or all requests.' }).default('pending'),
});

export const upgradeDecisionSchema = z
  .object({
    id: z.string({ error: 'Say which request to decide.' }).min(1, 'Say which request to decide.').max(64),
    status: z.enum(['approved', 'rejected'], { error: "Decide 'approved' or 'rejected'." }),
    reason: multiLine(z.string().trim().max(300, 'Keep the reason to 300 characters.')).optional(),
    /**
     * Approving a paid plan: what the member paid with offline (UTR, UPI reference, cheque number),
     * recorded with the payment and its invoice (issue 23). The server requires it for a paid plan.
     */
    reference: singleLine(z.string().trim().min(4, 'Enter the payment reference (at least 4 characters).').max(64, 'The payment reference can have at most 64 characters.')).optional(),
  })
  .superRefine((d, ctx) => {
    if (d.status === 'rejected' && (d.reason ?? '').length < 3) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why the request is rejected: the member reads it.' });
  });
export type UpgradeDecision = z.infer<typeof upgradeDecisionSchema>;

/** One row of `GET /admin/getUpgreadeRequest`. */
export interface AdminUpgradeRequest {
  _id: string;
  member: { _id: string; name: string; email: string };
  planId: string;
  planName: string;
  price: number | null;
  status: UpgradeRequestStatus;
  createdAt: number;
  decidedAt: number | null;
  decidedBy: string | null;
  reason: string | null;
  expiresAt: number | null;
  /** A pending request: when the plan would end if approved now (null: it does not end). */
  endsIfApprovedNow: number | null;
}

export const ADMIN_PLANS_TEXT = {
  created: (name: string) => `The ${name} plan has been created.`,
  updated: (name: string) => `The ${name} plan has been saved. Members who hold it keep what they bought.`,
  unchanged: 'Nothing to save: the plan is as it was.',
  notFound: 'This plan could not be found.',
  nameTaken: 'There is a plan with this name already. Choose another name.',
  secondFree: 'There is a free plan already; a second one would never be offered. Give this plan a price and a period.',
  freeStaysFree: 'The free plan stays free: members without a paid plan hold it.',
  freeStaysActive: 'The free plan cannot be switched off: members go back to it when a plan ends.',
  approved: (member: string, plan: string) => `${member} now holds the ${plan} plan.`,
  rejected: (member: string, plan: string) => `${member}’s request for the ${plan} plan has been rejected.`,
  decidedAlready: (status: UpgradeRequestStatus) => `This request was ${status} already; nothing changed.`,
  requestNotFound: 'This upgrade request could not be found.',
  planGone: 'This plan no longer exists, so the request cannot be approved. Reject it with a reason.',
  referenceNeeded: 'Enter the payment reference the member paid with (UTR, UPI reference or cheque number) before approving a paid plan.',
} as const;
