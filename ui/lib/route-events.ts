import type { AnyRouter } from '@tanstack/react-router';
import { loadingAtom, navigationHistoryAtom } from '../state/navigation';
import { appStore } from '../state/store';

/**
 * Keeps the loading flag (route change start → page loaded) and the in-tab navigation
 * history (for the header's back arrow) in step with the router.
 */
export function followRouteEvents(router: AnyRouter): () => void {
  let lastAction: string = 'PUSH';
  const offHistory = router.history.subscribe(({ action }: { action: { type: string } }) => {
    lastAction = action.type;
  });
  const offStart = router.subscribe('onBeforeNavigate', (e) => {
    if (e.pathChanged) appStore.set(loadingAtom, true);
  });
  const offResolved = router.subscribe('onResolved', (e) => {
    appStore.set(loadingAtom, false);
    if (!e.hrefChanged && appStore.get(navigationHistoryAtom).length > 0) return;
    const href = e.toLocation.href;
    appStore.set(navigationHistoryAtom, (list) => {
      if (lastAction === 'BACK' || lastAction === 'GO') return list.length > 1 ? list.slice(0, -1) : list;
      if (lastAction === 'REPLACE' && list.length > 0) return [...list.slice(0, -1), href];
      return [...list, href];
    });
    lastAction = 'PUSH';
  });
  return () => {
    offHistory();
    offStart();
    offResolved();
  };
}
