import type { Context } from 'hono';
import type { AppEnv } from '../http/context';
import { createLink } from './one-time-links';
import { findUserByEmail, type UserRow } from './users';

/** The e-mails of sign-up and password reset. Unknown or settled addresses get nothing. */

export async function sendVerificationLink(c: Context<AppEnv>, email: string): Promise<void> {
  const deps = c.var.deps;
  const user = await findUserByEmail(deps, email);
  if (!user || user.is_email_verified === 1 || user.status === 'deleted') return;
  const link = await createLink(deps, user.id, 'verify_email');
  await deps.mailer.send({
    to: user.email,
    subject: 'Verify your e-mail address for Sambandh',
    text: [
      `Namaste ${user.name},`,
      '',
      'Please confirm this e-mail address for your Sambandh account by opening the link below.',
      'It works once and expires in 48 hours.',
      '',
      link,
      '',
      'If you did not create an account, you can ignore this message.',
    ].join('\n'),
  });
}

export async function sendResetLink(c: Context<AppEnv>, email: string): Promise<void> {
  const deps = c.var.deps;
  const user = await findUserByEmail(deps, email);
  if (!user || user.status === 'deleted' || user.status === 'blocked') return;
  const link = await createLink(deps, user.id, 'reset_password');
  await deps.mailer.send({
    to: user.email,
    subject: 'Set a new password for Sambandh',
    text: [
      `Namaste ${user.name},`,
      '',
      'Someone (we hope you) asked to set a new password for your Sambandh account.',
      'Open the link below to choose one. It works once and expires in 1 hour.',
      '',
      link,
      '',
      'If you did not ask for this, you can ignore this message: your password stays as it is.',
    ].join('\n'),
  });
}

/**
 * Someone registered with an address that already has an account. The page they see says only
 * "we have sent you an e-mail"; this is that e-mail, and only the owner of the address reads it.
 */
export async function sendRegistrationAttemptNotice(c: Context<AppEnv>, owner: UserRow): Promise<void> {
  const site = c.var.deps.config.publicUrl;
  await c.var.deps.mailer.send({
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
