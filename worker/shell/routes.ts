import { Hono } from 'hono';
import { pageStatus, prerenderedFile } from '../../contract/pages';
import type { SiteContact } from '../../contract/site-contact';
import { captchaSettingOf } from '../http/captcha';
import type { AppEnv } from '../http/context';
import { currentReferenceHtmlJson } from '../reference/load';
import { prepareShell } from './page-preloads';
import { requestLocale } from '../i18n/request-locale';
import { BASE_LOCALE, localeFile } from '../../contract/i18n/locales';

/**
 * The HTML shell: the built index.html with the reference data embedded, so the first paint
 * needs no extra round trip (DESIGN.md). The data is kept per process or isolate and reloaded
 * when its version row changes (worker/reference/load.ts, decision 0804).
 */
const PLACEHOLDER = '<!--app-data-->';

/**
 * The cached reference JSON (one object, shared by every request) with this deployment's
 * `captcha` setting and support contact (`site`) put first, as GET /app/getData answers it,
 * without parsing the data again.
 */
function withCaptcha(json: string, captcha: ReturnType<typeof captchaSettingOf>, site: SiteContact): string {
  const safe = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `{"captcha":${safe(captcha)},"site":${safe(site)},${json.slice(1)}`;
}

export const shellRoutes = new Hono<AppEnv>().get('*', async (c, next) => {
  // Paths that name a file (a dot in the last segment) are assets: a missing one is a 404, not a page.
  if (c.req.path.startsWith('/api/') || /\.[^/]*$/.test(c.req.path)) return next();
  // The few anonymous public pages the build wrote ahead (decision 0014); the bare shell for the
  // rest, and for those too when a build left them out. Each in the reader's language, which has
  // its own build (decision 0963); English when that build is missing.
  const page = prerenderedFile(c.req.path);
  const locale = requestLocale(c);
  const shellIn = async (l: typeof locale) =>
    (page && (await c.var.deps.loadShell(localeFile(l, page)))) || (await c.var.deps.loadShell(localeFile(l, 'index.html')));
  const loaded = (await shellIn(locale)) || (locale !== BASE_LOCALE ? await shellIn(BASE_LOCALE) : null);
  if (!loaded) return next();
  // The page depends on the language cookie and the browser's languages.
  c.header('vary', 'Cookie, Accept-Language');
  const shell = prepareShell(loaded);
  let data = '';
  try {
    // Reference names in the reader's language; the back office reads them in English (decision 0964).
    const namesIn = c.req.path === '/admin' || c.req.path.startsWith('/admin/') ? BASE_LOCALE : locale;
    const json = withCaptcha(await currentReferenceHtmlJson(c.var.deps.database, namesIn), captchaSettingOf(c.var.deps.config), c.var.deps.config.siteContact);
    data = `<script id="app-data" type="application/json">${json}</script>`;
  } catch (err) {
    // The page still loads; the app then asks /api/app/getData and shows 'Server Error' if that fails too.
    console.error('Reference data for the shell failed:', err);
  }
  c.header('cache-control', 'no-cache');
  // Unknown paths get the same shell, so the app shows its '404 Page' screen, but say 404.
  const found = shell.preloadsFor(c.req.path);
  // A prerendered page paints without its scripts: they are fetched at low priority (decision 0014).
  const preloads = page ? found.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"') : found;
  const html = preloads ? shell.html.replace('</head>', `  ${preloads}\n  </head>`) : shell.html;
  return c.html(html.replace(PLACEHOLDER, data), pageStatus(c.req.path));
});
