import { createFileRoute } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import type { Filters, MatchRow, SearchUsersInput } from '../../../contract/search';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { TextField } from '../../components/text-field';
import { usePageTitle } from '../../lib/page-title';
import { sessionAtom } from '../../state/session';
import { CardActions } from '../../features/requests/card-actions';
import { FilterAccordion } from '../../features/search/filter-accordion';
import { MatchResults } from '../../features/search/match-results';
import { fetchMatchFilters, searchUsers } from '../../features/search/search-api';
import { criteriaError } from '../../features/search/validate';

export const Route = createFileRoute('/_member/searchProfile')({
  component: SearchProfilePage,
});

const TITLE = 'Search Profile';

function SearchProfilePage() {
  usePageTitle(TITLE);
  const me = useAtomValue(sessionAtom)?.userId ?? '';
  const [input, setInput] = useState<SearchUsersInput>({ page: 0, limit: 10, text: '' });
  const [filters, setFilters] = useState<Filters | null>(null);
  const [rows, setRows] = useState<MatchRow[] | null>(null);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [searched, setSearched] = useState(false);

  useEffect(() => {
    void fetchMatchFilters().then((res) => {
      if (res.ok) setFilters(res.body.filters);
    });
  }, []);

  async function run(next: SearchUsersInput) {
    setInput(next);
    const bad = criteriaError(next);
    setInvalid(bad);
    if (bad) return;
    setLoading(true);
    setSearched(true);
    const res = await searchUsers({ ...next, text: next.text?.trim() || null });
    setLoading(false);
    if (!res.ok) {
      if (res.status === 400) setInvalid(res.error);
      else setError(res.error);
      return;
    }
    setError(null);
    setRows(res.body.data.matches);
    setTotal(res.body.data.total);
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run({ ...input, page: 0 });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-2xl font-bold text-maroon-900">{TITLE}</h1>
      <div className="mt-4 grid gap-6 md:grid-cols-[18rem_1fr]">
        <form onSubmit={submit} aria-labelledby="search-form-title" className="relative rounded-xl border border-stone-200 bg-white px-4 pt-3">
          <h2 id="search-form-title" className="text-lg font-semibold text-stone-900">Search by</h2>
          <TextField label="Unique id or name" name="text" type="search" value={input.text ?? ''} onChange={(text) => setInput({ ...input, text })} maxLength={100} />
          <FilterAccordion filters={filters} criteria={input} onChange={(c) => setInput({ ...input, ...c })} />
          <div className="sticky bottom-0 -mx-4 border-t border-stone-200 bg-white px-4 py-3">
            {invalid ? <div className="mb-2"><Notice tone="error">{invalid}</Notice></div> : null}
            <Button type="submit" className="w-full">
              Search
            </Button>
          </div>
        </form>
        <section aria-labelledby="results-title">
          <h2 id="results-title" className="text-lg font-semibold text-stone-900" aria-live="polite">
            {searched ? (loading ? 'Searching…' : `Search Results (${total})`) : 'Results'}
          </h2>
          {searched ? (
            <MatchResults
              me={me}
              rows={rows}
              total={total}
              loading={loading}
              error={error}
              page={input.page ?? 0}
              limit={input.limit ?? 10}
              onPage={(page, limit) => void run({ ...input, page, limit })}
              emptyTitle="No profiles found"
              actions={(row) => <CardActions member={row} />}
            />
          ) : (
            <p className="mt-2 text-sm text-stone-700">Enter a unique id or a name, or choose filters, then press Search.</p>
          )}
        </section>
      </div>
    </div>
  );
}
