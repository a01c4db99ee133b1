/** Membership plans and upgrade requests (issue 4 §6). Plans themselves: contract/reference.ts `Plan`. */
import type { PaymentOptions } from './payments';
import { m } from './i18n/paraglide/messages';

export type UpgradeRequestStatus = 'pending' | 'approved' | 'rejected';

export interface UpgradeRequest {
  _id: string;
  planId: string;
  planName: string;
  status: UpgradeRequestStatus;
  createdAt: number;
  decidedAt: number | null;
  /** Why an admin rejected it; null otherwise. */
  reason: string | null;
}

/** `data` of GET /api/user/membership: the plan in force and the member's upgrade requests. */
export interface MembershipStatus {
  /** The plan in force (the free plan when none is held or the held one has expired). */
  current: { planId: string; planName: string; type: string; since: number | null; expiresAt: number | null };
  /** The plan the member holds, null when none (or it expired): the spec's "user has no plan". */
  heldPlanId: string | null;
  requests: UpgradeRequest[];
  /** How the member can pay for a plan: online (Razorpay), offline details, renewal (issue 23). */
  payment: PaymentOptions;
}

/**
 * Getters and functions: each text is read in the reader's language when it is used (issue 25).
 * The decision's notification and mail are the server's (worker/membership/upgrade.ts), in the
 * member's language.
 */
export const MEMBERSHIP_TEXT = {
  get heading() { return m.membership_heading(); },
  get choose() { return m.membership_choose(); },
  get unavailable() { return m.membership_unavailable(); },
  get current() { return m.membership_current(); },
  get pending() { return m.membership_pending(); },
  get planNotFound() { return m.membership_plan_not_found(); },
  get planInactive() { return m.membership_plan_inactive(); },
  get alreadyCurrent() { return m.membership_already_current(); },
  get freeWithoutPlan() { return m.membership_free_without_plan(); },
  get alreadyPending() { return m.membership_already_pending(); },
  requested: (planName: string) => m.membership_requested({ plan: planName }),
  get switchedToFree() { return m.membership_switched_to_free(); },
  rejectedBecause: (reason: string) => m.membership_rejected_because({ reason }),
} as const;

/**
 * Spec §2/§4: a plan can be chosen unless it is inactive, is the member's current plan, or is
 * free while the member holds no plan. `heldPlanId` is MembershipStatus.heldPlanId.
 */
export function isChoosable(plan: { _id: string; type: string; isActive: boolean }, heldPlanId: string | null): boolean {
  if (!plan.isActive) return false;
  if (heldPlanId === plan._id) return false;
  if (!heldPlanId && plan.type === 'Free') return false;
  return true;
}
