import { createRootRouteWithContext, Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { ErrorContent, NotFoundContent } from '../components/status-page';
import { PublicFrame } from '../components/public-frame';
import { FullScreenSpinner } from '../components/spinner';
import { loadingAtom } from '../state/navigation';
import type { AppStore } from '../state/store';

export interface RouterContext {
  store: AppStore;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: () => (
    <PublicFrame>
      <NotFoundContent />
    </PublicFrame>
  ),
  errorComponent: () => (
    <PublicFrame>
      <ErrorContent />
    </PublicFrame>
  ),
});

function Root() {
  const router = useRouter();
  const changingRoute = useAtomValue(loadingAtom);
  // The router's own state too, so the overlay can never outlive a navigation that failed.
  const pending = useRouterState({ select: (s) => s.status === 'pending' });
  const loading = changingRoute && pending;
  return (
    <AriaRouterProvider
      navigate={(href) => void router.navigate({ href })}
      useHref={(href) => router.buildLocation({ to: href }).href}
    >
      <Outlet />
      {loading ? <FullScreenSpinner /> : null}
    </AriaRouterProvider>
  );
}
