import type { AppDeps } from '../deps';
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
  subject: string;
  /** Whether the letter carries a 6-digit code beside the link (./email-codes.ts). */
  withCode: boolean;
  lines: (name: string, link: string, code: string) => string[];
}

const VERIFICATION: LinkLetter = {
  purpose: 'verify_email',
  mayHave: (user) => user.is_email_verified !== 1 && user.status !== 'deleted',
  subject: 'Verify your e-mail address for Sambandh',
  withCode: true,
  lines: (name, link, code) => [
    `Namaste ${name},`,
    '',
    'Please confirm this e-mail address for your Sambandh account.',
    '',
    `Still on the registration page? Enter this code there: ${code}`,
    'It works once and expires in 15 minutes.',
    '',
    'Or open the link below. It works once and expires in 48 hours.',
    '',
    link,
    '',
    'If you did not create an account, you can ignore this message.',
  ],
};

const RESET: LinkLetter = {
  purpose: 'reset_password',
  mayHave: (user) => user.status !== 'deleted' && user.status !== 'blocked',
  subject: 'Set a new password for Sambandh',
  withCode: false,
  lines: (name, link) => [
    `Namaste ${name},`,
    '',
    'Someone (we hope you) asked to set a new password for your Sambandh account.',
    'Open the link below to choose one. It works once and expires in 1 hour.',
    '',
    link,
    '',
    'If you did not ask for this, you can ignore this message: your password stays as it is.',
  ],
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
  const mail: Mail = { to: to?.email ?? email, subject: letter.subject, text: letter.lines(to?.name ?? '', link, code).join('\n') };
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
  await deps.mailer.send({
    to: owner.email,
    subject: 'Someone tried to register on Sambandh with your e-mail address',
    text: [
      `Namaste ${owner.name},`,
      '',
      'Someone tried to register a new Sambandh account with this e-mail address. This address',
      'already has an account, so nothing was created and your account is unchanged.',
      '',
      'If it was you: sign in with your existing account here:',
      `${site}/login`,
      '',
      'Forgotten your password? Set a new one here:',
      `${site}/forgotpassword`,
      '',
      'If it was not you, you can ignore this message. No one can use your account without your password.',
    ].join('\n'),
  });
}
