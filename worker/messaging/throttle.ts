import { MESSAGING_TEXT } from '../../contract/messaging';
import type { AppDeps } from '../deps';
import { tooManyRequests } from '../http/errors';
import { planInForce } from '../membership/grants';

/**
 * How much a member may send (docs/decisions/0582): a burst limit over a rolling minute and a
 * daily limit over a rolling 24 hours, counted from what they stored (indexed by sender and
 * time), tighter on the Free plan and tighter still for letters.
 */
export const SEND_LIMITS = {
  messages: { free: { perMinute: 10, perDay: 100 }, paid: { perMinute: 30, perDay: 1000 } },
  letters: { free: { perMinute: 2, perDay: 10 }, paid: { perMinute: 5, perDay: 50 } },
} as const;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** Throws 429 with the contract's text when one more would pass a limit. */
export async function checkSendLimit(deps: AppDeps, userId: string, kind: keyof typeof SEND_LIMITS): Promise<void> {
  const now = deps.now();
  const { heldPlanId } = await planInForce(deps, userId);
  const limits = SEND_LIMITS[kind][heldPlanId ? 'paid' : 'free'];
  const row = await deps.database.db
    .selectFrom(kind)
    .where('from_user_id', '=', userId)
    .where('sent_at', '>', now - DAY_MS)
    .select((eb) => [
      eb.fn.countAll<number>().as('day'),
      eb.fn.sum<number>(eb.case().when('sent_at', '>', now - MINUTE_MS).then(1).else(0).end()).as('minute'),
      eb.fn.min<number>('sent_at').as('oldest'),
    ])
    .executeTakeFirstOrThrow();
  if (Number(row.minute ?? 0) >= limits.perMinute) throw tooManyRequests(MESSAGING_TEXT.throttledBurst, 60);
  if (Number(row.day) >= limits.perDay) {
    throw tooManyRequests(MESSAGING_TEXT.throttledDaily(limits.perDay, kind), Math.max(1, Math.ceil((Number(row.oldest) + DAY_MS - now) / 1000)));
  }
}
