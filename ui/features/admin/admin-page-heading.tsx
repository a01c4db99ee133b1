import type { ReactNode } from 'react';

/** A back-office page's title and the sentence under it, as every back-office list page opens. */
export function AdminPageHeading({ title, intro }: { title: string; intro: ReactNode }) {
  return (
    <div>
      <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
      <p className="mt-1 max-w-3xl text-stone-700">{intro}</p>
    </div>
  );
}
