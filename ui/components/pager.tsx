import { m } from '../../contract/i18n/paraglide/messages';
import { SelectField } from './select-field';

export const DEFAULT_PAGE_SIZES = [5, 10, 15, 20] as const;

/**
 * Which page buttons to show (spec §2 generic pager): all of them up to 5 pages, otherwise
 * three around the current page plus a jump to the last one.
 */
export function visiblePages(page: number, totalPages: number): number[] {
  if (totalPages <= 5) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const start = Math.min(Math.max(page - 1, 1), totalPages - 2);
  const around = [start, start + 1, start + 2];
  return around.includes(totalPages) ? around : [...around, totalPages];
}

/** The 'Per page' select: the pager's own, or placed above a table by a screen that wants it there. */
export function PageSizeSelect({ value, options, onChange }: { value: number; options: readonly number[]; onChange: (size: number) => void }) {
  return (
    <SelectField
      label={m.matches_per_page()}
      name="pageSize"
      className="w-32"
      options={options.map((n) => ({ id: String(n), label: String(n) }))}
      value={String(value)}
      onChange={(v) => onChange(Number(v))}
    />
  );
}

export interface PagerProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  pageSize?: number;
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (size: number) => void;
  label?: string;
}

const pageButton =
  'min-w-10 rounded-full border px-3 py-1.5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50';

export function Pager({ page, totalPages, onPageChange, pageSize, pageSizeOptions = DEFAULT_PAGE_SIZES, onPageSizeChange, label = m.matches_pages() }: PagerProps) {
  const pages = visiblePages(page, totalPages);
  return (
    <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
      {totalPages > 1 ? (
        <nav aria-label={label}>
          <ul className="flex flex-wrap items-center gap-1.5">
            <li>
              <button type="button" className={`${pageButton} border-stone-300 bg-white text-stone-800`} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
                <span aria-hidden="true">‹</span> {m.matches_previous()}
              </button>
            </li>
            {pages.map((p, i) => {
              const gap = i > 0 && p - (pages[i - 1] ?? p) > 1;
              const current = p === page;
              return (
                <li key={p} className="flex items-center gap-1.5">
                  {gap ? <span aria-hidden="true" className="px-1 text-stone-600">…</span> : null}
                  <button
                    type="button"
                    aria-current={current ? 'page' : undefined}
                    aria-label={p === totalPages && gap ? m.matches_last_page({ page: p }) : m.matches_page({ page: p })}
                    onClick={() => onPageChange(p)}
                    className={`${pageButton} ${current ? 'border-maroon-700 bg-maroon-700 text-white' : 'border-stone-300 bg-white text-stone-800 hover:bg-maroon-50'}`}
                  >
                    {p}
                  </button>
                </li>
              );
            })}
            <li>
              <button type="button" className={`${pageButton} border-stone-300 bg-white text-stone-800`} disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
                {m.matches_next()} <span aria-hidden="true">›</span>
              </button>
            </li>
          </ul>
        </nav>
      ) : (
        <span />
      )}
      {pageSize && onPageSizeChange ? <PageSizeSelect value={pageSize} options={pageSizeOptions} onChange={onPageSizeChange} /> : null}
    </div>
  );
}
