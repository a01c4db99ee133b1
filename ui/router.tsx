import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { PagePath } from '../contract/pages';
import { routeTree, type FileRoutesByTo } from './routeTree.gen';
import { appStore } from './state/store';

/**
 * The app's router. The browser's is made once below; the build's prerender (ui/prerender.tsx)
 * makes its own over a memory history, with the same routes and options, so the HTML it writes
 * is what the browser's first render gives (decision 0014).
 */
export function createAppRouter(server?: { history: RouterHistory }) {
  return createRouter({
    routeTree,
    context: { store: appStore },
    defaultPreload: 'intent',
    scrollRestoration: true,
    // On the server the router would write its scroll-restoring inline script, which the CSP
    // refuses and the browser's first render does not have; the browser restores scroll itself.
    ...(server ? { history: server.history, isServer: true, scrollRestoration: false } : {}),
  });
}

export const router = createAppRouter();

export type AppRouter = typeof router;

/**
 * The server tells pages from unknown paths (HTTP 404) by contract/pages.ts; this fails to
 * compile when that list and the route tree name different pages.
 */
type SameSet<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const pagesMatchRouteTree: SameSet<PagePath, keyof FileRoutesByTo> = true;
void pagesMatchRouteTree;

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
