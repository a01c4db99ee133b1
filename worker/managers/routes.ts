import { Hono } from 'hono';
import { z } from 'zod';
import { m } from '../../contract/i18n/paraglide/messages';
import {
  acceptInvitationSchema,
  consentSchema,
  familyInConversationSchema,
  inviteSchema,
  managerParamSchema,
  partnerParamSchema,
  profileIdParamSchema,
  switchProfileSchema,
} from '../../contract/managers';
import { requireMember } from '../http/auth';
import type { AppEnv } from '../http/context';
import { ok } from '../http/envelope';
import { forbidden } from '../http/errors';
import { body, params } from '../http/validate';
import { requestLocale } from '../i18n/request-locale';
import { acceptInvitation } from './accept';
import { familyInConversation } from './conversations';
import { answerConsent, profileFamily, removeManager, usableProfiles } from './family';
import { profileHistory } from './history';
import { invite } from './invitations';
import { actorOf, requireCandidateInPerson, requireRoleOn } from './roles';
import { openProfileSession } from './sessions';

/** A new family account's name comes with its password. */
const acceptSchema = acceptInvitationSchema.extend({
  name: z.string().trim().min(2, { error: () => m.managers_name_needed() }).max(60).optional(),
});

/** `/api/user/managers`, `/api/user/profile(s)` and family in a conversation (issue 27, decision 0971). */
export const managerRoutes = new Hono<AppEnv>()
  .post('/user/managers/invite', requireMember, body(inviteSchema), async (c) => {
    const input = c.req.valid('json');
    await requireRoleOn(c.var.deps, c.var.session, input.profileId);
    await invite(c.var.deps, c.var.session, input, c.var.ip);
    return ok(c, { message: m.managers_invited({ email: input.email }) });
  })
  .post('/user/managers/accept', body(acceptSchema), async (c) => {
    const signedIn = await acceptInvitation(c.var.deps, c.get('session'), c.req.valid('json'), c.var.ip, requestLocale(c));
    return ok(c, { message: m.managers_joined({ name: signedIn.user.name }), ...signedIn });
  })
  .get('/user/managers/:profileId', requireMember, params(profileIdParamSchema), async (c) => {
    const { profileId } = c.req.valid('param');
    const role = await requireRoleOn(c.var.deps, c.var.session, profileId);
    return ok(c, { data: await profileFamily(c.var.deps, profileId, c.var.session, role) });
  })
  .delete('/user/managers/:profileId/:accountId', requireMember, params(managerParamSchema), async (c) => {
    const { profileId, accountId } = c.req.valid('param');
    await requireRoleOn(c.var.deps, c.var.session, profileId);
    const done = await removeManager(c.var.deps, c.var.session, profileId, accountId);
    return ok(c, { message: done === 'left' ? m.managers_you_left() : m.managers_removed() });
  })
  .post('/user/profile/confirm/:profileId', requireMember, params(profileIdParamSchema), body(consentSchema), async (c) => {
    const { profileId } = c.req.valid('param');
    requireCandidateInPerson(c.var.session, profileId);
    const { consent } = c.req.valid('json');
    await answerConsent(c.var.deps, c.var.session, profileId, consent);
    return ok(c, { message: consent === 'yes' ? m.managers_confirmed() : m.managers_declined() });
  })
  .get('/user/profile/history/:profileId', requireMember, params(profileIdParamSchema), async (c) => {
    const { profileId } = c.req.valid('param');
    await requireRoleOn(c.var.deps, c.var.session, profileId);
    return ok(c, { data: await profileHistory(c.var.deps, profileId) });
  })
  .get('/user/profiles/mine', requireMember, async (c) => ok(c, { data: await usableProfiles(c.var.deps, c.var.session) }))
  .post('/user/profiles/switch', requireMember, body(switchProfileSchema), async (c) => {
    const { profileId } = c.req.valid('json');
    const session = c.var.session;
    // An administrator acting as a member stays that member: switching would open a session of its own.
    if (session.impersonatedBy) throw forbidden(m.server_not_while_acting_as_member());
    const account = actorOf(session);
    // One's own profile, in person; any other only as its manager (the session check re-reads the role).
    const signedIn = await openProfileSession(c.var.deps, profileId, profileId === account ? null : account, c.var.ip);
    return ok(c, { ...signedIn });
  })
  .put('/user/messaging/family/:partnerId', requireMember, params(partnerParamSchema), body(familyInConversationSchema), async (c) => {
    const session = c.var.session;
    requireCandidateInPerson(session, session.userId);
    const since = await familyInConversation(c.var.deps, session.userId, c.req.valid('param').partnerId, c.req.valid('json').enabled);
    return ok(c, { data: { familyReadsSince: since } });
  });
