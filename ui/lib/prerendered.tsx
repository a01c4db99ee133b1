import { useEffect } from 'react';

/**
 * The take-over of a page the build prerendered (decision 0014), once React has hydrated it.
 * Rendered by the public pages' layout (ui/routes/_public.tsx), inside the router's Suspense
 * boundary, which React hydrates after the rest: an effect outside it would run too early.
 * Renders nothing, on the server too, and does nothing when the page was not prerendered.
 */
export function PrerenderedTakeOver() {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root?.hasAttribute('data-prerendered')) return;
    keepTypedValues(root);
    // From here the head script lets forms go (ui/index.html).
    root.removeAttribute('data-prerendered');
    const held = (document as Document & { heldSubmit?: HTMLFormElement }).heldSubmit;
    // A task later, once the form's state with the typed text has rendered.
    if (held?.isConnected) setTimeout(() => held.requestSubmit());
  }, []);
  return null;
}

/**
 * Fields a visitor filled in before the app took the page over: React keeps what the field
 * shows, but the form's state still holds the rendered value and its next render would wipe
 * the text. Each such field gets its text again as an input event, so the state has it.
 */
function keepTypedValues(root: HTMLElement): void {
  for (const field of root.querySelectorAll('input')) {
    if (field.value === field.defaultValue || /^(checkbox|radio|file|submit|button|reset|hidden)$/.test(field.type)) continue;
    const typed = field.value;
    field.value = field.defaultValue; // through React's tracker, which now holds the rendered value
    Reflect.set(HTMLInputElement.prototype, 'value', typed, field); // the element's own setter, past the tracker: the input event below is then a change
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
