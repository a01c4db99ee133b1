import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Cell, Checkbox, Column, Row, Table, TableBody, TableHeader, type Selection, type SortDescriptor } from 'react-aria-components';
import { ADMIN_PAGE_SIZES, type AdminPage } from '../../../contract/admin/list-query';
import { Notice } from '../../components/notice';
import { PageSizeSelect, Pager } from '../../components/pager';
import { LoadingBlock } from '../../components/spinner';
import { TextField } from '../../components/text-field';

/**
 * Every back-office table (issue 10): search, sorting by the list's keys, empty and error
 * states, and the one generic pager of spec §2 below it. A screen supplies its columns and its
 * route's loader data; §3's `page, limit, search, key, direction` live in the address (issue 21),
 * and the route's pending view (AdminTablePending) shows while a first page loads.
 * The table scrolls inside its own box, so no page of the back office scrolls sideways on a phone.
 */
export interface AdminColumn<T> {
  id: string;
  name: string;
  /** Sortable when the list endpoint accepts this id as its `key`. */
  sortable?: boolean;
  isRowHeader?: boolean;
  render: (row: T) => ReactNode;
}

export interface AdminListQuery {
  page: number;
  limit: number;
  search: string;
  key: string;
  direction: 'asc' | 'desc';
}

export type AdminListResult<T> = { ok: true; page: AdminPage<T> } | { ok: false; error: string };

/**
 * A table's page as its route's loader fetched it for the address's query, and how to change
 * that query: the route navigates, so back, forward, a reload and a shared link keep the place.
 */
export interface AdminListView<T> {
  result: AdminListResult<T>;
  query: AdminListQuery;
  onQueryChange: (change: Partial<AdminListQuery>) => void;
}

/** The address after a change to the table: any change but the page's own starts again at page 1; an empty search leaves the address. */
export function searchAfter<S extends { page?: number | undefined; search?: string | undefined }>(change: Partial<AdminListQuery> & Record<string, unknown>) {
  return (prev: S): S => ({ ...prev, ...change, page: change.page, ...('search' in change ? { search: change.search || undefined } : {}) });
}

export interface AdminTableProps<T extends { _id: string }> extends AdminListView<T> {
  label: string;
  columns: AdminColumn<T>[];
  /** What to say when nothing is there, and what to do next. */
  empty: string;
  searchLabel?: string;
  pageSizes?: readonly number[];
  /** The page-size select above the table, by the records count, rather than by the pager (User Logs, spec §2). */
  pageSizeAbove?: boolean;
  /** Actions for the whole list, beside the search box (e.g. 'Delete All'). */
  toolbar?: ReactNode;
  /** Paging and page-size changes reload this long after the last one (User Logs, spec §4), not at once. */
  pagingDelayMs?: number;
  /** Rows can be ticked (a 'Select' checkbox column first); the screen holds the ticked ids. */
  selection?: { selected: ReadonlySet<string>; onChange: (ids: Set<string>) => void };
}

/** The tick box of a selectable row (react-aria names it 'Select', or 'Select All' in the header). */
function SelectionBox() {
  return (
    <Checkbox slot="selection" className="group flex items-center outline-none">
      {({ isSelected, isIndeterminate }) => (
        <span
          aria-hidden="true"
          className="flex h-5 w-5 items-center justify-center rounded border-2 border-stone-600 bg-white text-xs font-bold text-white group-data-[selected]:border-maroon-700 group-data-[selected]:bg-maroon-700 group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-maroon-700 group-data-[focus-visible]:ring-offset-1"
        >
          {isSelected ? '✓' : isIndeterminate ? '–' : null}
        </span>
      )}
    </Checkbox>
  );
}

/** Spec §9's list reload debounce: search waits this long after the last key press, User Logs' paging after the last step. */
export const LIST_RELOAD_DELAY_MS = 500;

/**
 * A typed filter's text (the search box, a path): typed freely, sent to the address once typing
 * pauses, and set from the address when that changes on its own (back, forward, a link). The
 * address changes only once the route has loaded, so the box cannot show it while typing. A
 * timer in the change handler rather than an effect, so nothing navigates but typing.
 */
export function useDraftText(searched: string, onSearch: (text: string) => void) {
  const [draft, setDraft] = useState(searched);
  const [seen, setSeen] = useState(searched);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  if (searched !== seen) {
    setSeen(searched);
    if (draft.trim() !== searched) setDraft(searched);
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  const change = (text: string) => {
    setDraft(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (text.trim() !== searched) onSearch(text.trim());
    }, LIST_RELOAD_DELAY_MS);
  };
  return [draft, change] as const;
}

type Paging = Partial<Pick<AdminListQuery, 'page' | 'limit'>>;

/**
 * Paging that waits (spec §4: "the list reloads 500 ms after any paging or filter change"): the
 * pager and the page-size select show each step at once, and the address changes once, `delayMs`
 * after the last, so three quick steps load one page, not three. Without a delay, at once.
 */
function useDelayedPaging(query: AdminListQuery, onQueryChange: (change: Partial<AdminListQuery>) => void, delayMs: number | undefined) {
  const [pending, setPending] = useState<Paging | null>(null);
  const loaded = `${query.page}|${query.limit}|${query.search}`;
  const [seen, setSeen] = useState(loaded);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  if (loaded !== seen) {
    setSeen(loaded);
    setPending(null);
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  const change = (c: Partial<AdminListQuery>) => {
    const paging = Object.keys(c).every((k) => k === 'page' || k === 'limit');
    if (!delayMs || !paging) {
      clearTimeout(timer.current);
      setPending(null);
      onQueryChange(c);
      return;
    }
    // A new page size starts again at page 1 (searchAfter); a page step keeps a size chosen just before.
    const next: Paging = c.limit !== undefined ? { limit: c.limit } : { ...pending, page: c.page };
    setPending(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onQueryChange(next), delayMs);
  };
  return [pending, change] as const;
}

export function AdminTable<T extends { _id: string }>(props: AdminTableProps<T>) {
  const { label, columns, result, query, empty, searchLabel = 'Search', pageSizes = ADMIN_PAGE_SIZES, selection, pageSizeAbove, toolbar, pagingDelayMs } = props;
  const [pending, onQueryChange] = useDelayedPaging(query, props.onQueryChange, pagingDelayMs);
  const [search, setSearch] = useDraftText(query.search, (text) => onQueryChange({ search: text }));
  const sort: SortDescriptor = { column: query.key, direction: query.direction === 'asc' ? 'ascending' : 'descending' };
  const setSort = (s: SortDescriptor) => onQueryChange({ key: String(s.column), direction: s.direction === 'ascending' ? 'asc' : 'desc' });
  const setLimit = (limit: number) => onQueryChange({ limit });
  const state = result.ok ? { kind: 'ready' as const, page: result.page } : { kind: 'error' as const, error: result.error };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <TextField label={searchLabel} name="search" type="search" value={search} onChange={setSearch} className="w-full max-w-md" />
        {toolbar}
      </div>
      {state.kind === 'error' ? <Notice tone="error">{state.error}</Notice> : null}
      {state.kind === 'ready' ? (
        <>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <p className="text-sm text-stone-700" aria-live="polite">
              {state.page.total === 1 ? '1 record' : `${state.page.total} records`}
            </p>
            {pageSizeAbove ? <PageSizeSelect value={pending?.limit ?? query.limit} options={pageSizes} onChange={setLimit} /> : null}
          </div>
          {/* relative: visually hidden (absolute) text in cells is clipped by this box too, not laid out past the phone's edge */}
          <div className="relative overflow-x-auto rounded-xl border border-stone-300 bg-white shadow-sm">
            <Table
              aria-label={label}
              sortDescriptor={sort}
              onSortChange={setSort}
              selectionMode={selection ? 'multiple' : 'none'}
              selectionBehavior="toggle"
              selectedKeys={selection?.selected}
              onSelectionChange={(keys: Selection) => selection?.onChange(new Set(keys === 'all' ? state.page.items.map((r) => r._id) : [...keys].map(String)))}
              className="w-full min-w-[40rem] text-left text-sm"
            >
              <TableHeader className="border-b border-stone-300 bg-stone-50">
                {selection ? (
                  <Column id="select" className="w-10 px-3 py-2">
                    <SelectionBox />
                  </Column>
                ) : null}
                {columns.map((c) => (
                  <Column
                    key={c.id}
                    id={c.id}
                    isRowHeader={c.isRowHeader}
                    allowsSorting={c.sortable}
                    className="px-3 py-2 font-semibold whitespace-nowrap text-stone-800 outline-none focus-visible:ring-2 focus-visible:ring-maroon-700"
                  >
                    {({ sortDirection }) => (
                      <span className="inline-flex items-center gap-1">
                        {c.name}
                        {c.sortable ? <span aria-hidden="true">{sortDirection === 'ascending' ? '▲' : sortDirection === 'descending' ? '▼' : '↕'}</span> : null}
                      </span>
                    )}
                  </Column>
                ))}
              </TableHeader>
              <TableBody items={state.page.items} renderEmptyState={() => <p className="px-3 py-6 text-center text-stone-700">{empty}</p>}>
                {(row) => (
                  <Row id={row._id} className="border-b border-stone-200 last:border-0 outline-none focus-visible:ring-2 focus-visible:ring-maroon-700 data-[selected]:bg-maroon-50">
                    {selection ? (
                      <Cell className="px-3 py-2 align-middle">
                        <SelectionBox />
                      </Cell>
                    ) : null}
                    {columns.map((c) => (
                      <Cell key={c.id} className="px-3 py-2 align-middle text-stone-900">
                        {c.render(row)}
                      </Cell>
                    ))}
                  </Row>
                )}
              </TableBody>
            </Table>
          </div>
          <Pager
            page={pending ? (pending.page ?? 1) : state.page.page}
            totalPages={state.page.totalPages}
            onPageChange={(page) => onQueryChange({ page })}
            pageSize={pending?.limit ?? query.limit}
            pageSizeOptions={pageSizes}
            onPageSizeChange={pageSizeAbove ? undefined : setLimit}
            label={`${label} pages`}
          />
        </>
      ) : null}
    </div>
  );
}

/** A table screen's view while its route's loader fetches the first page. */
export function AdminTablePending({ label }: { label: string }) {
  return <LoadingBlock label={`Loading ${label.toLowerCase()}`} />;
}
