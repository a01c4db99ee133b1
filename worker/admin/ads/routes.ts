import { Hono } from 'hono';
import { ADS_TEXT, adFormSchema, adListQuerySchema } from '../../../contract/admin/ads';
import { idParamSchema } from '../../../contract/auth';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok, unchanged } from '../../http/envelope';
import { body, params, query } from '../../http/validate';
import { deleteAd, listAds, saveAd } from './ads';

/** Ads in the back office (issue 11; docs/decisions/0813). */
export const adminAdRoutes = new Hono<AppEnv>()
  .get('/admin/ads', requireAdmin, query(adListQuerySchema), async (c) => {
    return ok(c, { ...(await listAds(c.var.deps, c.req.valid('query'))) });
  })
  .post('/admin/ads', requireAdmin, body(adFormSchema), async (c) => {
    const { ad, outcome } = await saveAd(c.var.deps, c.var.session, c.req.valid('json'));
    if (outcome === 'unchanged') return unchanged(c, { message: ADS_TEXT.unchanged, data: ad });
    return ok(c, { message: outcome === 'added' ? ADS_TEXT.added : ADS_TEXT.saved, data: ad });
  })
  .delete('/admin/ads/:id', requireAdmin, params(idParamSchema), async (c) => {
    await deleteAd(c.var.deps, c.var.session, c.req.valid('param').id);
    return ok(c, { message: ADS_TEXT.deleted });
  });
