import { Suspense, use, useDeferredValue, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { m } from '../../contract/i18n/paraglide/messages';
import { Button } from './button';
import { Notice } from './notice';
import { Sheet } from './sheet';

export interface FilterSheetProps {
  /** How many filters the criteria being edited set: the button reads "Filters (n)". */
  filtersSet: number;
  /** Changes whenever the criteria being edited change (e.g. their JSON): the count is asked again. */
  pendingKey: string;
  /** How many results the criteria being edited would give; null when that is not known. */
  countPending: () => Promise<number | null>;
  /** Applies the criteria being edited; false when they are refused (the sheet stays open with `invalid`). */
  onSearch: () => boolean;
  invalid: string | null;
  /** The filter sections. */
  children: ReactNode;
}

/** Ask for the count only once the member stops changing filters for a moment. */
const COUNT_AFTER_MS = 300;

/**
 * The filters of a results page on a phone (Profile Matches, family finding): results come
 * first, the filters wait behind "Filters (n)" in a sheet. As on the desktop panel, a change
 * applies only when Search is pressed (spec §2); meanwhile the Search button says how many
 * results the changed filters would give (decision 0612).
 */
export function FilterSheet({ filtersSet, pendingKey, countPending, onSearch, invalid, children }: FilterSheetProps) {
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState<Promise<number | null> | null>(null);
  // countPending is a new function on every render of the page; pendingKey says when it asks
  // something new, so the question reads the latest function without being asked again for it.
  const ask = useEffectEvent(() => setCount(countPending()));
  // One question per settled set of filters, asked only while the sheet is open. The label shows
  // the latest question's answer (the one before it until that arrives), so a late answer to an
  // older question is never shown and nothing has to be cancelled.
  useEffect(() => {
    if (!open) return;
    const id = setTimeout(ask, COUNT_AFTER_MS);
    return () => clearTimeout(id);
  }, [open, pendingKey]);
  const shownCount = useDeferredValue(count);
  const openChanged = (isOpen: boolean) => {
    setOpen(isOpen);
    if (!isOpen) setCount(null); // opened again, it says nothing until it has asked again
  };

  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {m.matches_filters_count({ count: filtersSet })}
      </Button>
      <Sheet
        title={m.matches_filters()}
        isOpen={open}
        onOpenChange={openChanged}
        footer={
          <>
            {invalid ? (
              <div className="mb-2">
                <Notice tone="error">{invalid}</Notice>
              </div>
            ) : null}
            <Button className="w-full" onPress={() => onSearch() && openChanged(false)}>
              <Suspense fallback={m.matches_search()}>
                <SearchLabel count={shownCount} />
              </Suspense>
            </Button>
          </>
        }
      >
        {children}
      </Sheet>
    </>
  );
}

function SearchLabel({ count }: { count: Promise<number | null> | null }) {
  const n = count ? use(count) : null;
  return <>{n == null ? m.matches_search() : m.matches_search_results({ count: n })}</>;
}
