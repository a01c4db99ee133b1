import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { dashboardFigures } from './queries';

/** `GET /api/admin/getDashboard`: the back office's figures (issue 10). */
export const adminDashboardRoutes = new Hono<AppEnv>().get('/admin/getDashboard', requireAdmin, async (c) => {
  return ok(c, { data: await dashboardFigures(c.var.deps) });
});
