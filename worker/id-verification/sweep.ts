import type { AppDeps } from '../deps';
import { deleteIdDocuments, idDocumentsOf } from './store';

/** Requests a sweep round reads at a time. */
const SWEEP_BATCH = 100;
/** Well inside the 24 hours promised: a decision's leftovers go at the next run. */
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

type Stored = { id: string; document_name: string | null; selfie_name: string | null };

/**
 * Deletes the images of decided requests, then forgets their names; a request whose bytes would
 * not go keeps its names for the next sweep (decision 0956).
 */
export async function forgetDocuments(deps: AppDeps, requests: Stored[]): Promise<number> {
  const store = idDocumentsOf(deps);
  if (!store) return 0;
  let forgotten = 0;
  for (const r of requests) {
    if (!(await deleteIdDocuments(store, [r.document_name, r.selfie_name]))) continue;
    await deps.database.db
      .updateTable('id_verifications')
      .set({ document_name: null, selfie_name: null, documents_deleted_at: deps.now() })
      .where('id', '=', r.id)
      .execute();
    forgotten++;
  }
  return forgotten;
}

/**
 * The leftovers: decided requests whose images are still stored (the store failed at the
 * decision, or the process stopped between the two). Runs with the 6-hourly jobs, in batches.
 */
export async function sweepIdDocuments(deps: AppDeps): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await deps.database.db
      .selectFrom('id_verifications')
      .select(['id', 'document_name', 'selfie_name'])
      .where('status', '<>', 'pending')
      .where('documents_deleted_at', 'is', null)
      .orderBy('decided_at')
      .limit(SWEEP_BATCH)
      .execute();
    const forgotten = await forgetDocuments(deps, rows);
    total += forgotten;
    if (rows.length < SWEEP_BATCH || forgotten === 0) return total;
  }
}

const logged = (n: number) => void (n && console.log(`ID documents: deleted the images of ${n} decided requests.`));
const failed = (err: unknown) => console.error('ID document sweep failed:', err);

/** Node: now, then every 6 hours, beside log retention. */
export function sweepIdDocumentsPeriodically(deps: AppDeps, everyMs = SWEEP_EVERY_MS): () => void {
  const run = () => sweepIdDocuments(deps).then(logged, failed);
  void run();
  const timer = setInterval(() => void run(), everyMs);
  (timer as { unref?: () => void }).unref?.();
  return () => clearInterval(timer);
}

/** Workers' cron: one run, logged. */
export const sweepIdDocumentsOnce = (deps: AppDeps) => sweepIdDocuments(deps).then(logged, failed);
