import { createFileRoute } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { filtersSet, type Filters, type MatchCriteria, type MatchRow } from '../../../contract/search';
import { FilteredResults } from '../../components/filtered-results';
import { usePageTitle } from '../../lib/page-title';
import { sessionAtom } from '../../state/session';
import { CardActions } from '../../features/requests/card-actions';
import { FilterAccordion } from '../../features/search/filter-accordion';
import { MatchResults } from '../../features/search/match-results';
import { fetchMatchFilters, fetchNewMatches } from '../../features/search/search-api';
import { criteriaError } from '../../features/search/validate';
import { criteriaSearch } from '../../lib/search-params';

export const Route = createFileRoute('/_member/newMatches')({
  // The criteria live in the address, so Back from a profile and a shared link show the same
  // results. Checked here only for shape; criteriaError and the server check the values.
  validateSearch: criteriaSearch,
  component: NewMatchesPage,
});

const TITLE = 'Profile Matches';
const FIRST_PAGE: MatchCriteria = { page: 0, limit: 10 };

function NewMatchesPage() {
  usePageTitle(TITLE);
  const me = useAtomValue(sessionAtom)?.userId ?? '';
  const applied = Route.useSearch().criteria;
  const navigate = Route.useNavigate();
  // The criteria being edited in the accordion; `applied` is what the results show.
  const [criteria, setCriteria] = useState<MatchCriteria>(applied ?? FIRST_PAGE);
  const [filters, setFilters] = useState<Filters | null>(null);
  const [rows, setRows] = useState<MatchRow[] | null>(null);
  const [total, setTotal] = useState(0);
  const [activeUser, setActiveUser] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);

  const run = useCallback(
    async (c: MatchCriteria) => {
      const bad = criteriaError(c);
      setInvalid(bad);
      if (bad || !me) return;
      setLoading(true);
      const res = await fetchNewMatches(me, c);
      setLoading(false);
      if (!res.ok) {
        if (res.status === 400) setInvalid(res.error);
        else setError(res.error);
        return;
      }
      setError(null);
      setRows(res.body.data.matches);
      setTotal(res.body.data.total);
      setFilters(res.body.data.filters);
      setActiveUser(res.body.data.activeUser);
    },
    [me],
  );

  useEffect(() => {
    void fetchMatchFilters().then((res) => {
      if (res.ok) {
        setFilters((f) => f ?? res.body.filters);
        setActiveUser((a) => a ?? res.body.activeUser);
      }
    });
  }, []);

  useEffect(() => {
    const c = applied ?? FIRST_PAGE;
    setCriteria(c);
    void run(c);
  }, [run, applied]);

  const search = (c: MatchCriteria): boolean => {
    const bad = criteriaError(c);
    setInvalid(bad);
    if (!bad) void navigate({ search: { criteria: c } });
    return !bad;
  };
  // What the filters being edited would give: the same search, one row long (the match index
  // answers the total from the same pass).
  const countPending = async () => {
    if (criteriaError(criteria)) return null;
    const res = await fetchNewMatches(me, { ...criteria, page: 0, limit: 1 });
    return res.ok ? res.body.data.total : null;
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-2xl font-bold text-maroon-900">{TITLE}</h1>
      <p className="mt-1 text-sm text-stone-700" aria-live="polite">
        {loading ? 'Searching…' : `Search Results (${total})`}
        {activeUser != null ? ` · ${activeUser} online users` : ''}
      </p>
      <div className="mt-4">
        <FilteredResults
          filters={<FilterAccordion filters={filters} criteria={criteria} onChange={setCriteria} />}
          filtersSet={filtersSet(criteria)}
          pendingKey={JSON.stringify(criteria)}
          countPending={countPending}
          onSearch={() => search({ ...criteria, page: 0 })}
          invalid={invalid}
        >
          <section aria-labelledby="results-title">
            <h2 id="results-title" className="sr-only">
              Results
            </h2>
            <MatchResults
              me={me}
              rows={rows}
              total={total}
              loading={loading}
              error={error}
              page={criteria.page ?? 0}
              limit={criteria.limit ?? 10}
              onPage={(page, limit) => search({ ...criteria, page, limit })}
              emptyTitle="No matches found"
              actions={(row) => <CardActions member={row} />}
            />
          </section>
        </FilteredResults>
      </div>
    </div>
  );
}
