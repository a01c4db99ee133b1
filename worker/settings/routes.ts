import { refuseManager } from '../managers/roles';
import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import { idParamSchema, tokenQuerySchema } from '../../contract/auth';
import {
  SETTINGS_TEXT,
  changeEmailSchema,
  deactivateSchema,
  deleteAccountSchema,
  horoscopePrivacySchema,
  horoscopeRequestSchema,
  updateSettingSchema,
} from '../../contract/settings';
import { requireMember, requireSelf } from '../http/auth';
import { runInBackground } from '../http/background';
import type { AppEnv } from '../http/context';
import { ok, unchanged } from '../http/envelope';
import { body, params, query } from '../http/validate';
import { deactivateAccount, deleteAccount } from './account-closure';
import { closeConversationsOf, conversationPartners, tellPartnersClosed } from '../messaging/closed';
import { confirmEmailChange, requestEmailChange, sendEmailChangeMails } from './email-change';
import { readHoroscope } from './horoscope-access';
import { confirmPassword } from './password-check';
import { loadSettings } from './privacy';
import { setHoroscopePrivacy, updateSettings } from './store';

/** Pending e-mail change of a member, shown on /setting until it is confirmed or expires. */
async function pendingEmail(c: { var: AppEnv['Variables'] }, userId: string): Promise<string | null> {
  const deps = c.var.deps;
  const row = await deps.database.db
    .selectFrom('email_changes')
    .select('new_email')
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', deps.now())
    .executeTakeFirst();
  return row?.new_email ?? null;
}

const factory = createFactory<AppEnv>();

const deactivate = factory.createHandlers(requireMember, body(deactivateSchema), async (c) => {
  const user = await confirmPassword(c.var.deps, c.var.session, c.req.valid('json').password, c.var.ip);
  await deactivateAccount(c.var.deps, user);
  runInBackground(c, closeConversationsOf(c.var.deps, user.id));
  return ok(c, { message: SETTINGS_TEXT.deactivated });
});

const deleteAccountHandlers = factory.createHandlers(requireMember, body(deleteAccountSchema), async (c) => {
  // A manager leaves a profile; only its candidate deletes it (issue 27).
  refuseManager(c.var.session);
  const user = await confirmPassword(c.var.deps, c.var.session, c.req.valid('json').password, c.var.ip);
  const partners = await conversationPartners(c.var.deps, user.id);
  await deleteAccount(c.var.deps, user);
  runInBackground(c, tellPartnersClosed(c.var.deps, user.id, partners));
  return ok(c, { message: SETTINGS_TEXT.deleted });
});

/** `/api/user` endpoints of the settings domain: settings, privacy, e-mail, deactivate, delete. */
export const settingsRoutes = new Hono<AppEnv>()
  .get('/user/getSetting/:id', requireMember, params(idParamSchema), async (c) => {
    const id = c.req.valid('param').id;
    requireSelf(c.var.session, id);
    const [setting, email] = await Promise.all([loadSettings(c.var.deps, id), pendingEmail(c, id)]);
    return ok(c, { data: { setting, email: c.var.session.user.email, pendingEmail: email } });
  })
  .put('/user/updateSetting/:id', requireMember, params(idParamSchema), body(updateSettingSchema), async (c) => {
    const id = c.req.valid('param').id;
    requireSelf(c.var.session, id);
    const { changed, settings } = await updateSettings(c.var.deps, id, c.req.valid('json'));
    if (!changed) return unchanged(c, { message: SETTINGS_TEXT.nothingChanged, data: { setting: settings } });
    return ok(c, { message: SETTINGS_TEXT.saved, data: { setting: settings } });
  })
  .put('/user/update/horoscope/block', requireMember, body(horoscopePrivacySchema), async (c) => {
    const setting = await setHoroscopePrivacy(c.var.deps, c.var.session.userId, c.req.valid('json'));
    return ok(c, { message: SETTINGS_TEXT.horoscopeSaved, data: { setting } });
  })
  .post('/user/get/horoscope/:id', requireMember, params(idParamSchema), body(horoscopeRequestSchema), async (c) => {
    const horoscope = await readHoroscope(c.var.deps, c.var.session.userId, c.req.valid('param').id, c.req.valid('json').password);
    return ok(c, { data: { horoscope } });
  })
  .put('/user/update/email', requireMember, body(changeEmailSchema), async (c) => {
    // The candidate's sign-in is theirs alone (issue 27).
    refuseManager(c.var.session);
    const input = c.req.valid('json');
    const change = await requestEmailChange(c.var.deps, c.var.session, input, { ip: c.var.ip });
    runInBackground(c, sendEmailChangeMails(c.var.deps, change));
    return ok(c, { message: SETTINGS_TEXT.emailChangeSent, data: { pendingEmail: input.email } });
  })
  .get('/user/confirmEmail', query(tokenQuerySchema), async (c) => {
    await confirmEmailChange(c.var.deps, c.req.valid('query').token);
    return ok(c, { message: SETTINGS_TEXT.emailChanged });
  })
  // The spec writes these two with a trailing slash; both spellings answer.
  .post('/user/deactivate/', ...deactivate)
  .post('/user/deactivate', ...deactivate)
  .post('/user/delete/', ...deleteAccountHandlers)
  .post('/user/delete', ...deleteAccountHandlers);
