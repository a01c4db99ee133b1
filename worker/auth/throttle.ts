import { SERVER_TEXT } from '../../contract/server-texts';
import type { AppDeps } from '../deps';
import { tooManyRequests } from '../http/errors';
import { holdGuess, trimGuessTurns } from './guess-turns';
import { verifyPassword } from './passwords';

/**
 * Wrong passwords, counted over a sliding window per (account, address) pair and per address,
 * never per account alone: nobody can lock someone else out, and the right password from an
 * address that has not been failing always gets in (decision 0008). Sign-ins and the password
 * confirmations of signed-in members (change password, e-mail, deactivate, delete) share it.
 *
 * Guessing one account from many addresses is met by a bounded delay before the password is
 * checked (`holdWhileGuessed`), for right and wrong passwords alike: a delay only on wrong
 * answers would tell the guesser the right one by its speed. Addresses that have failed for
 * the account take turns at it (./guess-turns.ts), so guesses sent together cannot share one
 * wait (decision 0855).
 */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_PAIR = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;
/** Failures of one account, from all addresses together, before its sign-ins are slowed. */
export const SLOW_DOWN_AFTER = 10;
export const SLOW_DOWN_STEP_MS = 250;
export const MAX_SLOW_DOWN_MS = 3000;

/** Who is trying: the e-mail tried (lower-cased; known or not) and the caller's address. */
export interface Attempt {
  account: string;
  address: string | null;
}

// An unknown address (a runtime that gives none) is one shared address: counted, not skipped.
const addressOf = (a: Attempt) => a.address ?? '';

/** When the n-th newest failure of a key leaves the window, or null if there are fewer. */
async function throttledUntil(deps: AppDeps, a: Attempt, by: 'pair' | 'address', limit: number): Promise<number | null> {
  let q = deps.database.db
    .selectFrom('sign_in_failures')
    .select('at')
    .where('address', '=', addressOf(a))
    .where('at', '>', deps.now() - THROTTLE_WINDOW_MS);
  if (by === 'pair') q = q.where('account', '=', a.account);
  const row = await q.orderBy('at', 'desc').limit(1).offset(limit - 1).executeTakeFirst();
  return row ? row.at + THROTTLE_WINDOW_MS : null;
}

/** Refuses with 429 and Retry-After while this pair or this address has failed too often. */
export async function assertNotThrottled(deps: AppDeps, a: Attempt, refusal: (minutes: number) => string = SERVER_TEXT.tooManyAttempts): Promise<void> {
  const [pair, address] = await Promise.all([
    throttledUntil(deps, a, 'pair', MAX_FAILURES_PER_PAIR),
    throttledUntil(deps, a, 'address', MAX_FAILURES_PER_ADDRESS),
  ]);
  const until = Math.max(pair ?? 0, address ?? 0);
  if (until > deps.now()) {
    const seconds = Math.ceil((until - deps.now()) / 1000);
    throw tooManyRequests(refusal(Math.ceil(seconds / 60)), seconds);
  }
}

export async function recordFailure(deps: AppDeps, a: Attempt): Promise<void> {
  const at = deps.now();
  await deps.database.batch([
    deps.database.db.insertInto('sign_in_failures').values({ account: a.account, address: addressOf(a), at }),
    // Old rows are of no use to the window; trimming here keeps the table small without a cron.
    deps.database.db.deleteFrom('sign_in_failures').where('at', '<', at - THROTTLE_WINDOW_MS),
    trimGuessTurns(deps, at - THROTTLE_WINDOW_MS),
  ]);
}

/** The right password forgives this pair's typos; other addresses' failures still count. */
export async function clearFailures(deps: AppDeps, a: Attempt): Promise<void> {
  await deps.database.db
    .deleteFrom('sign_in_failures')
    .where('account', '=', a.account)
    .where('address', '=', addressOf(a))
    .execute();
}

/** The delay for `failures` of one account in the window: none, then growing, bounded. */
export function slowDownMs(failures: number): number {
  if (failures < SLOW_DOWN_AFTER) return 0;
  return Math.min(MAX_SLOW_DOWN_MS, (failures - SLOW_DOWN_AFTER + 1) * SLOW_DOWN_STEP_MS);
}

/** How one sign-in is held: the account's delay, and whether this address takes turns. */
interface SignInHold {
  delayMs: number;
  inLine: boolean;
}

/**
 * How a sign-in is held before its password is checked: by the account's failures from all
 * addresses, in line when this address has failed for it too, and not at all from an address
 * the account has signed in from before (its owner at home).
 */
async function signInHold(deps: AppDeps, a: Attempt, userId: string | null): Promise<SignInHold> {
  const db = deps.database.db;
  const row = await db
    .selectFrom('sign_in_failures')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>(eb.case().when('address', '=', addressOf(a)).then(1).else(0).end()).as('mine'),
    ])
    .where('account', '=', a.account)
    .where('at', '>', deps.now() - THROTTLE_WINDOW_MS)
    .executeTakeFirst();
  const hold = { delayMs: slowDownMs(Number(row?.n ?? 0)), inLine: Number(row?.mine ?? 0) > 0 };
  if (hold.delayMs === 0 || !userId || !a.address) return hold;
  const known = await db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('ip', '=', a.address)
    .where('impersonated_by', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return known ? { delayMs: 0, inLine: false } : hold;
}

/** How long a sign-in waits at least before its password is checked (its turns come on top). */
export async function signInDelayMs(deps: AppDeps, a: Attempt, userId: string | null): Promise<number> {
  return (await signInHold(deps, a, userId)).delayMs;
}

/** The one line of guesses at an account: keyed by the e-mail tried, known or not. */
const signInTarget = (account: string) => `sign-in:${account}`;

export async function holdWhileGuessed(
  deps: AppDeps,
  a: Attempt,
  userId: string | null,
  refusal: (seconds: number) => string = SERVER_TEXT.accountBeingGuessed,
): Promise<void> {
  const hold = await signInHold(deps, a, userId);
  await holdGuess(deps, { target: signInTarget(a.account), ...hold }, refusal);
}

/** A signed-in member's password, asked again: refused while throttled; wrong ones count. */
export async function confirmUnderThrottle(deps: AppDeps, a: Attempt, password: string, hash: string): Promise<boolean> {
  await assertNotThrottled(deps, a);
  const valid = await verifyPassword(password, hash);
  await (valid ? clearFailures(deps, a) : recordFailure(deps, a));
  return valid;
}
