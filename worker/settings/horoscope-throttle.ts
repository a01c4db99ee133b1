import { SETTINGS_TEXT } from '../../contract/settings';
import { holdGuess, trimGuessTurns } from '../auth/guess-turns';
import { slowDownMs } from '../auth/throttle';
import type { AppDeps } from '../deps';
import { tooManyRequests } from '../http/errors';

/**
 * Wrong horoscope passwords, counted per viewer and owner over a sliding window (the pattern
 * of worker/auth/throttle.ts): five guesses, then a wait, so a short password cannot be tried
 * through. Other viewers of the same horoscope are not held up by one guesser. Counted per
 * owner across viewers too, so a second account gets no fresh budget: the owner's wrong
 * passwords from all viewers slow every guess down as sign-ins are, and viewers who have failed
 * take turns (decision 0857).
 */
export const HOROSCOPE_THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_WRONG_HOROSCOPE_PASSWORDS = 5;

const pairKey = (viewerId: string, ownerId: string) => `${viewerId}:${ownerId}`;

export async function assertHoroscopeNotThrottled(deps: AppDeps, viewerId: string, ownerId: string): Promise<void> {
  const row = await deps.database.db
    .selectFrom('horoscope_password_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('key', '=', pairKey(viewerId, ownerId))
    .where('at', '>', deps.now() - HOROSCOPE_THROTTLE_WINDOW_MS)
    .executeTakeFirst();
  if (Number(row?.n ?? 0) >= MAX_WRONG_HOROSCOPE_PASSWORDS) throw tooManyRequests(SETTINGS_TEXT.horoscopeTooManyTries);
}

/**
 * Holds a password check while the owner's horoscope is being guessed: the delay of the owner's
 * wrong passwords from all viewers, in line when this viewer has failed at it too. A friend who
 * has not failed only waits the delay, at most a few seconds.
 */
export async function holdWhileHoroscopeGuessed(deps: AppDeps, viewerId: string, ownerId: string): Promise<void> {
  const row = await deps.database.db
    .selectFrom('horoscope_password_failures')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>(eb.case().when('key', '=', pairKey(viewerId, ownerId)).then(1).else(0).end()).as('mine'),
    ])
    .where('owner_id', '=', ownerId)
    .where('at', '>', deps.now() - HOROSCOPE_THROTTLE_WINDOW_MS)
    .executeTakeFirst();
  const guess = { target: `horoscope:${ownerId}`, delayMs: slowDownMs(Number(row?.n ?? 0)), inLine: Number(row?.mine ?? 0) > 0 };
  await holdGuess(deps, guess, SETTINGS_TEXT.horoscopeBeingGuessed);
}

export async function recordWrongHoroscopePassword(deps: AppDeps, viewerId: string, ownerId: string): Promise<void> {
  const at = deps.now();
  await deps.database.batch([
    deps.database.db.insertInto('horoscope_password_failures').values({ key: pairKey(viewerId, ownerId), owner_id: ownerId, at }),
    // Trimmed here: old rows are of no use to the window.
    deps.database.db.deleteFrom('horoscope_password_failures').where('at', '<', at - HOROSCOPE_THROTTLE_WINDOW_MS),
    trimGuessTurns(deps, at - HOROSCOPE_THROTTLE_WINDOW_MS),
  ]);
}

export async function clearWrongHoroscopePasswords(deps: AppDeps, viewerId: string, ownerId: string): Promise<void> {
  await deps.database.db.deleteFrom('horoscope_password_failures').where('key', '=', pairKey(viewerId, ownerId)).execute();
}
