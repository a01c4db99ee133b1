import { Hono } from 'hono';
import { emailCodeSchema, emailOnlySchema, loginSchema, resetPasswordSchema } from '../../contract/auth';
import { TEXT } from '../../contract/texts';
import { SERVER_TEXT } from '../../contract/server-texts';
import { requireAdmin, requireMember } from '../http/auth';
import { runInBackground } from '../http/background';
import { requireCaptcha } from '../http/captcha';
import type { AppEnv } from '../http/context';
import { badRequest } from '../http/errors';
import { ok, unchanged } from '../http/envelope';
import { body } from '../http/validate';
import { consumeLink, endOutstandingLinksQueries } from './one-time-links';
import { hashPassword } from './passwords';
import { endImpersonationsQueries, revokeAllSessionsQuery, revokeSessionQuery } from './sessions';
import { signIn } from './sign-in';
import { signInWithCode } from './code-sign-in';
import { withOwnPictureUrl } from '../pictures/urls';
import { sendResetLink, sendVerificationLink } from './mails';

/** `/api/auth`: sign-in for both doors, session checks, logout and the e-mailed links. */
export const authRoutes = new Hono<AppEnv>()
  .post('/auth/login', requireCaptcha, body(loginSchema), async (c) => {
    const { email, password } = c.req.valid('json');
    return ok(c, { message: TEXT.loginSuccess, ...(await signIn(c, email, password, 2)) });
  })
  .post('/auth/adminLogin', requireCaptcha, body(loginSchema), async (c) => {
    const { email, password } = c.req.valid('json');
    return ok(c, { message: TEXT.loginSuccess, ...(await signIn(c, email, password, 1)) });
  })
  .get('/auth/checkLogin', requireMember, async (c) => {
    const session = c.get('session');
    return ok(c, { user: { ...(await withOwnPictureUrl(c.get('deps'), session.user)), managedBy: session.managedBy }, userRole: session.role });
  })
  .get('/auth/checkAdminLogin', requireAdmin, (c) => ok(c, { user: c.var.session.user, userRole: c.var.session.role }))
  .post('/auth/logout', async (c) => {
    const session = c.var.session;
    if (!session) return unchanged(c, { message: TEXT.loggedOut });
    const deps = c.var.deps;
    const db = deps.database.db;
    await deps.database.batch([
      revokeSessionQuery(deps, session.sessionId),
      // Leaving an impersonation records its end; an administrator leaving ends those they opened.
      ...(session.impersonatedBy
        ? [db.updateTable('impersonations').set({ ended_at: deps.now() }).where('session_id', '=', session.sessionId)]
        : []),
      ...(session.role === 1 ? endImpersonationsQueries(deps, { adminSessionId: session.sessionId }) : []),
    ]);
    await deps.live.closeEndedSessions(session.userId);
    return ok(c, { message: TEXT.loggedOut, endedImpersonation: session.impersonatedBy !== null });
  })
  // The same answer, at once, whether or not the address is known: the mail goes out after.
  .post('/auth/checkEmail/sendMail', requireCaptcha, body(emailOnlySchema), async (c) => {
    runInBackground(c, sendVerificationLink(c.var.deps, c.req.valid('json').email, { ip: c.var.ip }));
    return ok(c, { message: SERVER_TEXT.verificationSent });
  })
  // The registration page's code: verified and signed in, straight into the wizard (issue 22 §2).
  .post('/auth/verifyCode', body(emailCodeSchema), async (c) => {
    const { email, code } = c.req.valid('json');
    return ok(c, { message: SERVER_TEXT.emailVerified, ...(await signInWithCode(c, email, code)) });
  })
  .post('/auth/forgotPassword', requireCaptcha, body(emailOnlySchema), async (c) => {
    runInBackground(c, sendResetLink(c.var.deps, c.req.valid('json').email, { ip: c.var.ip }));
    return ok(c, { message: SERVER_TEXT.resetSent });
  })
  .post('/auth/resetPassword', body(resetPasswordSchema), async (c) => {
    const deps = c.var.deps;
    const { token, password } = c.req.valid('json');
    const userId = await consumeLink(deps, token, 'reset_password');
    if (!userId) throw badRequest(TEXT.linkInvalid);
    const hash = await hashPassword(password, deps.config.passwordHashMemoryKib);
    // Following the e-mailed link proves the address too.
    await deps.database.batch([
      deps.database.db
        .updateTable('users')
        .set({ password_hash: hash, is_email_verified: 1, updated_at: deps.now() })
        .where('id', '=', userId),
      revokeAllSessionsQuery(deps, userId),
      ...endOutstandingLinksQueries(deps, userId),
    ]);
    await deps.live.closeEndedSessions(userId);
    // Where to sign in next: a new administrator's set-password link is this same link.
    const role = (await deps.database.db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst())?.role;
    return ok(c, { message: SERVER_TEXT.passwordChanged, data: { signInPath: role === 1 ? ('/adminlogin' as const) : ('/login' as const) } });
  });
