import { prunePeriodically } from './admin/logs/prune';
import type { AppDeps } from './deps';
import { sweepIdDocumentsPeriodically } from './id-verification/sweep';
import { writeDailyFeedPeriodically } from './notifications/feed-daily';
import { reconcilePaymentsPeriodically } from './payments/reconcile';
import { sweepPictureFiles } from './pictures/sweep';

/**
 * The Node entry's background jobs, once a deployment: in the one server process, or in the
 * primary when there are several (worker/cluster.ts, decision 0967), never once a process.
 * `deps.live` must reach the other processes' pages (the shared hub, decision 0866).
 */
export function startBackgroundJobs(deps: AppDeps) {
  const { database, config } = deps;
  // Leftovers of uploads cut short by a kill, in the background (docs/decisions/0424). File
  // ages are read against the real clock, whatever clock the app was given.
  const pictureSweep = sweepPictureFiles(database, config.picturesDir).then(
    (swept) => {
      if (swept.orphans || swept.parts) console.log(`Picture sweep: removed ${swept.orphans} unreferenced pictures and ${swept.parts} .part files.`);
      return swept;
    },
    (err: unknown) => {
      console.error('Picture sweep failed:', err);
      return null;
    },
  );
  // Log retention (decision 0811): now, then every few hours, in bounded batches.
  const stopPruning = prunePeriodically(deps);
  // The feed's daily items (decision 0830) on the same rhythm; keyed per day, so reruns write nothing.
  const stopDailyFeed = writeDailyFeedPeriodically(deps);
  // Online payments left open by the page and the webhook, settled from Razorpay (decision 0951).
  const stopReconciling = reconcilePaymentsPeriodically(deps);
  // Images of decided ID requests the decision could not delete (decision 0956).
  const stopIdSweep = sweepIdDocumentsPeriodically(deps);
  return {
    pictureSweep,
    stop() {
      stopPruning();
      stopDailyFeed();
      stopReconciling();
      stopIdSweep();
    },
  };
}
