import type { Context } from 'hono';
import type { AppEnv } from './context';
import { logBackgroundFailure } from './storage-full';

/**
 * Work the response must not wait for (mail, logs). Workers keep the isolate alive for it
 * through `waitUntil`; Node simply lets the promise run. Failures are logged, never thrown.
 */
export function runInBackground(c: Context, task: Promise<unknown>): void {
  const deps = (c as Context<AppEnv>).var.deps;
  const guarded = task.catch((err) => logBackgroundFailure(deps, deps.now(), 'Background task failed:', err));
  try {
    c.executionCtx.waitUntil(guarded);
  } catch {
    // No ExecutionContext outside Workers: the promise already runs on its own.
  }
}
