import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { FAMILY_FINDING_TEXT, type FamilyFindingMember } from '../../../../contract/family-finding';
import { filtersSet, type Filters, type MatchCriteria } from '../../../../contract/search';
import { buttonClass } from '../../../components/button';
import { FilteredResults } from '../../../components/filtered-results';
import { EmptyState, Notice } from '../../../components/notice';
import { PreferenceBlock } from '../../../components/preference-block';
import { SelectField } from '../../../components/select-field';
import { LoadingBlock } from '../../../components/spinner';
import { usePageTitle } from '../../../lib/page-title';
import { sessionAtom } from '../../../state/session';
import { FilterAccordion } from '../../search/filter-accordion';
import { MatchResults } from '../../search/match-results';
import { criteriaError } from '../../search/validate';
import { fetchChildrenMatches, fetchFamilyFindingMembers, type ChildrenMatchesAnswer } from './finding-api';
import { GenerationFilters, type Generations } from './generation-filters';
import { LeftOutCounts } from './left-out-counts';

type Members = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; childrens: FamilyFindingMember[]; message: string | null };
const FIRST_PAGE: MatchCriteria = { page: 0, limit: 10 };

function memberLabel(m: FamilyFindingMember): string {
  const age = m.age == null ? '' : `, ${m.age} years`;
  return `${m.name} (${m.relation}${age})`;
}

/** A relative under 18 is listed, so the family list looks whole, but cannot be chosen (decision 0613). */
function memberOption(m: FamilyFindingMember) {
  const minor = m.blocked === FAMILY_FINDING_TEXT.memberMinor;
  return { id: m._id, label: memberLabel(m), disabledReason: minor ? FAMILY_FINDING_TEXT.minorInChooser(m.name) : undefined };
}

/** /familyFinding (spec §2 Family finding; docs/decisions/0770–0773). */
export function FamilyFindingPage({ selected, onSelect }: { selected: string | undefined; onSelect: (entryId: string | undefined) => void }) {
  usePageTitle('Family finding');
  const me = useAtomValue(sessionAtom)?.userId ?? '';
  const [members, setMembers] = useState<Members>({ kind: 'loading' });
  const [criteria, setCriteria] = useState<MatchCriteria>(FIRST_PAGE);
  const [gens, setGens] = useState<Generations | null>(null);
  const [data, setData] = useState<ChildrenMatchesAnswer | null>(null);
  const [filters, setFilters] = useState<Filters | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);

  useEffect(() => {
    if (!me) return;
    void fetchFamilyFindingMembers(me).then((res) =>
      setMembers(res.ok ? { kind: 'ready', childrens: res.body.childrens, message: res.body.message } : { kind: 'error', message: res.error }),
    );
  }, [me]);

  const person = members.kind === 'ready' ? members.childrens.find((c) => c._id === selected) : undefined;

  const run = useCallback(
    async (entryId: string, c: MatchCriteria, g: Generations | null) => {
      const bad = criteriaError(c);
      setInvalid(bad);
      if (bad) return;
      setLoading(true);
      const res = await fetchChildrenMatches(entryId, { ...c, ...(g ?? {}) });
      setLoading(false);
      if (!res.ok) {
        if (res.status === 400) setInvalid(res.error);
        else setError(res.error);
        setData(null);
        return;
      }
      setError(null);
      setData(res.body.data);
      setFilters(res.body.data.filters);
      setGens({ fatherGen: res.body.data.fatherGen, motherGen: res.body.data.motherGen });
    },
    [],
  );

  // A newly chosen person starts from the first page and the default generations.
  useEffect(() => {
    setData(null);
    setError(null);
    setGens(null);
    setCriteria(FIRST_PAGE);
    if (person && !person.blocked) void run(person._id, FIRST_PAGE, null);
  }, [person, run]);

  const search = (c: MatchCriteria): boolean => {
    setCriteria(c);
    if (person) void run(person._id, c, gens);
    return !criteriaError(c);
  };
  // What the filters being edited (generations included) would give: the same search, one row long.
  const countPending = async () => {
    if (!person || criteriaError(criteria)) return null;
    const res = await fetchChildrenMatches(person._id, { ...criteria, ...(gens ?? {}), page: 0, limit: 1 });
    return res.ok ? res.body.data.total : null;
  };

  const total = data?.total ?? 0;
  const searching = person != null && !person.blocked;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
          <li>
            <Link to="/dashboard" className="font-semibold text-maroon-800 underline-offset-4 hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li aria-current="page">Search</li>
        </ol>
      </nav>
      <h1 className="mt-3 font-display text-3xl font-bold text-maroon-800" aria-live="polite">
        {searching ? `${FAMILY_FINDING_TEXT.title} (${total})` : FAMILY_FINDING_TEXT.chooseHeading}
      </h1>
      <div className="mt-4">
        {members.kind === 'loading' ? (
          <LoadingBlock label="Loading your family members" />
        ) : members.kind === 'error' ? (
          <Notice tone="error">{members.message}</Notice>
        ) : members.message ? (
          <PreferenceBlock message={members.message} />
        ) : members.childrens.length === 0 ? (
          <EmptyState title={FAMILY_FINDING_TEXT.noMembers}>
            Add your son, daughter, brother or sister with their date of birth on{' '}
            <Link to="/familyMember" className="font-semibold text-maroon-800 underline underline-offset-4">
              Family Members
            </Link>
            .
          </EmptyState>
        ) : (
          <>
            <SelectField
              name="member"
              label={FAMILY_FINDING_TEXT.selectLabel}
              className="max-w-md"
              placeholder="Choose a member"
              options={members.childrens.map(memberOption)}
              value={person?._id ?? ''}
              onChange={(id) => onSelect(id || undefined)}
            />
            <div className="mt-4">
              {!person ? (
                <EmptyState title={FAMILY_FINDING_TEXT.selectMember} />
              ) : person.blocked ? (
                <PreferenceBlock message={person.blocked} />
              ) : (
                <FilteredResults
                  filters={
                    <FilterAccordion
                      filters={filters}
                      criteria={criteria}
                      onChange={setCriteria}
                      afterActive={gens ? <GenerationFilters value={gens} onChange={setGens} /> : null}
                    />
                  }
                  filtersSet={filtersSet(criteria)}
                  pendingKey={JSON.stringify([criteria, gens])}
                  countPending={countPending}
                  onSearch={() => search({ ...criteria, page: 0 })}
                  invalid={invalid}
                >
                  <section aria-labelledby="results-title">
                    <h2 id="results-title" className="text-lg font-semibold text-stone-900">
                      Matches for {person.name}
                    </h2>
                    {data ? <LeftOutCounts leftOut={data.leftOut} crossCousinCustom={data.crossCousinCustom} /> : null}
                    {data?.locked ? (
                      <div className="rounded-xl border border-maroon-200 bg-maroon-50 px-6 py-8 text-center">
                        <p className="font-semibold text-maroon-900">
                          {total === 1 ? '1 member matches' : `${total} members match`} for {person.name}.
                        </p>
                        <p className="mt-2 text-sm text-stone-700">{data.message}</p>
                        <Link to="/membership" className={buttonClass('primary', 'mt-4')}>
                          {FAMILY_FINDING_TEXT.upgradeLink}
                        </Link>
                      </div>
                    ) : (
                      <MatchResults
                        me={me}
                        rows={data?.matches ?? null}
                        total={total}
                        loading={loading}
                        error={error}
                        page={criteria.page ?? 0}
                        limit={criteria.limit ?? 10}
                        onPage={(page, limit) => search({ ...criteria, page, limit })}
                        emptyTitle="No matches found"
                        forMember={person._id}
                      />
                    )}
                  </section>
                </FilteredResults>
              )}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
