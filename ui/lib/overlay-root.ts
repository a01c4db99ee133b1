import { m } from '../../contract/i18n/paraglide/messages';

/**
 * Where pop-overs (dropdowns, menus, list boxes) are rendered: a labelled region at the end
 * of the body, so the hidden dismiss buttons react-aria adds around them sit inside a landmark.
 */
let root: HTMLElement | null = null;

export function overlayRoot(): HTMLElement {
  if (root?.isConnected) return root;
  root = document.createElement('div');
  root.setAttribute('role', 'region');
  root.setAttribute('aria-label', m.components_overlay_region());
  root.dataset.overlays = '';
  document.body.append(root);
  return root;
}
