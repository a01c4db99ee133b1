import { Hono } from 'hono';
import { API_LOGS_TEXT as TEXT, apiLogListSchema, deleteApiLogsSchema } from '../../../contract/admin/api-logs';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok, unchanged } from '../../http/envelope';
import { body } from '../../http/validate';
import { apiLogPage, deleteApiLogs } from './api-logs';
import { assertMayDeleteLogs } from './reason';

/** The API log screen (issue 11 §2, decision 0811); spec §7's POST paths. */
export const adminApiLogRoutes = new Hono<AppEnv>()
  .post('/admin/getApiLogs', requireAdmin, body(apiLogListSchema), async (c) => {
    return ok(c, { ...(await apiLogPage(c.var.deps, c.req.valid('json'))) });
  })
  .post('/admin/deleteApiLogs', requireAdmin, body(deleteApiLogsSchema), async (c) => {
    const { deps, session } = c.var;
    // Spec §4/§6: the main administrator deletes at once; anyone else needs a recent Record Log.
    const reason = await assertMayDeleteLogs(deps, session);
    const deleted = await deleteApiLogs(deps, session, c.req.valid('json'), reason);
    if (!deleted) return unchanged(c, { message: TEXT.nothingDeleted, data: { deleted } });
    return ok(c, { message: TEXT.deleted(deleted), data: { deleted } });
  });
