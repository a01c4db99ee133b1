import { useEffect, useState, type ReactNode } from 'react';
import { Cell, Checkbox, Column, Row, Table, TableBody, TableHeader, type Selection, type SortDescriptor } from 'react-aria-components';
import { ADMIN_PAGE_SIZES, type AdminPage } from '../../../contract/admin/list-query';
import { Notice } from '../../components/notice';
import { PageSizeSelect, Pager } from '../../components/pager';
import { LoadingBlock } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { useDebounced } from '../../lib/use-debounced';

/**
 * Every back-office table (issue 10): search, sorting by the list's keys, loading, empty and
 * error states, and the one generic pager of spec §2 below it. A screen supplies its columns
 * and a `load` that calls its list endpoint with §3's `page, limit, search, key, direction`.
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

export type AdminListLoad<T> = (q: AdminListQuery) => Promise<{ ok: true; page: AdminPage<T> } | { ok: false; error: string }>;

export interface AdminTableProps<T extends { _id: string }> {
  label: string;
  columns: AdminColumn<T>[];
  load: AdminListLoad<T>;
  initialSort: { key: string; direction: 'asc' | 'desc' };
  /** What to say when nothing is there, and what to do next. */
  empty: string;
  searchLabel?: string;
  pageSizes?: readonly number[];
  /** Change it to load the current page again (after an action on a row). */
  reloadKey?: unknown;
  /** The page size shown first (else the second of `pageSizes`). */
  defaultPageSize?: number;
  /** The page-size select above the table, by the records count, rather than by the pager (User Logs, spec §2). */
  pageSizeAbove?: boolean;
  /** Actions for the whole list, beside the search box (e.g. 'Delete All'). */
  toolbar?: ReactNode;
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

/** Search waits this long after the last key press (spec §9's list reload debounce). */
const SEARCH_DEBOUNCE_MS = 500;

type State<T> = { kind: 'loading' } | { kind: 'error'; error: string } | { kind: 'ready'; page: AdminPage<T> };

export function AdminTable<T extends { _id: string }>(props: AdminTableProps<T>) {
  const { label, columns, load, initialSort, empty, searchLabel = 'Search', pageSizes = ADMIN_PAGE_SIZES, reloadKey, selection, defaultPageSize, pageSizeAbove, toolbar } = props;
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(defaultPageSize ?? pageSizes[1] ?? pageSizes[0] ?? 10);
  const [sort, setSort] = useState<SortDescriptor>({ column: initialSort.key, direction: initialSort.direction === 'asc' ? 'ascending' : 'descending' });
  const [state, setState] = useState<State<T>>({ kind: 'loading' });
  const searched = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);

  // A new `load` is a new question (a screen's filters changed): back to its first page.
  useEffect(() => setPage(1), [searched, limit, sort, load]);

  useEffect(() => {
    let current = true;
    setState((s) => (s.kind === 'ready' ? s : { kind: 'loading' }));
    const direction = sort.direction === 'ascending' ? 'asc' : 'desc';
    load({ page, limit, search: searched, key: String(sort.column), direction }).then((r) => {
      if (!current) return;
      setState(r.ok ? { kind: 'ready', page: r.page } : { kind: 'error', error: r.error });
    });
    return () => {
      current = false;
    };
  }, [load, page, limit, searched, sort, reloadKey]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <TextField label={searchLabel} name="search" type="search" value={search} onChange={setSearch} className="w-full max-w-md" />
        {toolbar}
      </div>
      {state.kind === 'error' ? <Notice tone="error">{state.error}</Notice> : null}
      {state.kind === 'loading' ? <LoadingBlock label={`Loading ${label.toLowerCase()}`} /> : null}
      {state.kind === 'ready' ? (
        <>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <p className="text-sm text-stone-700" aria-live="polite">
              {state.page.total === 1 ? '1 record' : `${state.page.total} records`}
            </p>
            {pageSizeAbove ? <PageSizeSelect value={limit} options={pageSizes} onChange={setLimit} /> : null}
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
            page={state.page.page}
            totalPages={state.page.totalPages}
            onPageChange={setPage}
            pageSize={limit}
            pageSizeOptions={pageSizes}
            onPageSizeChange={pageSizeAbove ? undefined : setLimit}
            label={`${label} pages`}
          />
        </>
      ) : null}
    </div>
  );
}
