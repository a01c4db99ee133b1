import { Hono } from 'hono';
import { pageViewSchema } from '../../contract/activity';
import type { AppEnv, Session } from '../http/context';
import { ok, unchanged } from '../http/envelope';
import { body } from '../http/validate';
import { auditEntry } from '../admin/audit';
import type { AppDeps } from '../deps';
import { admitAnonymousPageView } from './anonymous-page-views';
import { pageViewInsert, type PageViewRecord } from './api-log';

/**
 * `/api/user/registerLog`: the browser reports each page view (spec §4). Visitors who are not
 * signed in are counted too, without a user, within limits per address and for all of them
 * together (./anonymous-page-views.ts). The answer may carry `redirect` and `page`; no rule
 * sends anyone elsewhere yet. A page an administrator opens while acting as a member is the
 * administrator's: stored under their account and listed in the audit trail, never in the
 * member's own log (decision 0945).
 */
export const activityRoutes = new Hono<AppEnv>().post('/user/registerLog', body(pageViewSchema), async (c) => {
  const { deps, session } = c.var;
  const view = c.req.valid('json');
  const answer = { redirect: false as boolean, page: null as string | null };
  if (!session && !(await admitAnonymousPageView(deps, c.var.ip))) return unchanged(c, answer);
  const record = (userId: string | null): PageViewRecord => ({
    userId,
    ip: c.var.ip,
    pathname: view.pathname,
    loadingTime: view.loadingTime,
    timeSpant: view.timeSpent,
    at: deps.now(),
  });
  if (session?.impersonatedBy) await recordActingView(deps, session.impersonatedBy, session, record(session.impersonatedBy));
  else await deps.apiLog.pageView(record(session?.userId ?? null));
  return ok(c, answer);
});

/** The view under the administrator's account, and its audit entry naming the member, in one batch. */
async function recordActingView(deps: AppDeps, adminId: string, session: Session, view: PageViewRecord) {
  const admin = await deps.database.db.selectFrom('users').select('email').where('id', '=', adminId).executeTakeFirstOrThrow();
  await deps.database.batch([
    pageViewInsert(deps.database, view),
    auditEntry(deps, { userId: adminId, user: admin }, {
      action: 'member.pageView',
      targetType: 'member',
      targetId: session.userId,
      targetLabel: session.user.name,
      after: { pathname: view.pathname, timeSpant: view.timeSpant },
    }),
  ]);
}
