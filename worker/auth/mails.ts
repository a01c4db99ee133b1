import { m } from '../../contract/i18n/paraglide/messages';
import type { Locale } from '../../contract/i18n/locales';
import type { AppDeps } from '../deps';
import { localeOf } from '../i18n/reader-locale';
import type { Mail } from '../mail/mailer';
import { withinMailLimits, type MailAsker } from '../mail/mail-budget';
import { createEmailCode } from './email-codes';
import { createLink, type LinkPurpose } from './one-time-links';
import { findUserByEmail, type UserRow } from './users';

/**
 * The e-mails anyone may ask for without signing in: sign-up's verification link and code, the reset link
 * and the "someone tried to register" notice. Each ask is counted against the limits of
 * worker/mail/mail-budget.ts; unknown or settled addresses and asks held back get nothing.
 */

interface LinkLetter {
  purpose: LinkPurpose;
  /** Whether this account may be sent such a link at all. */
  mayHave: (user: UserRow) => boolean;
  /** Whether the letter carries a 6-digit code beside the link (./email-codes.ts). */
  withCode: boolean;
  /** Subject and body in the reader's language (decision 0963). */
  write: (locale: Locale, name: string, link: string, code: string) => { subject: string; text: string };
}

const VERIFICATION: LinkLetter = {
  purpose: 'verify_email',
  mayHave: (user) => user.is_email_verified !== 1 && user.status !== 'deleted',
  withCode: true,
  write: (locale, name, link, code) => ({
    subject: m.server_mail_verify_subject({}, { locale }),
    text: m.server_mail_verify_body({ name, link, code }, { locale }),
  }),
};

const RESET: LinkLetter = {
  purpose: 'reset_password',
  mayHave: (user) => user.status !== 'deleted' && user.status !== 'blocked',
  withCode: false,
  write: (locale, name, link) => ({
    subject: m.server_mail_reset_subject({}, { locale }),
    text: m.server_mail_reset_body({ name, link }, { locale }),
  }),
};

/**
 * The same work whoever the address belongs to (issue 20 §1.12): one lookup, one counted ask,
 * a token made, hashed and put through the same guarded statements, a letter rendered. Only
 * an account that may have the link, within the limits, gets it stored and mailed.
 */
async function mailLink(deps: AppDeps, letter: LinkLetter, email: string, asker: MailAsker): Promise<void> {
  const user = await findUserByEmail(deps, email);
  const within = await withinMailLimits(deps, email, asker);
  const to = user && letter.mayHave(user) && within ? user : null;
  const link = await createLink(deps, to?.id ?? null, letter.purpose);
  const code = letter.withCode ? await createEmailCode(deps, to?.id ?? null) : '';
  const mail: Mail = { to: to?.email ?? email, ...letter.write(localeOf(to), to?.name ?? '', link, code) };
  if (to) await deps.mailer.send(mail);
}

export function sendVerificationLink(deps: AppDeps, email: string, asker: MailAsker): Promise<void> {
  return mailLink(deps, VERIFICATION, email, asker);
}

export function sendResetLink(deps: AppDeps, email: string, asker: MailAsker): Promise<void> {
  return mailLink(deps, RESET, email, asker);
}

/**
 * Someone registered with an address that already has an account. The page they see says only
 * "we have sent you an e-mail"; this is that e-mail, and only the owner of the address reads it.
 */
export async function sendRegistrationAttemptNotice(deps: AppDeps, owner: UserRow, asker: MailAsker): Promise<void> {
  if (!(await withinMailLimits(deps, owner.email, asker))) return;
  const site = deps.config.publicUrl;
  const locale = localeOf(owner);
  await deps.mailer.send({
    to: owner.email,
    subject: m.server_mail_register_attempt_subject({}, { locale }),
    text: m.server_mail_register_attempt_body({ name: owner.name, site }, { locale }),
  });
}
