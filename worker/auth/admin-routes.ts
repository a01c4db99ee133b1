import { Hono } from 'hono';
import { changePasswordSchema, idParamSchema } from '../../contract/auth';
import { requireAdmin, requireSelf } from '../http/auth';
import type { AppEnv } from '../http/context';
import { badRequest, notFound } from '../http/errors';
import { ok } from '../http/envelope';
import { body, params } from '../http/validate';
import { newId } from '../ids';
import { changePassword } from './change-password';
import { openSession } from './sessions';
import { loadSessionUser } from './users';
import { auditEntry } from '../admin/audit';
import { findMember, labelOf } from '../admin/members/actions';
import { withOwnPictureUrl } from '../pictures/urls';

/** `/api/admin`: the admin's own password, and acting as a member (spec §4, §6). */
export const adminAuthRoutes = new Hono<AppEnv>()
  .put('/admin/changePass/:id', requireAdmin, params(idParamSchema), body(changePasswordSchema), async (c) => {
    requireSelf(c.var.session, c.req.valid('param').id);
    await changePassword(c.var.deps, c.var.session, c.req.valid('json'), c.var.ip);
    return ok(c, { message: 'Your password has been changed.' });
  })
  .get('/admin/userlogin/:id', requireAdmin, params(idParamSchema), async (c) => {
    const deps = c.var.deps;
    // The internal id or the profile id (SB…) that the member list shows.
    const member = await findMember(deps, c.req.valid('param').id);
    if (!member) throw notFound('There is no member with this id or profile id.');
    // A family account has no profile to act in (decision 0971): the profile it manages is acted as instead.
    if (member.kind === 'family') throw badRequest('This is a family account: it has no profile of its own. Act as the profile it manages.');
    const adminId = c.var.session.userId;
    const impersonation = { adminId, adminSessionId: c.var.session.sessionId };
    const { token, sessionId } = await openSession(deps, { userId: member.id, role: 2, impersonation, ip: c.var.ip });
    await deps.database.batch([
      deps.database.db
        .insertInto('impersonations')
        .values({ id: newId(), admin_id: adminId, member_id: member.id, session_id: sessionId, started_at: deps.now(), ended_at: null }),
      auditEntry(deps, c.var.session, { action: 'member.actAs', targetType: 'member', targetId: member.id, targetLabel: labelOf(member) }),
    ]);
    return ok(c, {
      message: `You are now acting as ${member.name}. Press Return to admin on the banner to come back.`,
      token,
      user: await withOwnPictureUrl(deps, await loadSessionUser(deps, member.id)),
      userRole: 2 as const,
    });
  });
