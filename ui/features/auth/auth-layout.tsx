import type { ReactNode } from 'react';
import { m } from '../../../contract/i18n/paraglide/messages';
import { usePageTitle } from '../../lib/page-title';

/** The frame of the sign-in and sign-up pages: a warm welcome beside the form. */
export function AuthLayout({ title, intro, children, aside }: { title: string; intro?: ReactNode; children: ReactNode; aside?: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 md:grid-cols-5">
      <section aria-labelledby="auth-aside" className="hidden rounded-2xl bg-gradient-to-br from-maroon-800 to-maroon-600 p-8 text-maroon-50 md:col-span-2 md:block">
        <h2 id="auth-aside" className="font-display text-2xl font-bold text-white">{m.auth_layout_aside_heading()}</h2>
        {aside ?? (
          <ul className="mt-6 space-y-3 text-sm">
            <li>{m.auth_layout_aside_email()}</li>
            <li>{m.auth_layout_aside_horoscope()}</li>
            <li>{m.auth_layout_aside_tree()}</li>
            <li>{m.auth_layout_aside_family()}</li>
          </ul>
        )}
      </section>
      <div className="rounded-2xl border border-maroon-100 bg-white p-6 shadow-sm sm:p-8 md:col-span-3">
        <h1 className="font-display text-3xl font-bold text-maroon-800">{title}</h1>
        {intro ? <div className="mt-2 text-stone-700">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
