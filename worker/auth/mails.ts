import type { Context } from 'hono';
import type { AppEnv } from '../http/context';
import { createLink } from './one-time-links';
import { findUserByEmail } from './users';

/** The e-mails of sign-up and password reset. Unknown or settled addresses get nothing. */
const origin = (c: Context<AppEnv>) => new URL(c.req.url).origin;

export async function sendVerificationLink(c: Context<AppEnv>, email: string): Promise<void> {
  const deps = c.var.deps;
  const user = await findUserByEmail(deps, email);
  if (!user || user.is_email_verified === 1 || user.status === 'deleted') return;
  const link = await createLink(deps, user.id, 'verify_email', origin(c));
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
  const link = await createLink(deps, user.id, 'reset_password', origin(c));
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
