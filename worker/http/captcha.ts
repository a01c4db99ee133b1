import { createMiddleware } from 'hono/factory';
import type { CaptchaSetting } from '../../contract/captcha';
import { SERVER_TEXT } from '../../contract/server-texts';
import type { Config } from '../config';
import type { AppEnv } from './context';
import { badRequest } from './errors';

/**
 * When CAPTCHA_SECRET is set, the `captcha` request header must hold a token the provider
 * (Cloudflare Turnstile by default) accepts. Without the secret the check is off, as in
 * local use and tests.
 */
export const requireCaptcha = createMiddleware<AppEnv>(async (c, next) => {
  const captcha = c.var.deps.config.captcha;
  if (captcha) {
    const response = c.req.header('captcha');
    if (!response) throw badRequest(SERVER_TEXT.captchaFailed);
    const form = new URLSearchParams({ secret: captcha.secret, response });
    if (c.var.ip) form.set('remoteip', c.var.ip);
    const verdict = await fetch(captcha.verifyUrl, { method: 'POST', body: form })
      .then((r) => r.json() as Promise<{ success?: boolean }>)
      .catch(() => ({ success: false }));
    if (!verdict.success) throw badRequest(SERVER_TEXT.captchaFailed);
  }
  await next();
});

/** What the page is told (GET /app/getData and the shell): the provider and the public site key. */
export function captchaSettingOf(config: Config): CaptchaSetting | null {
  return config.captcha ? { provider: 'turnstile', siteKey: config.captcha.siteKey } : null;
}
