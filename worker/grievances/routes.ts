import { Hono } from 'hono';
import { GRIEVANCE_TEXT, grievanceListQuerySchema, grievanceSchema, resolveGrievanceSchema } from '../../contract/grievances';
import { idParamSchema } from '../../contract/auth';
import { getLocale } from '../../contract/i18n/paraglide/runtime';
import { dayInIndia } from '../i18n/reader-locale';
import { requireAdmin } from '../http/auth';
import { requireCaptcha } from '../http/captcha';
import type { AppEnv } from '../http/context';
import { ok, unchanged } from '../http/envelope';
import { notFound } from '../http/errors';
import { body, params, query } from '../http/validate';
import { fileGrievance } from './file';
import { findGrievance, listGrievances } from './list';
import { resolveGrievance } from './resolve';

/** The Grievance Officer and complaints (issue 24 "Duties of the site", docs/decisions/0960). */
export const grievanceRoutes = new Hono<AppEnv>()
  // Who the page names: null until the operator sets all three settings.
  .get('/app/grievance', (c) => ok(c, { data: { officer: c.var.deps.config.grievanceOfficer } }))

  // Anonymous or signed in; the captcha and the throttle of the contact form.
  .post('/app/grievance', requireCaptcha, body(grievanceSchema), async (c) => {
    const filed = await fileGrievance(c.var.deps, c.req.valid('json'), { userId: c.var.session?.userId ?? null, ip: c.var.ip });
    const due = dayInIndia(filed.dueAt, getLocale());
    const message = filed.acknowledged ? GRIEVANCE_TEXT.received(filed.number, due) : GRIEVANCE_TEXT.receivedUnmailed(filed.number, due);
    return ok(c, { message, data: { number: filed.number, dueAt: filed.dueAt, acknowledged: filed.acknowledged } });
  })

  .get('/admin/grievances', requireAdmin, query(grievanceListQuerySchema), async (c) => {
    return ok(c, { ...(await listGrievances(c.var.deps, c.req.valid('query'))) });
  })

  .post('/admin/grievances/:id', requireAdmin, params(idParamSchema), body(resolveGrievanceSchema), async (c) => {
    const { id } = c.req.valid('param');
    const found = await findGrievance(c.var.deps, id);
    if (!found) throw notFound(GRIEVANCE_TEXT.notFound);
    const resolved = await resolveGrievance(c.var.deps, c.var.session, found, c.req.valid('json').reply);
    const data = await findGrievance(c.var.deps, id);
    if (!resolved) return unchanged(c, { message: GRIEVANCE_TEXT.alreadyResolved, data });
    return ok(c, { message: GRIEVANCE_TEXT.resolved(found.number, found.email), data });
  });
