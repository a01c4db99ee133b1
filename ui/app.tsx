import { StrictMode } from 'react';
import { Provider } from 'jotai';
import { RouterProvider } from '@tanstack/react-router';
import type { AppRouter } from './router';
import { appStore } from './state/store';

/** The whole app under its router: what the browser renders and the build prerenders (decision 0014). */
export function App({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <Provider store={appStore}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
}
