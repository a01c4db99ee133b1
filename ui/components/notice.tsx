import type { ReactNode } from 'react';

const tones = {
  error: 'border-red-300 bg-red-50 text-red-800',
  success: 'border-green-300 bg-green-50 text-green-900',
  info: 'border-maroon-200 bg-maroon-50 text-maroon-900',
} as const;

/** A message next to a form: errors are announced at once, the rest politely. */
export function Notice({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-4 py-3 text-sm ${tones[tone]}`}>
      {children}
    </div>
  );
}

/** What an empty list says, and what to do next. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-maroon-200 bg-white px-6 py-10 text-center">
      <p className="font-semibold text-stone-800">{title}</p>
      {children ? <div className="mt-2 text-sm text-stone-700">{children}</div> : null}
    </div>
  );
}
