import { Hono } from 'hono';
import { idParamSchema } from '../../../contract/auth';
import {
  MEMBER_ADMIN_TEXT as TEXT,
  adminMemberSettingsSchema,
  blockMemberSchema,
  memberListQuerySchema,
  memberNotificationsQuerySchema,
} from '../../../contract/admin/members';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok, unchanged } from '../../http/envelope';
import { body, params, query } from '../../http/validate';
import { requireMemberNamed, setBlocked, updateMemberSettings, verifyEmail } from './actions';
import { closeConversationsOf } from '../../messaging/closed';
import { runInBackground } from '../../http/background';
import { memberPage } from './list';
import { memberNotifications, memberStats } from './stats';

/** The members section of the back office (issue 10; docs/decisions/0802). */
export const adminMemberRoutes = new Hono<AppEnv>()
  .get('/admin/getUserList', requireAdmin, query(memberListQuerySchema), async (c) => {
    return ok(c, { ...(await memberPage(c.var.deps, c.var.session.userId, c.req.valid('query'))) });
  })
  .post('/admin/verifyEmail/:id', requireAdmin, params(idParamSchema), async (c) => {
    const member = await requireMemberNamed(c.var.deps, c.req.valid('param').id);
    if (!(await verifyEmail(c.var.deps, c.var.session, member))) return unchanged(c, { message: TEXT.alreadyVerified(member.name) });
    return ok(c, { message: TEXT.verified(member.name) });
  })
  .post('/admin/updateSettings/:id', requireAdmin, params(idParamSchema), body(adminMemberSettingsSchema), async (c) => {
    const member = await requireMemberNamed(c.var.deps, c.req.valid('param').id);
    const { changed, settings, status } = await updateMemberSettings(c.var.deps, c.var.session, member, c.req.valid('json'));
    if (changed && status !== 'active') runInBackground(c, closeConversationsOf(c.var.deps, member.id));
    const data = { setting: settings, status };
    if (!changed) return unchanged(c, { message: TEXT.settingsUnchanged, data });
    return ok(c, { message: TEXT.settingsSaved(member.name), data });
  })
  .get('/admin/userStats/:id', requireAdmin, params(idParamSchema), async (c) => {
    const member = await requireMemberNamed(c.var.deps, c.req.valid('param').id);
    return ok(c, { data: await memberStats(c.var.deps, member.id) });
  })
  .get('/admin/notifications/:id', requireAdmin, params(idParamSchema), query(memberNotificationsQuerySchema), async (c) => {
    const member = await requireMemberNamed(c.var.deps, c.req.valid('param').id);
    const { page, limit } = c.req.valid('query');
    return ok(c, { ...(await memberNotifications(c.var.deps, member.id, page, limit)) });
  })
  .post('/admin/blockUser', requireAdmin, body(blockMemberSchema), async (c) => {
    const input = c.req.valid('json');
    const member = await requireMemberNamed(c.var.deps, input.id);
    const reason = input.block ? (input.reason ?? null) : (input.reason || null);
    const changed = await setBlocked(c.var.deps, c.var.session, member, input.block, reason);
    if (!changed) return unchanged(c, { message: input.block ? TEXT.alreadyBlocked(member.name) : TEXT.notBlocked(member.name) });
    if (input.block) runInBackground(c, closeConversationsOf(c.var.deps, member.id));
    return ok(c, { message: input.block ? TEXT.blocked(member.name) : TEXT.unblocked(member.name) });
  });
