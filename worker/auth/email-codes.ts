import type { AppDeps } from '../deps';

/**
 * The 6-digit code that verifies a new member's e-mail on the registration page (issue 22 §2,
 * decision 0930). It comes in the same letter as the verification link, replaces any code before
 * it, works for 15 minutes and once: the right code marks the address verified, and only an
 * unverified address can be verified. Guesses are throttled like passwords (./throttle.ts).
 */
export const EMAIL_CODE_LIFETIME_MS = 15 * 60 * 1000;

/** Six digits, every one equally likely (rejection sampling: 2^32 is not a multiple of 10^6). Phone codes use it too. */
export function newCode(): string {
  const limit = 4_294_000_000; // the largest multiple of 1,000,000 below 2^32
  for (;;) {
    const [n] = crypto.getRandomValues(new Uint32Array(1));
    if (n! < limit) return String(n! % 1_000_000).padStart(6, '0');
  }
}

// One million codes are quickly tried against a plain hash; keyed by the server's secret, a copy
// of the database alone tells nobody a code. `purpose` keeps an e-mail code and a phone code apart.
const keys = new Map<string, Promise<CryptoKey>>();
export async function codeHash(deps: AppDeps, userId: string, code: string, purpose: 'email-code' | 'phone-code' = 'email-code'): Promise<string> {
  const keyText = `${purpose}:${deps.config.jwtSecret}`;
  let key = keys.get(keyText);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(keyText), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keys.set(keyText, key);
  }
  const mac = await crypto.subtle.sign('HMAC', await key, new TextEncoder().encode(`${userId}:${code}`));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A new code for the account, or, with `userId` null (nobody may have one), the same code made,
 * hashed and put through the same guarded statement, which then writes nothing (decision 0009).
 */
export async function createEmailCode(deps: AppDeps, userId: string | null): Promise<string> {
  const code = newCode();
  const holder = userId ?? '';
  const now = deps.now();
  const { db } = deps.database;
  const row = { code_hash: await codeHash(deps, holder, code), created_at: now, expires_at: now + EMAIL_CODE_LIFETIME_MS };
  await db
    .insertInto('email_codes')
    .columns(['user_id', 'code_hash', 'created_at', 'expires_at'])
    .expression(
      db
        .selectFrom('users')
        .select((eb) => [eb.val(holder).as('user_id'), eb.val(row.code_hash).as('code_hash'), eb.val(now).as('created_at'), eb.val(row.expires_at).as('expires_at')])
        .where('id', '=', holder),
    )
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
  return code;
}

/**
 * Verifies the address when `code` is the account's live code; true if it did. One guarded
 * UPDATE decides, so two requests with the right code verify once and only one signs in.
 */
export async function verifyWithCode(deps: AppDeps, userId: string | null, code: string): Promise<boolean> {
  const holder = userId ?? '';
  const hash = await codeHash(deps, holder, code);
  const now = deps.now();
  const { db } = deps.database;
  const verified = await db
    .updateTable('users')
    .set({ is_email_verified: 1, last_seen_at: now, updated_at: now })
    .where('id', '=', holder)
    .where('role', '=', 2)
    // A family account is kept deactivated, never listed (decision 0971); it signs in all the same.
    .where((eb) => eb.or([eb('status', '=', 'active'), eb.and([eb('kind', '=', 'family'), eb('status', '=', 'deactivated')])]))
    .where('is_email_verified', '=', 0)
    .where((eb) =>
      eb.exists(
        eb.selectFrom('email_codes').select('user_id').where('user_id', '=', holder).where('code_hash', '=', hash).where('expires_at', '>', now),
      ),
    )
    .returning('id')
    .executeTakeFirst();
  await db.deleteFrom('email_codes').where('user_id', '=', holder).where('code_hash', '=', hash).execute();
  return !!verified;
}
