import { Hono } from 'hono';
import { pageViewSchema } from '../../contract/activity';
import type { AppEnv } from '../http/context';
import { ok } from '../http/envelope';
import { body } from '../http/validate';

/**
 * `/api/user/registerLog`: the browser reports each page view (spec §4). Visitors who are not
 * signed in are counted too, without a user. The answer may carry `redirect` and `page`; no
 * rule sends anyone elsewhere yet.
 */
export const activityRoutes = new Hono<AppEnv>().post('/registerLog', body(pageViewSchema), async (c) => {
  const { deps } = c.var;
  const view = c.req.valid('json');
  await deps.apiLog.pageView({
    userId: c.var.session?.userId ?? null,
    ip: c.var.ip,
    pathname: view.pathname,
    loadingTime: view.loadingTime,
    timeSpant: view.timeSpent,
    at: deps.now(),
  });
  return ok(c, { redirect: false as boolean, page: null as string | null });
});
