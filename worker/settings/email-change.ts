import { SETTINGS_TEXT, type ChangeEmail } from '../../contract/settings';
import { TEXT } from '../../contract/texts';
import type { AppDeps } from '../deps';
import type { Session } from '../http/context';
import { badRequest, conflict } from '../http/errors';
import { newToken, sha256 } from '../auth/tokens';
import { findUserByEmail } from '../auth/users';
import { newId } from '../ids';
import { confirmPassword } from './password-check';

/**
 * A change of e-mail takes effect only once the new address is confirmed: a single-use link
 * (48 h, stored hashed, the pattern of worker/auth/one-time-links.ts) goes to the new address
 * and a notice to the old one, so a hijacked session cannot quietly move the account away.
 */
export const EMAIL_CHANGE_LIFETIME_MS = 48 * 3600 * 1000;
export const CONFIRM_EMAIL_PAGE = '/confirm-email';

export async function requestEmailChange(
  deps: AppDeps,
  session: Session,
  input: ChangeEmail,
  caller: { ip: string | null },
): Promise<EmailChangeMails> {
  const user = await confirmPassword(deps, session, input.password, caller.ip);
  if (input.email === user.email) throw badRequest(SETTINGS_TEXT.sameEmail, { email: SETTINGS_TEXT.sameEmail });
  // A taken address is answered and stored as pending like a free one, so neither this answer
  // nor the settings page says it has an account (decision 0009). Its link is never sent, and
  // the confirmation would refuse it anyway: the owner of that address is told it is in use.
  const taken = (await findUserByEmail(deps, input.email)) !== undefined;

  const token = newToken();
  const now = deps.now();
  await deps.database.batch([
    // One pending change at a time: a new request replaces any earlier unused link.
    deps.database.db.deleteFrom('email_changes').where('user_id', '=', user.id).where('used_at', 'is', null),
    deps.database.db.insertInto('email_changes').values({
      id: newId(),
      user_id: user.id,
      new_email: input.email,
      token_hash: await sha256(token),
      created_at: now,
      expires_at: now + EMAIL_CHANGE_LIFETIME_MS,
      used_at: null,
    }),
  ]);
  const origin = deps.config.publicUrl;
  return {
    link: taken ? null : `${origin}${CONFIRM_EMAIL_PAGE}?token=${encodeURIComponent(token)}`,
    site: origin,
    oldEmail: user.email,
    newEmail: input.email,
    name: user.name,
  };
}

/** What the two mails of a request need; `link` is null when the new address is taken. */
export interface EmailChangeMails {
  link: string | null;
  site: string;
  oldEmail: string;
  newEmail: string;
  name: string;
}

export async function sendEmailChangeMails(deps: AppDeps, m: EmailChangeMails): Promise<void> {
  await (m.link === null ? sendAddressInUse(deps, m) : sendConfirmationLink(deps, m, m.link));
  await deps.mailer.send({
    to: m.oldEmail,
    subject: 'Your Sambandh e-mail address is about to change',
    text: [
      `Namaste ${m.name},`,
      '',
      `Someone signed in to your Sambandh account asked to change its e-mail address to ${m.newEmail}.`,
      'Nothing changes until the new address is confirmed from the link we sent to it.',
      '',
      'If this was not you, change your password now (Account Setting) and write to us from the Contact page.',
    ].join('\n'),
  });
}

function sendConfirmationLink(deps: AppDeps, m: EmailChangeMails, link: string): Promise<void> {
  return deps.mailer.send({
    to: m.newEmail,
    subject: 'Confirm your new e-mail address for Sambandh',
    text: [
      `Namaste ${m.name},`,
      '',
      'You asked to use this address for your Sambandh account. Open the link below to confirm it.',
      'It works once and expires in 48 hours. Until then you keep signing in with your old address.',
      '',
      link,
      '',
      'If you did not ask for this, you can ignore this message.',
    ].join('\n'),
  });
}

/** To the owner of a taken address: someone tried to move their account onto it. */
function sendAddressInUse(deps: AppDeps, m: EmailChangeMails): Promise<void> {
  return deps.mailer.send({
    to: m.newEmail,
    subject: 'This e-mail address is already in use on Sambandh',
    text: [
      'Namaste,',
      '',
      'Someone signed in to a Sambandh account asked to change its e-mail address to this one.',
      'This address is already in use by a Sambandh account, so nothing has changed.',
      '',
      'If it was you and you meant to move this address to another account, choose a different',
      'address there, or sign in to the account that uses this one:',
      `${m.site}/login`,
      '',
      'If it was not you, you can ignore this message. Your account is unchanged.',
    ].join('\n'),
  });
}

/** Uses a confirmation link: the account takes the new address, verified. */
export async function confirmEmailChange(deps: AppDeps, token: string): Promise<void> {
  const now = deps.now();
  const db = deps.database.db;
  const pending = await db
    .selectFrom('email_changes')
    .innerJoin('users', 'users.id', 'email_changes.user_id')
    .select(['email_changes.id', 'email_changes.user_id', 'email_changes.new_email', 'users.status'])
    .where('email_changes.token_hash', '=', await sha256(token))
    .where('email_changes.used_at', 'is', null)
    .where('email_changes.expires_at', '>', now)
    .executeTakeFirst();
  if (!pending || pending.status === 'deleted' || pending.status === 'blocked') throw badRequest(TEXT.linkInvalid);
  if (await findUserByEmail(deps, pending.new_email)) throw conflict(SETTINGS_TEXT.emailTaken);
  try {
    await deps.database.batch([
      db.updateTable('email_changes').set({ used_at: now }).where('id', '=', pending.id).where('used_at', 'is', null),
      db
        .updateTable('users')
        .set({ email: pending.new_email, is_email_verified: 1, updated_at: now })
        .where('id', '=', pending.user_id),
    ]);
  } catch (err) {
    // Someone took the address between the check and the write: the UNIQUE index refused it.
    if (/UNIQUE/i.test(String((err as Error).message))) throw conflict(SETTINGS_TEXT.emailTaken);
    throw err;
  }
}
