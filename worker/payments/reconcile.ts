import type { AppDeps } from '../deps';
import { settleFromGateway } from './confirm';
import { razorpayGateway } from './razorpay';

/** An order younger than this may still have its Checkout open: the job leaves it to the page. */
const SETTLE_AFTER_MS = 10 * 60_000;
/** An order with no payment this long after it was opened was abandoned: recorded as not completed. */
const ABANDONED_AFTER_MS = 24 * 3_600_000;
/** Orders asked about per run: each is one call to Razorpay; the oldest first, so every order gets its turn. */
const RECONCILE_BATCH = 50;

export interface ReconcileCounts {
  asked: number;
  paid: number;
  failed: number;
}

/**
 * The reconciliation job (decision 0951), the Node entry's 6-hourly timer and the Workers cron:
 * asks Razorpay about orders left created or attempted (the page closed before verify, the webhook
 * not configured or lost) and settles them as the webhook would. Nothing to do when payments are
 * off. A failure on one order is logged and the rest go on.
 */
export async function reconcilePayments(deps: AppDeps): Promise<ReconcileCounts> {
  const counts: ReconcileCounts = { asked: 0, paid: 0, failed: 0 };
  if (!razorpayGateway(deps.config.payments)) return counts;
  const rows = await deps.database.db
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', 'razorpay')
    .where('status', 'in', ['created', 'attempted'])
    .where('created_at', '<=', deps.now() - SETTLE_AFTER_MS)
    .orderBy('created_at')
    .limit(RECONCILE_BATCH)
    .execute();
  for (const row of rows) {
    counts.asked += 1;
    try {
      const settled = await settleFromGateway(deps, row, ABANDONED_AFTER_MS);
      if (settled === 'paid') counts.paid += 1;
      if (settled === 'failed') counts.failed += 1;
    } catch (err) {
      console.error(`Reconciling payment ${row.id} failed:`, err);
    }
  }
  return counts;
}

const logCounts = (c: ReconcileCounts) => {
  if (c.asked) console.log(`Payments: asked Razorpay about ${c.asked} open orders; ${c.paid} received, ${c.failed} not completed.`);
};

/** Hours between two runs under Node, the rhythm of the other background jobs (Workers: wrangler.toml's cron). */
const RECONCILE_EVERY_MS = 6 * 3_600_000;

/** Node: runs now, then every few hours, in the background (an unref'd timer). Returns a stop function. */
export function reconcilePaymentsPeriodically(deps: AppDeps, everyMs = RECONCILE_EVERY_MS): () => void {
  const run = () => reconcilePayments(deps).then(logCounts, (err: unknown) => console.error('Payment reconciliation failed:', err));
  void run();
  const timer = setInterval(() => void run(), everyMs);
  (timer as { unref?: () => void }).unref?.();
  return () => clearInterval(timer);
}

/** Workers' cron: one run, logged. */
export const reconcilePaymentsOnce = (deps: AppDeps) => reconcilePayments(deps).then(logCounts, (err: unknown) => console.error('Payment reconciliation failed:', err));
