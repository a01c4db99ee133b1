import { createFileRoute, Link, useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { m } from '../../../contract/i18n/paraglide/messages';
import { filtersSet, type Filters, type MatchCriteria, type MatchRow } from '../../../contract/search';
import { criteriaFromPreference, sameFilters } from '../../../contract/search-preferences';
import { Button, buttonClass } from '../../components/button';
import { FilteredResults } from '../../components/filtered-results';
import { LoadingBlock } from '../../components/spinner';
import { formatCount } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { sessionAtom } from '../../state/session';
import { CardActions } from '../../features/requests/card-actions';
import { FilterAccordion } from '../../components/filter-accordion';
import { MatchResults } from '../../components/match-results';
import { fetchMatchFilters, fetchNewMatches } from '../../features/search/search-api';
import { loadPreference } from '../../features/preferences/preferences-api';
import { criteriaError } from '../../lib/match-criteria';
import { criteriaSearch } from '../../lib/search-params';

const FIRST_PAGE: MatchCriteria = { page: 0, limit: 10 };

interface MatchesPage {
  rows: MatchRow[] | null;
  total: number;
  filters: Filters | null;
  activeUser: number | null;
  /** The criteria were refused (§5 check or the server's 400): said beside the Search button. */
  invalid: string | null;
  error: string | null;
  /** The filters of the member's partner preferences (null: none saved, or none the page has). */
  preferred: MatchCriteria | null;
}

/**
 * One page of Profile Matches; without results the filters still come. No criteria in the
 * address means "from my partner preferences" (decision 0923): the preference is read afresh on
 * every load, so a preference just saved applies at once.
 */
async function loadMatches(me: string, inAddress: MatchCriteria | null): Promise<MatchesPage> {
  const mine = loadPreference(me).then(({ preference }) => criteriaFromPreference(preference));
  const preferred = inAddress ? null : await mine;
  const criteria = inAddress ?? preferred ?? FIRST_PAGE;
  let invalid = criteriaError(criteria);
  let error: string | null = null;
  if (!invalid) {
    const [res, mineNow] = await Promise.all([fetchNewMatches(me, criteria), mine]);
    if (res.ok) return { rows: res.body.data.matches, total: res.body.data.total, filters: res.body.data.filters, activeUser: res.body.data.activeUser, invalid, error, preferred: mineNow };
    if (res.status === 400) invalid = res.error;
    else error = res.error;
  }
  const [filters, mineNow] = await Promise.all([fetchMatchFilters(), mine]);
  return { rows: null, total: 0, filters: filters.ok ? filters.body.filters : null, activeUser: filters.ok ? filters.body.activeUser : null, invalid, error, preferred: mineNow };
}

export const Route = createFileRoute('/_member/newMatches')({
  // The criteria live in the address, so Back from a profile, a reload and a shared link show the
  // same results. Checked here only for shape; criteriaError and the server check the values.
  validateSearch: criteriaSearch,
  loaderDeps: ({ search }) => ({ criteria: search.criteria ?? null }),
  loader: ({ context, deps }) => loadMatches(context.store.get(sessionAtom)?.userId ?? '', deps.criteria),
  pendingComponent: () => (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-2xl font-bold text-maroon-900">{m.matches_title()}</h1>
      <LoadingBlock label={m.matches_searching()} />
    </div>
  ),
  component: NewMatchesPage,
});

function NewMatchesPage() {
  usePageTitle(m.matches_title());
  const me = useAtomValue(sessionAtom)?.userId ?? '';
  const { rows, total, filters, activeUser, invalid, error, preferred } = Route.useLoaderData();
  const applied = Route.useLoaderDeps().criteria ?? preferred ?? FIRST_PAGE;
  const navigate = Route.useNavigate();
  // A new search is on its way (the results shown are still the last ones).
  const loading = useRouterState({ select: (s) => s.status === 'pending' });
  // The criteria being edited in the accordion start again from the applied ones whenever those change.
  const appliedKey = JSON.stringify(applied);
  const [editing, setEditing] = useState({ from: appliedKey, criteria: applied, refused: null as string | null });
  if (editing.from !== appliedKey) setEditing({ from: appliedKey, criteria: applied, refused: null });
  const criteria = editing.criteria;

  const search = (c: MatchCriteria): boolean => {
    const bad = criteriaError(c);
    setEditing((e) => ({ ...e, criteria: c, refused: bad }));
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
      <h1 className="text-2xl font-bold text-maroon-900">{m.matches_title()}</h1>
      <p className="mt-1 text-sm text-stone-700" aria-live="polite">
        {loading ? m.matches_searching() : m.matches_search_results_total({ count: formatCount(total) })}
        {activeUser != null ? ` · ${m.matches_online_users({ count: formatCount(activeUser) })}` : ''}
      </p>
      <PreferencesNote preferred={preferred} applied={applied} onClear={() => void navigate({ search: { criteria: FIRST_PAGE } })} />
      <div className="mt-4">
        <FilteredResults
          filters={<FilterAccordion filters={filters} criteria={criteria} onChange={(c) => setEditing((e) => ({ ...e, criteria: c }))} />}
          filtersSet={filtersSet(criteria)}
          pendingKey={JSON.stringify(criteria)}
          countPending={countPending}
          onSearch={() => search({ ...criteria, page: 0 })}
          invalid={editing.refused ?? invalid}
        >
          <section aria-labelledby="results-title">
            <h2 id="results-title" className="sr-only">
              {m.matches_results()}
            </h2>
            <MatchResults
              rows={rows}
              total={total}
              loading={loading}
              error={error}
              page={applied.page ?? 0}
              limit={applied.limit ?? 10}
              onPage={(page, limit) => search({ ...criteria, page, limit })}
              emptyTitle={m.matches_no_matches()}
              actions={(row) => <CardActions member={row} />}
            />
          </section>
        </FilteredResults>
      </div>
    </div>
  );
}

/**
 * Whether the filters are the member's partner preferences, with one action to clear them and
 * one to edit them; when they are not, one to go back to them.
 */
function PreferencesNote({ preferred, applied, onClear }: { preferred: MatchCriteria | null; applied: MatchCriteria; onClear: () => void }) {
  const edit = (
    <Link to="/preferences" className={buttonClass('secondary')}>
      {m.matches_edit_preferences()}
    </Link>
  );
  const box = 'mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-maroon-100 bg-maroon-50 px-4 py-3 text-sm text-stone-800';
  if (!preferred)
    return (
      <div className={box}>
        <p className="flex-1">{m.matches_save_preferences_hint()}</p>
        {edit}
      </div>
    );
  if (sameFilters(applied, preferred))
    return (
      <div className={box}>
        <p className="flex-1 font-semibold">{m.matches_from_preferences()}</p>
        <Button variant="secondary" onPress={onClear}>
          {m.matches_clear_preference_filters()}
        </Button>
        {edit}
      </div>
    );
  return (
    <div className={box}>
      <p className="flex-1">{m.matches_not_preferences()}</p>
      <Link to="/newMatches" search={{}} className={buttonClass('secondary')}>
        {m.matches_use_preferences()}
      </Link>
    </div>
  );
}
