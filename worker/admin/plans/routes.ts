import { Hono } from 'hono';
import { ADMIN_PLANS_TEXT, planFormSchema, planListQuerySchema, updatePlanSchema, upgradeDecisionSchema, upgradeListQuerySchema } from '../../../contract/admin/plans';
import { decideUpgrade } from '../../membership/upgrade';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok, unchanged } from '../../http/envelope';
import { body, query } from '../../http/validate';
import { listPlans, listUpgradeRequests } from './lists';
import { createPlan, updatePlan } from './plan-admin';

/** The back office's plans and upgrade requests (spec §7 Admin, issue 10). */
export const adminPlanRoutes = new Hono<AppEnv>()
  .get('/admin/plan', requireAdmin, query(planListQuerySchema), async (c) => {
    return ok(c, { ...(await listPlans(c.var.deps, c.req.valid('query'))) });
  })
  .post('/admin/plan', requireAdmin, body(planFormSchema), async (c) => {
    const plan = await createPlan(c.var.deps, c.var.session, c.req.valid('json'));
    return ok(c, { message: ADMIN_PLANS_TEXT.created(plan.planName), data: plan });
  })
  .post('/admin/updatePlan', requireAdmin, body(updatePlanSchema), async (c) => {
    const { id, ...form } = c.req.valid('json');
    const { plan, changed } = await updatePlan(c.var.deps, c.var.session, id, form);
    if (!changed) return unchanged(c, { message: ADMIN_PLANS_TEXT.unchanged, data: plan });
    return ok(c, { message: ADMIN_PLANS_TEXT.updated(plan.planName), data: plan });
  })
  .get('/admin/getUpgreadeRequest', requireAdmin, query(upgradeListQuerySchema), async (c) => {
    return ok(c, { ...(await listUpgradeRequests(c.var.deps, c.req.valid('query'))) });
  })
  .post('/admin/updateUpgreadeRequest', requireAdmin, body(upgradeDecisionSchema), async (c) => {
    const decision = c.req.valid('json');
    const site = c.var.deps.config.publicUrl;
    const { changed, request: r } = await decideUpgrade(c.var.deps, c.var.session, decision, site);
    const data = { _id: r.id, status: r.status, decidedAt: r.decided_at, expiresAt: r.expires_at, reason: r.reason };
    if (!changed) return unchanged(c, { message: ADMIN_PLANS_TEXT.decidedAlready(r.status), data });
    const message = r.status === 'approved' ? ADMIN_PLANS_TEXT.approved(r.member_name, r.plan_name) : ADMIN_PLANS_TEXT.rejected(r.member_name, r.plan_name);
    return ok(c, { message, data });
  });
