import { Hono } from 'hono';
import { idParamSchema } from '../../contract/auth';
import { horoscopeRequestSchema } from '../../contract/settings';
import { requireMember } from '../http/auth';
import type { AppEnv } from '../http/context';
import { ok, unchanged } from '../http/envelope';
import { body, params } from '../http/validate';
import { compatibilityWith } from './compatibility';
import { choosePlan, membershipStatus } from './upgrade';

/** Endpoints of the membership domain, with their full paths under /api (e.g. '/match/…', '/user/…'). */
export const membershipRoutes = new Hono<AppEnv>()
  /** The plan in force and the member's upgrade requests (shown on /membership). */
  .get('/user/membership', requireMember, async (c) => {
    return ok(c, { data: await membershipStatus(c.var.deps, c.var.session.userId) });
  })
  /** Spelt so (spec §7). {id} is the plan's id: the caller acts on themselves only. */
  .post('/user/upgreadePlan/:id', requireMember, params(idParamSchema), async (c) => {
    const deps = c.var.deps;
    const userId = c.var.session.userId;
    const outcome = await choosePlan(deps, userId, c.req.valid('param').id);
    const data = await membershipStatus(deps, userId);
    if (outcome.kind === 'alreadyPending') return unchanged(c, { message: outcome.message, data });
    return ok(c, { message: outcome.message, data });
  })
  /** The Ashtakoota score with member {id}; the body carries the horoscope password for 'hpassword'. */
  .post('/match/compatibility/:id', requireMember, params(idParamSchema), body(horoscopeRequestSchema), async (c) => {
    const data = await compatibilityWith(c.var.deps, c.var.session.userId, c.req.valid('param').id, c.req.valid('json').password);
    return ok(c, { data });
  });
