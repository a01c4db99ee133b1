/**
 * Writes the HTML of the anonymous public pages into copies of the built shell (decision 0014),
 * in each language (decision 0963): dist/prerendered/<name>.html is the built dist/index.html
 * with the page's markup in #root, dist/locales/<locale>/prerendered/<name>.html the same in
 * that language's shell. Runs after the client builds (`npm run build`, scripts/build.ts). The app's modules are loaded through Vite's SSR module
 * loader, so the router plugin, the route tree and the path aliases are the build's own.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { PRERENDERED_PAGES, prerenderedFile } from '../contract/pages';
import { LOCALES, localeFile } from '../contract/i18n/locales';
import type * as Prerender from '../ui/prerender';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(ROOT, 'dist');
const EMPTY_ROOT = '<div id="root"></div>';
/**
 * The page paints without its scripts, so they need not compete with the stylesheet for a slow
 * connection: they are fetched at low priority (the server does the same to the page's preloads).
 */
const lowPriority = (html: string) => html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');

async function shellOf(file: string): Promise<string> {
  const shell = lowPriority(await readFile(path.join(DIST, file), 'utf8'));
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`dist/${file} has no ${EMPTY_ROOT} to fill.`);
  return shell;
}

const vite = await createServer({
  configFile: path.join(ROOT, 'vite.config.ts'),
  // The catalogue is compiled already: no recompiling here (vite.config.ts).
  mode: 'prerender',
  appType: 'custom',
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false, watch: null },
});
try {
  const { prerenderPage } = (await vite.ssrLoadModule('/prerender.tsx')) as typeof Prerender;
  for (const locale of LOCALES) {
    if (!existsSync(path.join(DIST, localeFile(locale, 'index.html')))) continue; // not built this time
    const shell = await shellOf(localeFile(locale, 'index.html'));
    for (const page of Object.keys(PRERENDERED_PAGES)) {
      const html = await prerenderPage(page, locale);
      const file = path.join(DIST, localeFile(locale, prerenderedFile(page)!));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, shell.replace(EMPTY_ROOT, `<div id="root" data-prerendered="${page}">${html}</div>`));
      console.log(`Prerendered ${page} (${locale}): ${path.relative(ROOT, file)} (${(html.length / 1024).toFixed(1)} KB of markup)`);
    }
  }
} finally {
  await vite.close();
}
