import { TEXT } from '../../contract/texts';
import type { AppDeps } from '../deps';
import { tooManyRequests } from '../http/errors';

/**
 * Failed sign-ins are counted per account and per address over a sliding window. The account
 * limit stops guessing one password; the address limit stops one machine trying many accounts.
 */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;

const accountKey = (email: string) => `account:${email}`;
const addressKey = (ip: string) => `address:${ip}`;

async function failures(deps: AppDeps, key: string): Promise<number> {
  const row = await deps.database.db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('key', '=', key)
    .where('at', '>', deps.now() - THROTTLE_WINDOW_MS)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function assertNotThrottled(deps: AppDeps, email: string, ip: string | null): Promise<void> {
  const [byAccount, byAddress] = await Promise.all([
    failures(deps, accountKey(email)),
    ip ? failures(deps, addressKey(ip)) : Promise.resolve(0),
  ]);
  if (byAccount >= MAX_FAILURES_PER_ACCOUNT || byAddress >= MAX_FAILURES_PER_ADDRESS) {
    throw tooManyRequests(TEXT.tooManyAttempts);
  }
}

export async function recordFailure(deps: AppDeps, email: string, ip: string | null): Promise<void> {
  const at = deps.now();
  const rows = [{ key: accountKey(email), at }, ...(ip ? [{ key: addressKey(ip), at }] : [])];
  await deps.database.batch([
    deps.database.db.insertInto('login_failures').values(rows),
    // Old rows are of no use to the window; trimming here keeps the table small without a cron.
    deps.database.db.deleteFrom('login_failures').where('at', '<', at - THROTTLE_WINDOW_MS),
  ]);
}

export async function clearFailures(deps: AppDeps, email: string): Promise<void> {
  await deps.database.db.deleteFrom('login_failures').where('key', '=', accountKey(email)).execute();
}
