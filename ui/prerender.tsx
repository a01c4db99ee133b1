import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { createAppRouter } from './router';
import { overwriteGetLocale } from '../contract/i18n/paraglide/runtime';
import { setPrerenderLocale } from './lib/language';
import type { Locale } from '../contract/i18n/locales';

/**
 * The HTML of one anonymous public page, made at build time by scripts/prerender.ts (decision
 * 0014): the same router over a memory history, loaded (the route's lazy chunk awaited) before
 * rendering, as the browser's router is before it hydrates this markup (ui/main.tsx). One copy a
 * language, in that language's shell.
 */
export async function prerenderPage(path: string, locale: Locale): Promise<string> {
  // The build of each language fixes its words at build time; here, under Vite's SSR loader, the
  // language is named for the page being written.
  overwriteGetLocale(() => locale);
  setPrerenderLocale(locale);
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  const match = router.state.matches.at(-1);
  if (router.state.location.pathname !== path || match?.status !== 'success') {
    throw new Error(`Prerendering ${path} ended at ${router.state.location.href} (${match?.status ?? 'no match'}).`);
  }
  return renderToString(<App router={router} />);
}
