import './styles.css';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { m } from '../contract/i18n/paraglide/messages';
import { setSessionRejectedHandler } from './lib/api';
import { reactAriaLocale } from './lib/format';
import { loadReferenceData } from './lib/reference-data';
import { followRouteEvents } from './lib/route-events';
import { restoreSession, sessionRejected, signInPageFor } from './lib/session';
import { watchSession } from './lib/session-watch';
import { trackPageViews } from './features/tracking/page-views';
import { showToast } from './state/alerts';
import { referenceAtom } from './state/reference';
import { appStore } from './state/store';
import { App } from './app';
import { router } from './router';
import { Spinner } from './components/spinner';

function BootScreen() {
  return (
    <main className="flex min-h-screen items-center justify-center">
      <h1 className="sr-only">Sambandh</h1>
      <Spinner size="lg" label={m.common_loading_site()} />
    </main>
  );
}

function ServerErrorScreen() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="font-display text-3xl font-bold text-maroon-800">{m.common_server_error()}</h1>
      <p className="text-stone-700">{m.common_load_failed()}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-full bg-maroon-700 px-5 py-2.5 font-semibold text-white hover:bg-maroon-800"
      >
        {m.common_try_again()}
      </button>
    </main>
  );
}

/**
 * Spec §2: nothing renders until the login check and the reference data are done. A page the
 * build prerendered (decision 0014) is on screen meanwhile for an anonymous visitor, and taken
 * over (hydrated) once the router has loaded it; a visitor with a session gets the boot screen.
 */
async function boot() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const prerendered = container.dataset.prerendered;
  let root: Root | null = null;
  const startFresh = () => {
    container.removeAttribute('data-prerendered');
    container.textContent = '';
    return createRoot(container);
  };
  if (!prerendered || document.documentElement.hasAttribute('data-signed-in')) {
    root = startFresh();
    root.render(<BootScreen />);
  }

  const [reference, restored] = await Promise.all([loadReferenceData(), restoreSession()]);
  if (!reference) {
    (root ??= startFresh()).render(<ServerErrorScreen />);
    return;
  }
  appStore.set(referenceAtom, reference);

  const go = (href: string) => router.navigate({ href });
  const currentPath = () => router.state.location.href;
  if (restored.state === 'expired') {
    router.history.replace(signInPageFor(restored.role));
    showToast(m.common_session_expired(), 'error', 5000);
  }
  setSessionRejectedHandler(() => sessionRejected(go, currentPath()));
  followRouteEvents(router);
  trackPageViews(router);
  watchSession(go, currentPath);

  if (!root) {
    // The page's chunk and guards first, so the first render is the prerendered markup.
    await router.load();
    if (router.state.location.pathname === prerendered && router.state.matches.every((match) => match.status === 'success')) {
      // Render as the build did: the router then leaves out its client-only Suspense at the root.
      router.ssr = { manifest: undefined };
      // The page's own part finishes the take-over once hydrated (ui/lib/prerendered.tsx).
      hydrateRoot(container, <App router={router} />);
      return;
    }
    root = startFresh();
  }
  root.render(<App router={router} />);
}

// After a deploy the old chunks are gone: reload once to get the new ones instead of failing.
window.addEventListener('vite:preloadError', (event) => {
  if (sessionStorage.getItem('family-chunk-reload') === location.href) return;
  sessionStorage.setItem('family-chunk-reload', location.href);
  event.preventDefault();
  location.reload();
});

// React Aria's own texts (a dialog's hidden "Dismiss"…) from the catalogue in the other languages,
// loaded with the first page other than /login, which shows none of them and whose JavaScript has
// a budget (issue 25, decision 0963).
const ariaLocale = reactAriaLocale();
if (ariaLocale) {
  const stop = router.subscribe('onResolved', ({ toLocation }) => {
    if (toLocation.pathname === '/login') return;
    stop();
    void import('./lib/react-aria-strings').then((aria) => aria.installReactAriaStrings(ariaLocale));
  });
}

void boot();
