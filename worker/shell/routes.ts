import { Hono } from 'hono';
import { pageStatus } from '../../contract/pages';
import type { AppEnv } from '../http/context';
import { loadReferenceData } from '../reference/load';
import type { AppDeps } from '../deps';

/**
 * The HTML shell: the built index.html with the reference data embedded, so the first paint
 * needs no extra round trip (DESIGN.md). Reference data changes only through the admins, so
 * a short cache per process or isolate keeps the shell cheap.
 */
const PLACEHOLDER = '<!--app-data-->';
const CACHE_MS = 60_000;
let cache: { at: number; json: string } | null = null;

async function referenceJson(deps: AppDeps): Promise<string> {
  if (cache && deps.now() - cache.at < CACHE_MS) return cache.json;
  const json = JSON.stringify(await loadReferenceData(deps.database.db)).replace(/</g, '\\u003c');
  cache = { at: deps.now(), json };
  return json;
}

/** Admin edits of reference data call this so the next page carries the change. */
export function forgetShellCache(): void {
  cache = null;
}

export const shellRoutes = new Hono<AppEnv>().get('*', async (c, next) => {
  // Paths that name a file (a dot in the last segment) are assets: a missing one is a 404, not a page.
  if (c.req.path.startsWith('/api/') || /\.[^/]*$/.test(c.req.path)) return next();
  const shell = await c.var.deps.loadShell();
  if (!shell) return next();
  let data = '';
  try {
    data = `<script id="app-data" type="application/json">${await referenceJson(c.var.deps)}</script>`;
  } catch (err) {
    // The page still loads; the app then asks /api/app/getData and shows 'Server Error' if that fails too.
    console.error('Reference data for the shell failed:', err);
  }
  c.header('cache-control', 'no-cache');
  // Unknown paths get the same shell, so the app shows its '404 Page' screen, but say 404.
  return c.html(shell.replace(PLACEHOLDER, data), pageStatus(c.req.path));
});
