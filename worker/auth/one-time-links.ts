import type { AppDeps } from '../deps';
import { newId } from '../ids';
import { newToken, sha256 } from './tokens';

/** E-mailed links: single-use, expiring, stored only as a hash, never returned by the API. */
export type LinkPurpose = 'verify_email' | 'reset_password';

export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  verify_email: 48 * 3600 * 1000,
  reset_password: 60 * 60 * 1000,
};

const PAGE: Record<LinkPurpose, string> = {
  verify_email: '/verify-email',
  reset_password: '/reset-password',
};

/**
 * Creates a link, replacing any earlier unused link of the same purpose. `userId` null: nobody
 * may have one (an unknown address, say); the same token, hash and statements run, and the
 * statements write nothing, so the work done does not tell whether an address has an account.
 */
export async function createLink(deps: AppDeps, userId: string | null, purpose: LinkPurpose): Promise<string> {
  const token = newToken();
  const now = deps.now();
  const { db } = deps.database;
  // No account has the id '': the guarded statements below then match no row.
  const holder = userId ?? '';
  const row = {
    id: newId(),
    user_id: holder,
    purpose,
    token_hash: await sha256(token),
    created_at: now,
    expires_at: now + LINK_LIFETIME_MS[purpose],
    used_at: null,
  };
  await deps.database.batch([
    db.deleteFrom('auth_tokens').where('user_id', '=', holder).where('purpose', '=', purpose).where('used_at', 'is', null),
    db
      .insertInto('auth_tokens')
      .columns(['id', 'user_id', 'purpose', 'token_hash', 'created_at', 'expires_at', 'used_at'])
      .expression(
        db
          .selectFrom('users')
          .select((eb) => [
            eb.val(row.id).as('id'),
            eb.val(row.user_id).as('user_id'),
            eb.val(row.purpose).as('purpose'),
            eb.val(row.token_hash).as('token_hash'),
            eb.val(row.created_at).as('created_at'),
            eb.val(row.expires_at).as('expires_at'),
            eb.lit(null).as('used_at'),
          ])
          .where('id', '=', holder),
      ),
  ]);
  return `${deps.config.publicUrl}${PAGE[purpose]}?token=${encodeURIComponent(token)}`;
}

/**
 * Ends every unused link and code mailed to the account (reset, verification, e-mail change): run in the
 * batch that changes its password, so whoever asked for one with the old password or a stolen
 * session cannot use it after the owner has taken the account back.
 */
export function endOutstandingLinksQueries(deps: AppDeps, userId: string) {
  const { db } = deps.database;
  return [
    db.deleteFrom('auth_tokens').where('user_id', '=', userId).where('used_at', 'is', null),
    db.deleteFrom('email_codes').where('user_id', '=', userId),
    db.deleteFrom('email_changes').where('user_id', '=', userId).where('used_at', 'is', null),
  ];
}

/** Marks the link used and returns its user, or null if it is unknown, used or expired. */
export async function consumeLink(deps: AppDeps, token: string, purpose: LinkPurpose): Promise<string | null> {
  const now = deps.now();
  const row = await deps.database.db
    .updateTable('auth_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', await sha256(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}
