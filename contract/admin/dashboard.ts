/**
 * The back-office dashboard (`GET /admin/getDashboard`, issue 10): the figures an operations
 * team opens the day with, and the two series its charts draw. Days and months are UTC.
 */
export interface AdminDashboard {
  members: {
    /** Every member account but deleted ones (blocked and deactivated included). */
    total: number;
    /** Joined since 00:00 UTC today. */
    newToday: number;
    /** Joined in the last 7 days. */
    newThisWeek: number;
    /** Seen (any signed-in call) in the last 24 hours. */
    seenLastDay: number;
    /** Seen in the last 7 days. */
    seenLastWeek: number;
    verified: number;
    unverified: number;
  };
  byGender: { gender: 'male' | 'female' | 'unknown'; count: number }[];
  /** Members by the plan they hold (users.plan_id); none held counts under the free plan. */
  byPlan: { planId: string | null; planName: string; count: number }[];
  pendingUpgradeRequests: number;
  /** Visitor queries not resolved yet ('new' or 'in_progress'). */
  openQueries: number;
  /** Whole rupees: the price of every upgrade request approved since the 1st of this month, 00:00 UTC. */
  revenueThisMonth: number;
  /** One entry per UTC day, the oldest first, today last. */
  signUpsByDay: { day: string; count: number }[];
  /** When the figures were counted (epoch ms). */
  countedAt: number;
}

export const SIGN_UP_DAYS = 30;

export const DASHBOARD_TEXT = {
  title: 'Dashboard',
  loadFailed: 'The dashboard could not be loaded. Try again.',
  signUpsChart: `Sign-ups per day, last ${SIGN_UP_DAYS} days`,
  plansChart: 'Members per plan',
  refresh: 'Count again',
  refreshed: 'The figures are up to date.',
} as const;
