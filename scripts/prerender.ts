/**
 * Writes the HTML of the anonymous public pages into copies of the built shell (decision 0014):
 * dist/prerendered/<name>.html, the built dist/index.html with the page's markup in #root. Runs
 * after `vite build` (`npm run build`). The app's modules are loaded through Vite's SSR module
 * loader, so the router plugin, the route tree and the path aliases are the build's own.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { PRERENDERED_PAGES, prerenderedFile } from '../contract/pages';
import type * as Prerender from '../ui/prerender';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(ROOT, 'dist');
const EMPTY_ROOT = '<div id="root"></div>';
/**
 * The page paints without its scripts, so they need not compete with the stylesheet for a slow
 * connection: they are fetched at low priority (the server does the same to the page's preloads).
 */
const lowPriority = (html: string) => html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');

const shell = lowPriority(await readFile(path.join(DIST, 'index.html'), 'utf8'));
if (!shell.includes(EMPTY_ROOT)) throw new Error(`dist/index.html has no ${EMPTY_ROOT} to fill.`);

const vite = await createServer({
  configFile: path.join(ROOT, 'vite.config.ts'),
  appType: 'custom',
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false, watch: null },
});
try {
  const { prerenderPage } = (await vite.ssrLoadModule('/prerender.tsx')) as typeof Prerender;
  for (const page of Object.keys(PRERENDERED_PAGES)) {
    const html = await prerenderPage(page);
    const file = path.join(DIST, prerenderedFile(page)!);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, shell.replace(EMPTY_ROOT, `<div id="root" data-prerendered="${page}">${html}</div>`));
    console.log(`Prerendered ${page}: ${path.relative(ROOT, file)} (${(html.length / 1024).toFixed(1)} KB of markup)`);
  }
} finally {
  await vite.close();
}
