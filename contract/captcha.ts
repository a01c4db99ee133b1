/**
 * The captcha of the public forms (decision 0832). The server verifies the token; the page
 * only shows the provider's widget. One provider today, Cloudflare Turnstile.
 */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';
export const TURNSTILE_SCRIPT_URL = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js?render=explicit`;

/** What the page learns of the captcha: whether it is on and the public site key, never the secret. */
export interface CaptchaSetting {
  provider: 'turnstile';
  siteKey: string;
}
