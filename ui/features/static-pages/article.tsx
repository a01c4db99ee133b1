import type { ReactNode } from 'react';
import { m } from '../../../contract/i18n/paraglide/messages';
import { usePageTitle } from '../../lib/page-title';

/** The frame of a text page: title, last-updated line, readable column. */
export function Article({ title, lead, updated, children }: { title: string; lead?: ReactNode; updated?: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="font-display text-3xl font-bold text-maroon-800 sm:text-4xl">{title}</h1>
      {updated ? <p className="mt-2 text-sm text-stone-600">{m.public_article_last_updated({ date: updated })}</p> : null}
      {lead ? <p className="mt-4 text-lg text-stone-700">{lead}</p> : null}
      <div className="mt-8 space-y-6 leading-relaxed text-stone-800 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-maroon-800 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1">
        {children}
      </div>
    </article>
  );
}
