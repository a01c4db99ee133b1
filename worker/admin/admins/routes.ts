import { Hono } from 'hono';
import { ADMINS_TEXT, adminAccountListQuerySchema, createAdminSchema, updateAdminSchema } from '../../../contract/admin/admins';
import { totalPagesOf } from '../../../contract/admin/list-query';
import { idParamSchema } from '../../../contract/auth';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok, unchanged } from '../../http/envelope';
import { body, params, query } from '../../http/validate';
import { createAdmin, listAdmins, removeAdmin, updateAdmin } from './accounts';

/** Administrator accounts (spec §7 Admin, issue 10). */
export const adminAccountRoutes = new Hono<AppEnv>()
  .post('/admin/createAdmin', requireAdmin, body(createAdminSchema), async (c) => {
    const input = c.req.valid('json');
    const data = await createAdmin(c.var.deps, c.var.session, input);
    return ok(c, { message: ADMINS_TEXT.created(input.email), data });
  })
  .get('/admin/getadmin', requireAdmin, query(adminAccountListQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const { rows, total } = await listAdmins(c.var.deps, q);
    return ok(c, { items: rows, total, page: q.page, limit: q.limit, totalPages: totalPagesOf(total, q.limit) });
  })
  .post('/admin/updateAdmin', requireAdmin, body(updateAdminSchema), async (c) => {
    const { account, changed } = await updateAdmin(c.var.deps, c.var.session, c.req.valid('json'));
    if (!changed) return unchanged(c, { message: ADMINS_TEXT.unchanged, data: account });
    return ok(c, { message: ADMINS_TEXT.updated, data: account });
  })
  .delete('/admin/removeAdmin/:id', requireAdmin, params(idParamSchema), async (c) => {
    const account = await removeAdmin(c.var.deps, c.var.session, c.req.valid('param').id);
    return ok(c, { message: ADMINS_TEXT.removed(account.name), data: account });
  });
