import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { m } from '../../../contract/i18n/paraglide/messages';
import type { MatchRow, SearchUsersInput } from '../../../contract/search';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { LoadingBlock } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { formatCount } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { criteriaSearch } from '../../lib/search-params';
import { CardActions } from '../../features/requests/card-actions';
import { FilterAccordion } from '../../components/filter-accordion';
import { MatchResults } from '../../components/match-results';
import { fetchMatchFilters, searchUsers } from '../../features/search/search-api';
import { criteriaError } from '../../lib/match-criteria';

const FIRST_PAGE: SearchUsersInput = { page: 0, limit: 10, text: '' };

/**
 * `?search=`: the text and filters last searched for, as the router's JSON value, so a reload,
 * Back from a profile and a shared link show the same results. Only the shape is checked here;
 * criteriaError and the server check every value.
 */
function searchProfileSearch(search: Record<string, unknown>): { search?: SearchUsersInput | undefined } {
  const { criteria } = criteriaSearch({ criteria: search.search });
  if (!criteria) return { search: undefined };
  const text = (search.search as { text?: unknown }).text;
  return { search: { ...criteria, text: typeof text === 'string' && text.length <= 100 ? text : '' } };
}

interface SearchPage {
  /** Null until the member searches. */
  results: { rows: MatchRow[]; total: number } | null;
  invalid: string | null;
  error: string | null;
}

async function loadSearch(input: SearchUsersInput | undefined): Promise<SearchPage> {
  if (!input) return { results: null, invalid: null, error: null };
  const invalid = criteriaError(input);
  if (invalid) return { results: null, invalid, error: null };
  const res = await searchUsers({ ...input, text: input.text?.trim() || null });
  if (res.ok) return { results: { rows: res.body.data.matches, total: res.body.data.total }, invalid: null, error: null };
  return res.status === 400 ? { results: null, invalid: res.error, error: null } : { results: null, invalid: null, error: res.error };
}

export const Route = createFileRoute('/_member/searchProfile')({
  validateSearch: searchProfileSearch,
  loaderDeps: ({ search }) => ({ search: search.search }),
  loader: async ({ deps }) => {
    const [page, filters] = await Promise.all([loadSearch(deps.search), fetchMatchFilters()]);
    return { ...page, filters: filters.ok ? filters.body.filters : null };
  },
  pendingComponent: () => (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-2xl font-bold text-maroon-900">{m.matches_search_title()}</h1>
      <LoadingBlock label={m.matches_searching()} />
    </div>
  ),
  component: SearchProfilePage,
});

function SearchProfilePage() {
  usePageTitle(m.matches_search_title());
  const { results, invalid, error, filters } = Route.useLoaderData();
  const applied = Route.useLoaderDeps().search;
  const navigate = Route.useNavigate();
  const loading = useRouterState({ select: (s) => s.status === 'pending' });
  // The form being edited starts again from the searched-for input whenever that changes.
  const appliedKey = JSON.stringify(applied ?? null);
  const [editing, setEditing] = useState({ from: appliedKey, input: applied ?? FIRST_PAGE, refused: null as string | null });
  if (editing.from !== appliedKey) setEditing({ from: appliedKey, input: applied ?? FIRST_PAGE, refused: null });
  const input = editing.input;
  const setInput = (next: SearchUsersInput) => setEditing((e) => ({ ...e, input: next }));
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  /**
   * Searches, then takes the member to the results: the form (25 filter sections) stands above
   * them on a phone and pushes them far down on a desktop too. Focus moves to the results'
   * heading, so a screen reader reads them next; the scroll is ours (the router's reset would
   * run after it).
   */
  function run(next: SearchUsersInput) {
    const bad = criteriaError(next);
    setEditing((e) => ({ ...e, input: next, refused: bad }));
    if (bad) return;
    void navigate({ search: { search: next }, resetScroll: false }).then(() => {
      const heading = resultsHeading.current;
      heading?.scrollIntoView({ block: 'start' });
      heading?.focus({ preventScroll: true });
    });
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    run({ ...input, page: 0 });
  };
  const shownInvalid = editing.refused ?? invalid;
  const searched = applied !== undefined && !invalid;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-2xl font-bold text-maroon-900">{m.matches_search_title()}</h1>
      <div className="mt-4 grid gap-6 md:grid-cols-[18rem_1fr]">
        <form onSubmit={submit} aria-labelledby="search-form-title" className="relative rounded-xl border border-stone-200 bg-white px-4 pt-3">
          <h2 id="search-form-title" className="text-lg font-semibold text-stone-900">{m.matches_search_by()}</h2>
          <TextField label={m.matches_unique_id_or_name()} name="text" type="search" value={input.text ?? ''} onChange={(text) => setInput({ ...input, text })} maxLength={100} />
          <FilterAccordion filters={filters} criteria={input} onChange={(c) => setInput({ ...input, ...c })} />
          <div className="sticky bottom-0 -mx-4 border-t border-stone-200 bg-white px-4 py-3">
            {shownInvalid ? <div className="mb-2"><Notice tone="error">{shownInvalid}</Notice></div> : null}
            <Button type="submit" className="w-full">
              {m.matches_search()}
            </Button>
          </div>
        </form>
        <section aria-labelledby="results-title">
          <h2 id="results-title" ref={resultsHeading} tabIndex={-1} className="scroll-mt-20 text-lg font-semibold text-stone-900 outline-none" aria-live="polite">
            {searched ? (loading ? m.matches_searching() : m.matches_search_results_total({ count: formatCount(results?.total ?? 0) })) : m.matches_results()}
          </h2>
          {searched ? (
            <MatchResults
              rows={results?.rows ?? null}
              total={results?.total ?? 0}
              loading={loading}
              error={error}
              page={applied.page ?? 0}
              limit={applied.limit ?? 10}
              onPage={(page, limit) => run({ ...input, page, limit })}
              emptyTitle={m.matches_no_profiles()}
              actions={(row) => <CardActions member={row} />}
            />
          ) : (
            <p className="mt-2 text-sm text-stone-700">{m.matches_search_hint()}</p>
          )}
        </section>
      </div>
    </div>
  );
}
