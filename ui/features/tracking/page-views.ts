import type { AnyRouter } from '@tanstack/react-router';
import { api, call } from '../../lib/api';
import { sessionAtom } from '../../state/session';
import { appStore } from '../../state/store';

interface PageView {
  pathname: string;
  loadingTime: number;
  shownAt: number;
  /** Views of pages seen while signed out (the login page itself) are not reported. */
  signedIn: boolean;
}

const ms = (n: number) => Math.max(0, Math.round(n));

/**
 * Page-view tracking (spec §4): when the route changes, the page being left is reported with
 * its loading time (navigation start to rendered) and the time spent on it. Only signed-in
 * visits are reported. The answer may send the browser elsewhere (`redirect` + `page`).
 */
export function trackPageViews(router: AnyRouter): () => void {
  // The first page's loading started with the document itself (performance time origin).
  let navigationStart = 0;
  let current: PageView | null = null;

  async function report(view: PageView, leftAt: number) {
    if (!view.signedIn || !appStore.get(sessionAtom)) return;
    const payload = { pathname: view.pathname, loadingTime: ms(view.loadingTime), timeSpent: ms(leftAt - view.shownAt) };
    const res = await call(() => api.user.registerLog.$post({ json: payload }));
    if (res.ok && res.body.redirect && res.body.page) void router.navigate({ href: res.body.page });
  }

  const offStart = router.subscribe('onBeforeNavigate', (e) => {
    if (e.pathChanged) navigationStart = performance.now();
  });
  const offResolved = router.subscribe('onResolved', (e) => {
    if (!e.pathChanged && current) return;
    // Wait for the frame in which the new page is painted.
    requestAnimationFrame(() => {
      const now = performance.now();
      if (current) void report(current, now);
      current = { pathname: e.toLocation.pathname, loadingTime: now - navigationStart, shownAt: now, signedIn: !!appStore.get(sessionAtom) };
    });
  });

  // The last page of a visit: sent as the tab closes, with keepalive so it survives unload.
  const onHide = () => {
    const session = appStore.get(sessionAtom);
    if (!current || !session || !current.signedIn) return;
    const body = JSON.stringify({ pathname: current.pathname, loadingTime: ms(current.loadingTime), timeSpent: ms(performance.now() - current.shownAt) });
    void fetch('/api/user/registerLog', {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json', jwt: session.token },
      body,
    }).catch(() => undefined);
    current = { ...current, shownAt: performance.now() };
  };
  window.addEventListener('pagehide', onHide);

  return () => {
    offStart();
    offResolved();
    window.removeEventListener('pagehide', onHide);
  };
}
