import { createMiddleware } from 'hono/factory';
import { REASON } from '../../contract/reasons';
import { TEXT } from '../../contract/texts';
import { SERVER_TEXT } from '../../contract/server-texts';
import { readSession } from '../auth/sessions';
import type { AppEnv, Session } from './context';
import { ApiError, forbidden, unauthorized } from './errors';
import { m } from '../../contract/i18n/paraglide/messages';

/**
 * Reads the `jwt` header once per request; handlers and guards use `c.get('session')`. On the paths
 * every request runs, `c.get()`: `c.var` copies all the variables into a new object on each use.
 */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const token = c.req.header('jwt');
  if (token) c.set('session', await readSession(c.get('deps'), token));
  await next();
});

// `wrongRole` is said when refused, in the caller's language (decision 0963).
function guard(role: 1 | 2, wrongRole: () => string) {
  return createMiddleware<AppEnv & { Variables: { session: Session } }>(async (c, next) => {
    const session = c.get('session');
    if (!session) throw unauthorized(c.req.header('jwt') ? TEXT.sessionExpired : SERVER_TEXT.signInRequired);
    if (session.role !== role) throw forbidden(wrongRole());
    await next();
  });
}

export const requireMember = guard(2, m.server_members_only);
export const requireAdmin = guard(1, m.server_admin_only);

/**
 * A member in person: not an administrator acting as them. Conversations and letters are read
 * only by the two members (issue 12: administrators read a conversation only when it is reported).
 */
export const requireMemberInPerson = createMiddleware<AppEnv & { Variables: { session: Session } }>(async (c, next) => {
  if (c.var.session.impersonatedBy) throw forbidden(SERVER_TEXT.notWhileActingAsMember);
  await next();
});

/**
 * A member who has followed the link mailed to them (issue 20 §1.9, docs/decisions/0880). Until
 * then a member reads the site and completes the profile, but reaches out to nobody: an
 * address nobody vouched for must not write to the community. Read from the session, which is
 * loaded on every request, so verifying counts at once.
 */
export function assertEmailVerified(session: Session): void {
  if (!session.user.isEmailVerified) throw new ApiError(403, TEXT.emailNotVerified, undefined, undefined, REASON.emailNotVerified);
}

/** After `requireMember`, on every route that reaches another member. */
export const requireVerifiedMember = createMiddleware<AppEnv & { Variables: { session: Session } }>(async (c, next) => {
  assertEmailVerified(c.get('session'));
  await next();
});

/** Every `{id}` in a path is checked against the caller: only the owner may act on it. */
export function requireSelf(session: Session, id: string): void {
  if (session.userId !== id) throw forbidden(SERVER_TEXT.notYours);
}
