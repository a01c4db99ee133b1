import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router';
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
  const loading = useAtomValue(loadingAtom);
  return (
    <AriaRouterProvider
      navigate={(href) => router.navigate({ href })}
      useHref={(href) => router.buildLocation({ to: href }).href}
    >
      <Outlet />
      {loading ? <FullScreenSpinner /> : null}
    </AriaRouterProvider>
  );
}
