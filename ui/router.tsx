import { createRouter } from '@tanstack/react-router';
import type { PagePath } from '../contract/pages';
import { routeTree, type FileRoutesByTo } from './routeTree.gen';
import { appStore } from './state/store';

export const router = createRouter({
  routeTree,
  context: { store: appStore },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

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
