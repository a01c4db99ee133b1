import { StrictMode } from 'react';
import { Provider } from 'jotai';
import { RouterProvider } from '@tanstack/react-router';
import { I18nProvider } from 'react-aria-components';
import { reactAriaLocale } from './lib/format';
import type { AppRouter } from './router';
import { appStore } from './state/store';

/**
 * The whole app under its router: what the browser renders and the build prerenders (decision
 * 0014). React Aria formats and sorts in the page's language (issue 25): the locale it reads
 * itself is the browser's, fixed before our code runs.
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <Provider store={appStore}>
        <I18nProvider locale={reactAriaLocale()}>
          <RouterProvider router={router} />
        </I18nProvider>
      </Provider>
    </StrictMode>
  );
}
