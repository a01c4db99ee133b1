import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { appStore } from './state/store';

export const router = createRouter({
  routeTree,
  context: { store: appStore },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

export type AppRouter = typeof router;

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
