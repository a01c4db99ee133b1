import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type ViteDevServer } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { getRequestListener } from '@hono/node-server';
import { compression } from 'vite-plugin-compression2';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { PARAGLIDE_OPTIONS, STATIC_LOCALE_DEFINE } from './contract/i18n/paraglide-options';
import { BASE_LOCALE, localeBuildDir, type Locale } from './contract/i18n/locales';

const projectRoot = fileURLToPath(new URL('.', import.meta.url));
const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The placeholder the server (and the dev plugin below) replaces with the reference data. */
const APP_DATA_PLACEHOLDER = '<!--app-data-->';

type DevApp = { fetch(req: Request): Promise<Response> };
type DevModule = { getDevApp(): Promise<DevApp> };

/**
 * Dev only: serves `/api/*` from the real Hono app (worker/dev.ts) inside the Vite server and
 * embeds the reference data in the HTML shell, as the production server does.
 */
function devApi(): Plugin {
  let server: ViteDevServer | undefined;
  const apps = new WeakMap<DevModule, Promise<DevApp>>();

  async function app(): Promise<DevApp> {
    if (!server) throw new Error('The dev server is not configured yet.');
    const mod = (await server.ssrLoadModule(fromRoot('./worker/dev.ts'))) as DevModule;
    let found = apps.get(mod);
    if (!found) {
      found = mod.getDevApp();
      apps.set(mod, found);
    }
    return found;
  }

  return {
    name: 'sambandh-dev-api',
    apply: 'serve',
    configureServer(devServer) {
      server = devServer;
      const listener = getRequestListener(async (req) => (await app()).fetch(req));
      devServer.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith('/api/')) return next();
        listener(req, res).catch(next);
      });
    },
    async transformIndexHtml(html) {
      if (!html.includes(APP_DATA_PLACEHOLDER)) return html;
      try {
        const res = await (await app()).fetch(new Request('http://localhost/api/app/getData'));
        const body = (await res.json()) as { code?: number; data?: unknown };
        if (!res.ok || body.code !== 5 || !body.data) return html;
        const json = JSON.stringify(body.data).replace(/</g, '\\u003c');
        const script = `<script id="app-data" type="application/json">${json}</script>`;
        return html.replace(APP_DATA_PLACEHOLDER, script);
      } catch (error) {
        server?.config.logger.warn(`Reference data not embedded: ${String(error)}`);
        return html;
      }
    },
  };
}

/**
 * Build only: writes `dist/.vite/chunk-modules.json`, which source modules each JavaScript file
 * carries. The bench and the admin frame's browser test read it to prove that a member's first
 * visit downloads no back-office module (issue 10). Only /assets/* is served, so this stays private.
 */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';
function chunkModules(): Plugin {
  return {
    name: 'sambandh-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        map[file.fileName] = file.moduleIds.map((id) => (id.startsWith(projectRoot) ? id.slice(projectRoot.length) : id));
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(map, null, 1) });
    },
  };
}

/**
 * Build only: the chunks each page's route needs, written into index.html as one comment the
 * server takes out again (worker/shell/page-preloads.ts). The router loads a page's split
 * chunks only once the entry has run; named as modulepreloads in the shell, the browser fetches
 * them beside the entry instead of after it (issue 13 §3, decision 0012).
 */
export const PAGE_PRELOADS_MARK = 'page-preloads:';
function pagePreloads(): Plugin {
  return {
    name: 'sambandh-page-preloads',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((f) => f.type === 'chunk');
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (start: string[], into = new Set<string>()) => {
          for (const name of start) {
            if (into.has(name)) continue;
            into.add(name);
            closure(byName.get(name)?.imports ?? [], into);
          }
          return into;
        };
        const entry = chunks.find((c) => c.isEntry);
        const html = bundle['index.html'];
        if (!entry || !html || html.type !== 'asset') return;
        const preloaded = closure([entry.fileName]);
        // Split pieces of each route file: ui/routes/_member/viewprofile.$id.tsx?tsr-split=component
        const pieces = new Map<string, string[]>();
        for (const c of chunks) {
          const m = /ui\/routes\/(.+)\.tsx\?tsr-split=/.exec(c.facadeModuleId ?? '');
          if (m) pieces.set(m[1]!, [...(pieces.get(m[1]!) ?? []), c.fileName]);
        }
        const pages: Record<string, string[]> = {};
        for (const [file, own] of pieces) {
          const parts = file.split('/');
          if (parts.length !== 2) continue; // layouts (_member, _public, admin) come with their pages
          const [layout, name] = parts as [string, string];
          const segments = name.split('.').filter((s) => s !== 'index');
          const pattern = `${layout.startsWith('_') ? '' : `/${layout}`}/${segments.join('/')}`.replace(/\/$/, '') || '/';
          // Parent routes too: requests.$type.$status renders inside requests.
          const names = name.split('.');
          const parents = names.slice(1).flatMap((_, i) => pieces.get(`${layout}/${names.slice(0, i + 1).join('.')}`) ?? []);
          const files = closure([...(pieces.get(layout) ?? []), ...parents, ...own]);
          pages[pattern] = [...files].filter((f) => !preloaded.has(f)).map((f) => `/${f}`).sort();
        }
        const mark = `<!--${PAGE_PRELOADS_MARK}${JSON.stringify(pages).replace(/--/g, '\\u002d\\u002d')}-->`;
        html.source = String(html.source).replace('</head>', `${mark}\n  </head>`);
      },
    },
  };
}

/**
 * Shorter dependency lists (decision 0012, issue 21): Vite gives each lazy import the list of
 * files to preload with it. A file the importing chunk itself imports statically, directly or not,
 * is loaded before that chunk runs, so listing it again only makes the list longer. The route
 * tree's lazy imports, in the entry that every first visit downloads, get no list at all
 * (decision 0963): a page's first load has its files named by the server (page preloads), and a
 * move within the app starts loading on the link's hover, touch or focus (`defaultPreload:
 * 'intent'`). Their lists were 3 KB of /login's gzip, which its languages needed.
 */
const staticImports = new Map<string, Set<string>>();
let entryChunk: string | undefined;
function trimPreloadLists(): Plugin {
  return {
    name: 'sambandh-trim-preload-lists',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const byName = new Map(Object.values(bundle).flatMap((f) => (f.type === 'chunk' ? [[f.fileName, f] as const] : [])));
        const closure = (name: string, into = new Set<string>()): Set<string> => {
          for (const dep of byName.get(name)?.imports ?? []) if (!into.has(dep)) closure(dep, into.add(dep));
          return into;
        };
        for (const name of byName.keys()) staticImports.set(name, closure(name));
        entryChunk = [...byName.values()].find((c) => c.isEntry)?.fileName;
      },
    },
  };
}

/** For build.modulePreload: what a lazy import preloads, less what its importer has already loaded; nothing for the route tree's. */
function preloadsNotYetLoaded(_file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }): string[] {
  if (context.hostType === 'js' && context.hostId === entryChunk) return [];
  const loaded = context.hostType === 'js' ? staticImports.get(context.hostId) : undefined;
  return loaded ? deps.filter((d) => !loaded.has(d)) : deps;
}

/**
 * The language this build is for (decision 0963): `npm run build` (scripts/build.ts) builds the
 * client once per language, English into dist/ and each other into dist/locales/<locale>/, whose
 * assets it then moves beside English's. The dev server leaves the language to the browser.
 */
const buildLocale = (process.env.SAMBANDH_BUILD_LOCALE ?? BASE_LOCALE) as Locale;

/** The page's `lang`, for screen readers' voices and the browser's fonts. */
function htmlLang(): Plugin {
  return {
    name: 'sambandh-html-lang',
    apply: 'build',
    transformIndexHtml: (html) => html.replace('<html lang="en"', `<html lang="${buildLocale}"`),
  };
}

/**
 * Build only: each compiled message module (contract/i18n/paraglide/messages/<key>.js) exports
 * this build's language's function itself, instead of Paraglide's dispatcher, whose locale check
 * and warning (about 200 bytes a message) every page would carry; the other languages' functions
 * are then unused and left out (decision 0963).
 */
function oneLanguageMessages(): Plugin {
  return {
    name: 'sambandh-one-language-messages',
    apply: 'build',
    transform(code, id) {
      if (!/contract\/i18n\/paraglide\/messages\/(?!_index)[^/]+\.js$/.test(id)) return null;
      const dispatcher = /^export const (\w+) = /m.exec(code);
      if (!dispatcher) return null;
      const own = code.slice(0, dispatcher.index).replace(/^import \{ getLocale, experimentalStaticLocale \} from '\.\.\/runtime\.js';$/m, '');
      return { code: `${own}export const ${dispatcher[1]} = ${buildLocale}_${dispatcher[1]};\n`, map: null };
    },
  };
}

export default defineConfig(({ command, mode }) => ({
  root: fromRoot('./ui'),
  publicDir: buildLocale === BASE_LOCALE ? fromRoot('./ui/public') : false,
  define: command === 'build' ? { [STATIC_LOCALE_DEFINE]: JSON.stringify(buildLocale) } : {},
  plugins: [
    // Recompiles the catalogue when a message file changes, on the dev server only: the build's
    // script compiled it first (scripts/build.ts), and a compile here, in the build or in the
    // prerender's server (mode 'prerender'), would empty the folder under the tests reading its
    // one-module copy meanwhile (decision 0963).
    command === 'serve' && mode !== 'prerender'
      ? paraglideVitePlugin({ ...PARAGLIDE_OPTIONS, project: fromRoot(PARAGLIDE_OPTIONS.project), outdir: fromRoot(PARAGLIDE_OPTIONS.outdir) })
      : null,
    htmlLang(),
    oneLanguageMessages(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders and pending views too, so the first page loads only what it shows; all in one
      // chunk a route, so the entry's table of lazy imports (and a page's files) stays short
      // (decision 0012).
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
      },
      routesDirectory: fromRoot('./ui/routes'),
      generatedRouteTree: fromRoot('./ui/routeTree.gen.ts'),
      quoteStyle: 'single',
    }),
    react(),
    // React Aria's own strings (a date field's placeholders, "Select an item") for en-US only: the
    // UI is English until issue 25, and the 33 other locales cost every page (decision 0900).
    optimizeLocales.vite({ locales: ['en-US'] }),
    tailwindcss(),
    devApi(),
    chunkModules(),
    pagePreloads(),
    trimPreloadLists(),
    // Every built file the Node entry serves compressed gets a `.br` and a `.gz` beside it, made
    // once here at the highest levels rather than per request (decision 0011). index.html is
    // left out: the server sends it only with the reference data embedded, compressed then.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|svg|json)$/,
      exclude: [/\.vite\//],
      threshold: 1024,
      skipIfLargerOrEqual: true,
      logLevel: 'silent',
    }),
  ],
  server: { fs: { allow: [projectRoot] } },
  build: {
    outDir: fromRoot(`./${localeBuildDir(buildLocale)}`),
    emptyOutDir: true,
    // No polyfill: every browser we support preloads modules itself (decision 0012).
    modulePreload: { polyfill: false, resolveDependencies: preloadsNotYetLoaded },
    rolldownOptions: { output: { chunkFileNames: 'assets/c-[hash].js' } },
  },
}));
