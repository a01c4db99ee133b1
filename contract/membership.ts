/** Membership plans and upgrade requests (issue 4 §6). Plans themselves: contract/reference.ts `Plan`. */
import type { PaymentOptions } from './payments';

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

export const MEMBERSHIP_TEXT = {
  heading: 'Membership Plans',
  choose: 'Choose Plan',
  unavailable: 'Unavailable',
  current: 'Your current plan',
  pending: 'Upgrade request pending',
  planNotFound: 'This plan could not be found.',
  planInactive: 'This plan is no longer available. Choose another plan.',
  alreadyCurrent: 'You already have this plan.',
  freeWithoutPlan: 'You are on the Free plan already.',
  alreadyPending: 'Your request for this plan is already waiting for an admin to confirm it.',
  requested: (planName: string) => `Your request for the ${planName} plan has been sent. An admin will confirm it soon.`,
  switchedToFree: 'You are now on the Free plan.',
  approvedNotice: (planName: string) => `Your ${planName} plan is now active.`,
  rejectedNotice: (planName: string, reason: string) => `Your request for the ${planName} plan was not approved: ${reason}`,
  rejectedBecause: (reason: string) => `Reason: ${reason}`,
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
