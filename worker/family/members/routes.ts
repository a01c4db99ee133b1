import { Hono } from 'hono';
import { FAMILY_TEXT, familyMemberBodySchema, familyMemberIdParamSchema, setMemberFromSchema } from '../../../contract/family';
import { requireMember } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok, unchanged } from '../../http/envelope';
import { body, params } from '../../http/validate';
import { listMembers } from './list';
import { deleteFamilyMember, saveFamilyMember, setMemberFrom } from './write';
import { joinedRelatives } from '../links/joined-members';

/** Family members (spec §7: GET /member, POST /member, POST /member/setMemberFrom, DELETE /member/{id}). */
export const familyMemberRoutes = new Hono<AppEnv>()
  .get('/member', requireMember, async (c) => {
    const { userId } = c.var.session;
    // My own entries, then the relatives joined to them from linked members' lists (read-only, decision 0756).
    const [{ data, me }, joined] = await Promise.all([listMembers(c.var.deps, userId), joinedRelatives(c.var.deps, userId)]);
    return ok(c, { data: [...data, ...joined], me });
  })
  .post('/member', requireMember, body(familyMemberBodySchema), async (c) => {
    const { added, ...saved } = await saveFamilyMember(c.var.deps, c.var.session.userId, c.req.valid('json'));
    // `side` names the tab the entry is listed on, so the page can show it where it went.
    return ok(c, { message: added ? FAMILY_TEXT.added : FAMILY_TEXT.updated, data: saved });
  })
  .post('/member/setMemberFrom', requireMember, body(setMemberFromSchema), async (c) => {
    const { _id, memberFromId } = c.req.valid('json');
    const out = await setMemberFrom(c.var.deps, c.var.session.userId, _id, memberFromId);
    if (out === 'unchanged') return unchanged(c, { message: FAMILY_TEXT.memberFromUnchanged });
    return ok(c, { message: FAMILY_TEXT.memberFromSet });
  })
  .delete('/member/:id', requireMember, params(familyMemberIdParamSchema), async (c) => {
    await deleteFamilyMember(c.var.deps, c.var.session.userId, c.req.valid('param').id);
    return ok(c, { success: true, message: FAMILY_TEXT.deleted });
  });
