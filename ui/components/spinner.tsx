import { m } from '../../contract/i18n/paraglide/messages';
/** The green ring of spec §2, as an overlay over the whole screen or inline. */
export function Spinner({ label = m.components_loading(), size = 'md' }: { label?: string; size?: 'sm' | 'md' | 'lg' }) {
  const px = size === 'lg' ? 'h-14 w-14 border-[6px]' : size === 'sm' ? 'h-5 w-5 border-2' : 'h-9 w-9 border-4';
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <span aria-hidden="true" className={`spinner-ring inline-block rounded-full border-green-200 border-t-green-700 ${px}`} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function FullScreenSpinner() {
  return (
    <div
      data-testid="page-spinner"
      className="spinner-overlay fixed inset-0 z-[60] flex items-center justify-center bg-white/70 backdrop-blur-[1px]"
    >
      <Spinner size="lg" label={m.components_loading_page()} />
    </div>
  );
}

/** Loading state of a list or panel. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className="flex items-center justify-center gap-3 py-10 text-stone-700">
      <Spinner label={label} />
      <span aria-hidden="true">{label}</span>
    </div>
  );
}
