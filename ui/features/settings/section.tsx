import { useId, type ReactNode } from 'react';

/** One card of the Account Setting page: a titled region with what it is for. */
export function SettingsSection({ title, intro, tone = 'normal', children }: { title: string; intro?: ReactNode; tone?: 'normal' | 'danger'; children: ReactNode }) {
  const id = useId();
  const border = tone === 'danger' ? 'border-red-200' : 'border-maroon-100';
  return (
    <section aria-labelledby={id} className={`rounded-2xl border ${border} bg-white p-5 shadow-sm sm:p-6`}>
      <h2 id={id} className={`font-display text-xl font-bold ${tone === 'danger' ? 'text-red-800' : 'text-maroon-800'}`}>
        {title}
      </h2>
      {intro ? <div className="mt-1 text-sm text-stone-700">{intro}</div> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
