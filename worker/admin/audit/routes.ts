import { Hono } from 'hono';
import { auditLogQuerySchema } from '../../../contract/admin/audit';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { query } from '../../http/validate';
import { auditFilters, auditLogPage } from './queries';

/** The audit trail screen (issue 10; decision 0801). */
export const adminAuditRoutes = new Hono<AppEnv>()
  .get('/admin/getAuditLog', requireAdmin, query(auditLogQuerySchema), async (c) => {
    return ok(c, { ...(await auditLogPage(c.var.deps, c.req.valid('query'))) });
  })
  .get('/admin/getAuditFilters', requireAdmin, async (c) => {
    return ok(c, { data: await auditFilters(c.var.deps) });
  });
