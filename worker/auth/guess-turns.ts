import { sql } from 'kysely';
import type { AppDeps } from '../deps';
import { tooManyRequests } from '../http/errors';

/**
 * Guesses at one secret from many places at once (an account's password, a member's horoscope
 * password) take turns (decision 0855). A delay per request alone did not slow a guesser: N
 * guesses sent together each waited once, so the rate grew with N. Here a guess from a caller
 * who has already failed at the target claims the target's next free moment with one guarded
 * UPSERT on `guess_turns.not_before`, so N guesses at once wait delay, 2 × delay, … N × delay,
 * and while the line is longer than MAX_TURN_WAIT_MS such callers are refused with 429 and
 * Retry-After. A caller who has not failed at the target is never put in line: the owner at a
 * new place, or a friend with the horoscope password, waits only the delay itself.
 */
export const MAX_TURN_WAIT_MS = 10_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Claims the target's next turn; the moment it may go ahead, or null when the line is full. */
async function claimTurn(deps: AppDeps, target: string, delayMs: number): Promise<number | null> {
  const now = deps.now();
  const next = sql<number>`max(guess_turns.not_before, ${now}) + ${delayMs}`;
  const row = await deps.database.db
    .insertInto('guess_turns')
    .values({ target, not_before: now + delayMs })
    .onConflict((oc) => oc.column('target').doUpdateSet({ not_before: next }).where(next, '<=', now + MAX_TURN_WAIT_MS))
    .returning('not_before')
    .executeTakeFirst();
  return row?.not_before ?? null;
}

/** Seconds until the line is short enough to take one more guess (at least 1). */
async function secondsUntilRoom(deps: AppDeps, target: string, delayMs: number): Promise<number> {
  const row = await deps.database.db.selectFrom('guess_turns').select('not_before').where('target', '=', target).executeTakeFirst();
  const room = (row?.not_before ?? 0) + delayMs - MAX_TURN_WAIT_MS;
  return Math.max(1, Math.ceil((room - deps.now()) / 1000));
}

/**
 * Holds a guess before its secret is checked, right and wrong alike (a delay only on wrong
 * answers would tell the right one by its speed): `delayMs` (0 when the target is not being
 * guessed), in line when `inLine` (the caller has failed at this target), refused past the cap
 * with `refusal(seconds)`.
 */
export async function holdGuess(
  deps: AppDeps,
  guess: { target: string; delayMs: number; inLine: boolean },
  refusal: (seconds: number) => string,
): Promise<void> {
  if (guess.delayMs <= 0) return;
  if (!guess.inLine) return sleep(guess.delayMs);
  const turn = await claimTurn(deps, guess.target, guess.delayMs);
  if (turn === null) {
    const seconds = await secondsUntilRoom(deps, guess.target, guess.delayMs);
    throw tooManyRequests(refusal(seconds), seconds);
  }
  await sleep(turn - deps.now());
}

/** Lines a window old are of no use: trimmed in the batch that records a failure. */
export const trimGuessTurns = (deps: AppDeps, before: number) => deps.database.db.deleteFrom('guess_turns').where('not_before', '<', before);
