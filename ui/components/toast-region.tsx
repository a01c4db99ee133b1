import { m } from '../../contract/i18n/paraglide/messages';
import { useAtomValue } from 'jotai';
import { dismissToast, toastsAtom } from '../state/alerts';

const tonesLight = {
  success: 'border-green-700 bg-white text-green-900',
  error: 'border-red-700 bg-white text-red-800',
  info: 'border-maroon-700 bg-white text-stone-900',
} as const;
const tonesDark = {
  success: 'border-green-400 bg-stone-900 text-green-100',
  error: 'border-red-400 bg-stone-900 text-red-100',
  info: 'border-stone-400 bg-stone-900 text-stone-100',
} as const;

/**
 * Toasts: bottom-left on the site (spec §2), top-right and dark in the admin area. The region
 * is a live region, so each message is read out when it appears.
 */
export function ToastRegion({ placement }: { placement: 'bottom-left' | 'top-right' }) {
  const toasts = useAtomValue(toastsAtom);
  const dark = placement === 'top-right';
  const position = dark ? 'top-16 right-4 items-end' : 'bottom-4 left-4 items-start';
  return (
    <section aria-label={m.components_toasts_region()} className={`pointer-events-none fixed z-[70] flex max-w-[calc(100vw-2rem)] flex-col gap-2 ${position}`}>
      <div aria-live="polite" className="flex flex-col gap-2">
        {toasts.map((t) => (
          <div
            key={t.id}
            role={t.tone === 'error' ? 'alert' : 'status'}
            className={`pointer-events-auto flex w-80 max-w-full items-start gap-3 rounded-lg border-l-4 px-4 py-3 text-sm shadow-lg ${(dark ? tonesDark : tonesLight)[t.tone]}`}
          >
            <span className="flex-1">{t.message}</span>
            <button
              type="button"
              onClick={() => dismissToast(t.id)}
              aria-label={m.components_close_message()}
              className="-my-1 rounded px-1 text-lg leading-none opacity-80 hover:opacity-100"
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}
