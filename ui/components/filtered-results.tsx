import type { ReactNode } from 'react';
import { m } from '../../contract/i18n/paraglide/messages';
import { Button } from './button';
import { FilterSheet, type FilterSheetProps } from './filter-sheet';
import { Notice } from './notice';

export interface FilteredResultsProps extends Omit<FilterSheetProps, 'children'> {
  /** The filter sections, drawn in the side panel on a desktop and in the sheet on a phone. */
  filters: ReactNode;
  /** The results (with their own headings). */
  children: ReactNode;
}

/**
 * A results page with filters (Profile Matches, family finding): a side panel with a sticky
 * Search button from 768 px up; below that the results come first and the filters wait
 * behind "Filters (n)" (decision 0612).
 */
export function FilteredResults({ filters, children, invalid, onSearch, ...sheet }: FilteredResultsProps) {
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-[18rem_minmax(0,1fr)]">
      <aside aria-labelledby="filters-title" className="relative hidden rounded-xl border border-stone-200 bg-white px-4 pt-3 md:block">
        <h2 id="filters-title" className="text-lg font-semibold text-stone-900">
          {m.matches_filters()}
        </h2>
        {filters}
        <div className="sticky bottom-0 -mx-4 border-t border-stone-200 bg-white px-4 py-3">
          {invalid ? (
            <div className="mb-2">
              <Notice tone="error">{invalid}</Notice>
            </div>
          ) : null}
          <Button className="w-full" onPress={() => void onSearch()}>
            {m.matches_search()}
          </Button>
        </div>
      </aside>
      <div className="min-w-0">
        <div className="mb-3 md:hidden">
          <FilterSheet {...sheet} invalid={invalid} onSearch={onSearch}>
            {filters}
          </FilterSheet>
        </div>
        {children}
      </div>
    </div>
  );
}
