import { Hono } from 'hono';
import { languageSchema } from '../../contract/language';
import { requireMember } from '../http/auth';
import type { AppEnv } from '../http/context';
import { ok } from '../http/envelope';
import { body } from '../http/validate';

/**
 * `PUT /api/user/language`: the member's language, saved on the account (decision 0963), so that
 * every device and every notification, mail and SMS follows it. The page keeps it in its cookie.
 */
export const languageRoutes = new Hono<AppEnv>().put('/user/language', requireMember, body(languageSchema), async (c) => {
  const { language } = c.req.valid('json');
  const deps = c.var.deps;
  await deps.database.db.updateTable('users').set({ language, language_chosen_at: deps.now(), updated_at: deps.now() }).where('id', '=', c.var.session.userId).execute();
  return ok(c, { language });
});
