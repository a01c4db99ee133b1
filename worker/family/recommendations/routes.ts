import { Hono } from 'hono';
import { recommendationParamSchema } from '../../../contract/family-links';
import { requireMember, requireSelf } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { params } from '../../http/validate';
import { familyRecommendations } from './recommend';

/** `GET /member/memberRecommendation/{id}` (spec §7; own id only): `relations`, best first. */
export const familyRecommendationRoutes = new Hono<AppEnv>().get('/member/memberRecommendation/:id', requireMember, params(recommendationParamSchema), async (c) => {
  const { id } = c.req.valid('param');
  requireSelf(c.var.session, id);
  return ok(c, { relations: await familyRecommendations(c.var.deps, id) });
});
