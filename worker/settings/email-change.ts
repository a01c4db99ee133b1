import { m } from '../../contract/i18n/paraglide/messages';
import type { Locale } from '../../contract/i18n/locales';
import { SETTINGS_TEXT, type ChangeEmail } from '../../contract/settings';
import { TEXT } from '../../contract/texts';
import type { AppDeps } from '../deps';
import type { Session } from '../http/context';
import { badRequest, conflict } from '../http/errors';
import { newToken, sha256 } from '../auth/tokens';
import { findUserByEmail } from '../auth/users';
import { localeOf } from '../i18n/reader-locale';
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
  const owner = await findUserByEmail(deps, input.email);

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
    link: owner ? null : `${origin}${CONFIRM_EMAIL_PAGE}?token=${encodeURIComponent(token)}`,
    site: origin,
    oldEmail: user.email,
    newEmail: input.email,
    name: user.name,
    locale: localeOf(user),
    ownerLocale: localeOf(owner),
  };
}

/**
 * What the two mails of a request need; `link` is null when the new address is taken. Each is
 * written in its reader's language: the member's, or the taken address's owner's (decision 0963).
 */
export interface EmailChangeMails {
  link: string | null;
  site: string;
  oldEmail: string;
  newEmail: string;
  name: string;
  locale: Locale;
  ownerLocale: Locale;
}

export async function sendEmailChangeMails(deps: AppDeps, mails: EmailChangeMails): Promise<void> {
  await (mails.link === null ? sendAddressInUse(deps, mails) : sendConfirmationLink(deps, mails, mails.link));
  const { locale } = mails;
  await deps.mailer.send({
    to: mails.oldEmail,
    subject: m.server_mail_email_change_notice_subject({}, { locale }),
    text: m.server_mail_email_change_notice_body({ name: mails.name, newEmail: mails.newEmail }, { locale }),
  });
}

function sendConfirmationLink(deps: AppDeps, mails: EmailChangeMails, link: string): Promise<void> {
  const { locale } = mails;
  return deps.mailer.send({
    to: mails.newEmail,
    subject: m.server_mail_email_change_confirm_subject({}, { locale }),
    text: m.server_mail_email_change_confirm_body({ name: mails.name, link }, { locale }),
  });
}

/** To the owner of a taken address: someone tried to move their account onto it. */
function sendAddressInUse(deps: AppDeps, mails: EmailChangeMails): Promise<void> {
  const locale = mails.ownerLocale;
  return deps.mailer.send({
    to: mails.newEmail,
    subject: m.server_mail_address_in_use_subject({}, { locale }),
    text: m.server_mail_address_in_use_body({ site: mails.site }, { locale }),
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
