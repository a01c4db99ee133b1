import { Hono } from 'hono';
import { refuseManager } from '../managers/roles';
import { ADMIN_REPORTS_TEXT, reportDecisionSchema, reportIdParam, reportListQuerySchema } from '../../contract/admin/reports';
import { REPORT_TEXT, reportSchema } from '../../contract/reports';
import { requireAdmin, requireMember, requireMemberInPerson } from '../http/auth';
import type { AppEnv } from '../http/context';
import { ok, unchanged } from '../http/envelope';
import { body, params, query } from '../http/validate';
import { decideReport } from './decide';
import { fileReport } from './file-report';
import { reportedPhoto } from './photo';
import { listReports } from './queue';

/** Reporting and moderation (issue 24, docs/decisions/0958). */
export const reportRoutes = new Hono<AppEnv>()
  .post('/user/report', requireMember, requireMemberInPerson, body(reportSchema), async (c) => {
    // A conversation's transcript is the candidate's to share, not their family's (issue 27).
    if (c.req.valid('json').kind === 'conversation') refuseManager(c.var.session);
    const filed = await fileReport(c.var.deps, c.var.session.user, c.req.valid('json'));
    return filed ? ok(c, { message: REPORT_TEXT.sent }) : unchanged(c, { message: REPORT_TEXT.already });
  })
  .get('/admin/reports', requireAdmin, query(reportListQuerySchema), async (c) => {
    return ok(c, { ...(await listReports(c.var.deps, c.req.valid('query'))) });
  })
  .get('/admin/reports/:id/photo', requireAdmin, params(reportIdParam), async (c) => {
    const stored = await reportedPhoto(c.var.deps, c.var.session, c.req.valid('param').id);
    return c.body(stored.bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': stored.contentType,
      'cache-control': 'no-store',
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
    });
  })
  .post('/admin/reports/:id', requireAdmin, params(reportIdParam), body(reportDecisionSchema), async (c) => {
    const { action } = c.req.valid('json');
    const decided = await decideReport(c.var.deps, c.var.session, c.req.valid('param').id, c.req.valid('json'));
    return decided ? ok(c, { message: ADMIN_REPORTS_TEXT.done[action] }) : unchanged(c, { message: ADMIN_REPORTS_TEXT.decidedAlready });
  });
