import { Hono } from 'hono';
import { LOGS_TEXT, activityLogListSchema, createLogSchema, deleteActivityLogsSchema, logAccessListSchema } from '../../../contract/admin/logs';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok, unchanged } from '../../http/envelope';
import { body } from '../../http/validate';
import { logAccessPage } from './access-records';
import { activityLogPage, deleteActivityLogs } from './page-views';
import { assertMayDeleteLogs, recordLogAccess } from './reason';

/** The User Logs screen and the 'Record Log' reasons (spec §2–§6, issue 11 §1, docs/decisions/0810). */
export const adminLogRoutes = new Hono<AppEnv>()
  .post('/admin/createlog', requireAdmin, body(createLogSchema), async (c) => {
    const row = await recordLogAccess(c.var.deps, c.var.session, c.req.valid('json'));
    return ok(c, { message: LOGS_TEXT.recorded, data: { _id: row.id, createdAt: row.created_at } });
  })
  .post('/admin/log', requireAdmin, body(logAccessListSchema), async (c) => {
    return ok(c, { ...(await logAccessPage(c.var.deps, c.req.valid('json'))) });
  })
  .post('/admin/activity-logs', requireAdmin, body(activityLogListSchema), async (c) => {
    return ok(c, { ...(await activityLogPage(c.var.deps, c.var.session, c.req.valid('json'))) });
  })
  .post('/admin/deletelogs', requireAdmin, body(deleteActivityLogsSchema), async (c) => {
    const reason = await assertMayDeleteLogs(c.var.deps, c.var.session);
    const deleted = await deleteActivityLogs(c.var.deps, c.var.session, c.req.valid('json'), reason);
    if (deleted === 0) return unchanged(c, { message: LOGS_TEXT.noneDeleted, data: { deleted } });
    return ok(c, { message: LOGS_TEXT.deleted(deleted), data: { deleted } });
  });
