import { Hono } from 'hono';
import { childrenMatchesSchema, FAMILY_FINDING_TEXT, familyFindingParamSchema } from '../../../contract/family-finding';
import { requireMember, requireSelf } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { body, params } from '../../http/validate';
import { recommendationBlock } from '../../preferences/eligibility';
import { viewerLanguage } from '../viewer';
import { childrenMatches } from './matches';
import { familyFindingMembers, loadOwnList } from './members';

/** Family finding (spec §7 showMembers, getChildrenMatches; docs/decisions/0770–0773), full paths under /api. */
export const familyFindingRoutes = new Hono<AppEnv>()
  .get('/user/showMembers/:id', requireMember, params(familyFindingParamSchema), async (c) => {
    const { deps, session } = c.var;
    const { id } = c.req.valid('param');
    requireSelf(session, id);
    const [own, message, lang] = await Promise.all([loadOwnList(deps, id), recommendationBlock(deps, id), viewerLanguage(deps, id)]);
    // `message`: spec §2's blocking text for the caller (the recommendation page's), null when none.
    return ok(c, { childrens: await familyFindingMembers(deps, own, lang), message });
  })
  .post('/match/getChildrenMatches/:id', requireMember, params(familyFindingParamSchema), body(childrenMatchesSchema), async (c) => {
    const { deps, session } = c.var;
    const me = session.userId;
    const { id } = c.req.valid('param');
    const own = await loadOwnList(deps, me);
    const entry = own.byId.get(id);
    // Another member's entry looks like no entry at all.
    if (!entry) throw notFound(FAMILY_FINDING_TEXT.notInYourList);
    const member = (await familyFindingMembers(deps, own, await viewerLanguage(deps, me))).find((m) => m._id === id);
    if (!member) throw badRequest(FAMILY_FINDING_TEXT.notSearchable, { id: FAMILY_FINDING_TEXT.notSearchable });
    const block = await recommendationBlock(deps, me);
    if (block) throw forbidden(block);
    return ok(c, { data: await childrenMatches(deps, me, own, entry, member, c.req.valid('json')) });
  });
