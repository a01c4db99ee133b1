import { PHONE_CODE_LIFETIME_MS, PHONE_CODE_TRIES, PHONE_REASON, PHONE_TEXT, type PhoneStatus } from '../../contract/phone';
import { m } from '../../contract/i18n/paraglide/messages';
import { codeHash, newCode } from '../auth/email-codes';
import { assertNotThrottled, clearFailures, recordFailure, type Attempt } from '../auth/throttle';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/errors';
import { readerLocale } from '../i18n/reader-locale';
import { SmsUnavailableError } from '../sms/sms-sender';

/**
 * Phone verification (issue 24, decision 0955). A member asks for a code to a number; the code
 * is bound to that member and that number, works for 5 minutes, 5 wrong tries end it, and the
 * right one makes the number the member's verified contact phone. Sends and wrong codes are
 * counted like sign-in failures (../auth/throttle.ts), per (number, address) and per address,
 * never per number alone: nobody can stop another member from verifying.
 */

const refuse = (message: string, reason: string) => new ApiError(400, message, undefined, undefined, reason);

/** Each code sent counts as one "failure" of this key: five a quarter hour per number and address. */
const sendAttempt = (phone: string, address: string | null): Attempt => ({ account: `sms:${phone}`, address });
/** Wrong codes for a number, from an address: their own line, apart from passwords. */
const guessAttempt = (phone: string, address: string | null): Attempt => ({ account: `phone-code:${phone}`, address });

/** Sends a new code to `phone` (E.164) for the member, replacing any code before it. */
export async function sendPhoneCode(deps: AppDeps, userId: string, phone: string, address: string | null): Promise<void> {
  const attempt = sendAttempt(phone, address);
  await assertNotThrottled(deps, attempt, PHONE_TEXT.tooManySends);
  await recordFailure(deps, attempt);
  const code = newCode();
  const now = deps.now();
  const row = { phone, code_hash: await codeHash(deps, userId, code, 'phone-code'), tries: 0, created_at: now, expires_at: now + PHONE_CODE_LIFETIME_MS };
  await deps.database.db
    .insertInto('phone_codes')
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
  try {
    // The code first, so a phone's notification shows it; in the member's language (decision 0963).
    await deps.sms.send({ to: phone, text: m.server_sms_phone_code({ code }, { locale: await readerLocale(deps, userId) }) });
  } catch (error) {
    // A code nobody received must not wait to be guessed.
    await deps.database.db.deleteFrom('phone_codes').where('user_id', '=', userId).execute();
    if (error instanceof SmsUnavailableError) throw new ApiError(503, PHONE_TEXT.unavailable);
    // The provider refused or could not be reached: the operator's to see, the member's to retry.
    console.error('SMS not sent:', error);
    throw new ApiError(502, PHONE_TEXT.sendFailed);
  }
}

/**
 * Verifies the member's pending number with `code`. One guarded UPDATE decides: the live code
 * matches, and no other member has this number verified. The code is gone after, right or used up.
 */
export async function verifyPhoneCode(deps: AppDeps, userId: string, code: string, address: string | null): Promise<string> {
  const { db } = deps.database;
  const pending = await db.selectFrom('phone_codes').select(['phone', 'expires_at', 'tries']).where('user_id', '=', userId).executeTakeFirst();
  if (!pending) throw refuse(PHONE_TEXT.noCode, PHONE_REASON.noCode);
  const attempt = guessAttempt(pending.phone, address);
  await assertNotThrottled(deps, attempt, PHONE_TEXT.tooManyWrongCodes);
  const now = deps.now();
  if (pending.expires_at <= now) {
    await db.deleteFrom('phone_codes').where('user_id', '=', userId).execute();
    throw refuse(PHONE_TEXT.codeExpired, PHONE_REASON.codeExpired);
  }
  const hash = await codeHash(deps, userId, code, 'phone-code');
  const live = db
    .selectFrom('phone_codes')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('phone', '=', pending.phone)
    .where('code_hash', '=', hash)
    .where('expires_at', '>', now)
    .where('tries', '<', PHONE_CODE_TRIES);
  const verified = await db
    .updateTable('users')
    .set({ phone: pending.phone, phone_verified_at: now, updated_at: now })
    .where('id', '=', userId)
    .where((eb) => eb.exists(live))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('users as other').select('other.id').where('other.phone', '=', pending.phone).where('other.phone_verified_at', 'is not', null).where('other.id', '!=', userId),
        ),
      ),
    )
    .returning('id')
    .executeTakeFirst();
  if (verified) {
    await Promise.all([db.deleteFrom('phone_codes').where('user_id', '=', userId).execute(), clearFailures(deps, attempt)]);
    return pending.phone;
  }
  if (await live.executeTakeFirst()) {
    // The right code for a number another member has verified: used, and said plainly (only its owner has the code).
    await db.deleteFrom('phone_codes').where('user_id', '=', userId).execute();
    throw refuse(PHONE_TEXT.numberTaken, PHONE_REASON.numberTaken);
  }
  await recordFailure(deps, attempt);
  const tried = await db
    .updateTable('phone_codes')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('user_id', '=', userId)
    .where('tries', '<', PHONE_CODE_TRIES)
    .returning('tries')
    .executeTakeFirst();
  if (!tried || tried.tries >= PHONE_CODE_TRIES) {
    await db.deleteFrom('phone_codes').where('user_id', '=', userId).execute();
    throw refuse(PHONE_TEXT.codeUsedUp, PHONE_REASON.codeUsedUp);
  }
  throw refuse(PHONE_TEXT.codeWrong, PHONE_REASON.codeWrong);
}

/** What the card on /setting shows. */
export async function phoneStatus(deps: AppDeps, userId: string): Promise<PhoneStatus> {
  const { db } = deps.database;
  const [user, pending] = await Promise.all([
    db.selectFrom('users').select(['phone', 'phone_verified_at']).where('id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('phone_codes').select(['phone', 'expires_at']).where('user_id', '=', userId).where('expires_at', '>', deps.now()).executeTakeFirst(),
  ]);
  return {
    phone: user.phone,
    verifiedAt: user.phone_verified_at,
    pending: pending ? { phone: pending.phone, expiresAt: pending.expires_at } : null,
  };
}
