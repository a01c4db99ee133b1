import { Hono } from 'hono';
import { pageViewSchema } from '../../contract/activity';
import type { AppEnv } from '../http/context';
import { ok, unchanged } from '../http/envelope';
import { body } from '../http/validate';
import { admitAnonymousPageView } from './anonymous-page-views';

/**
 * `/api/user/registerLog`: the browser reports each page view (spec §4). Visitors who are not
 * signed in are counted too, without a user, within limits per address and for all of them
 * together (./anonymous-page-views.ts). The answer may carry `redirect` and `page`; no rule
 * sends anyone elsewhere yet.
 */
export const activityRoutes = new Hono<AppEnv>().post('/user/registerLog', body(pageViewSchema), async (c) => {
  const { deps } = c.var;
  const view = c.req.valid('json');
  const userId = c.var.session?.userId ?? null;
  const answer = { redirect: false as boolean, page: null as string | null };
  if (!userId && !(await admitAnonymousPageView(deps, c.var.ip))) return unchanged(c, answer);
  await deps.apiLog.pageView({
    userId,
    ip: c.var.ip,
    pathname: view.pathname,
    loadingTime: view.loadingTime,
    timeSpant: view.timeSpent,
    at: deps.now(),
  });
  return ok(c, answer);
});
