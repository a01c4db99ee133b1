import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FAMILY_FINDING_TEXT, type FamilyFindingMember } from '../../../../contract/family-finding';
import { m } from '../../../../contract/i18n/paraglide/messages';
import { filtersSet, type MatchCriteria } from '../../../../contract/search';
import { buttonClass } from '../../../components/button';
import { FilterAccordion } from '../../../components/filter-accordion';
import { FilteredResults } from '../../../components/filtered-results';
import { MatchResults } from '../../../components/match-results';
import { EmptyState, Notice } from '../../../components/notice';
import { PreferenceBlock } from '../../../components/preference-block';
import { SelectField } from '../../../components/select-field';
import { formatCount } from '../../../lib/format';
import { criteriaError } from '../../../lib/match-criteria';
import { usePageTitle } from '../../../lib/page-title';
import { sessionAtom } from '../../../state/session';
import { fetchChildrenMatches } from './finding-api';
import type { FamilyFindingData, FamilyFindingQuery } from './finding-loader';
import { GenerationFilters, type Generations } from './generation-filters';
import { LeftOutCounts } from './left-out-counts';
import { SendMatch } from './send-match';

function memberLabel(member: FamilyFindingMember): string {
  const { name, relation, age } = member;
  return age == null ? `${name} (${relation})` : m.family_finding_member_label_age({ name, relation, age });
}

/** A relative under 18 is listed, so the family list looks whole, but cannot be chosen (decision 0613). */
function memberOption(member: FamilyFindingMember) {
  const minor = member.blocked === FAMILY_FINDING_TEXT.memberMinor;
  return { id: member._id, label: memberLabel(member), disabledReason: minor ? FAMILY_FINDING_TEXT.minorInChooser(member.name) : undefined };
}

export interface FamilyFindingPageProps {
  /** The route loader's answer for `applied`, what the address asks for (decision 0900). */
  data: FamilyFindingData;
  applied: FamilyFindingQuery;
  /** A new search is on its way; the results shown are still the last ones. */
  loading: boolean;
  /** Puts a query in the address, which loads it. */
  onQuery: (query: FamilyFindingQuery) => void;
  /** A newly chosen member starts from the first page and the default generations. */
  onChoose: (member: string | undefined) => void;
}

/** /familyFinding (spec §2 Family finding; docs/decisions/0770–0773). */
export function FamilyFindingPage({ data: members, applied, loading, onQuery, onChoose }: FamilyFindingPageProps) {
  usePageTitle(m.family_finding_page_title());
  const me = useAtomValue(sessionAtom)?.userId ?? '';
  const data = members.kind === 'ready' ? members.results : null;
  // The generations searched with: the address's, else the server's defaults for this person.
  const appliedGens = applied.generations ?? (data ? { fatherGen: data.fatherGen, motherGen: data.motherGen } : null);
  // The filters being edited start again from the applied ones whenever those (or their answer) change.
  const appliedKey = JSON.stringify([applied, appliedGens]);
  const [editing, setEditing] = useState({ from: appliedKey, criteria: applied.criteria, gens: appliedGens, refused: null as string | null });
  if (editing.from !== appliedKey) setEditing({ from: appliedKey, criteria: applied.criteria, gens: appliedGens, refused: null });
  const { criteria, gens } = editing;
  const setCriteria = (c: MatchCriteria) => setEditing((e) => ({ ...e, criteria: c }));
  const setGens = (g: Generations) => setEditing((e) => ({ ...e, gens: g }));

  const person = members.kind === 'ready' ? members.childrens.find((c) => c._id === applied.member) : undefined;
  const invalid = editing.refused ?? (members.kind === 'ready' ? members.invalid : null);
  const error = members.kind === 'ready' ? members.error : null;

  const search = (c: MatchCriteria): boolean => {
    const bad = criteriaError(c);
    setEditing((e) => ({ ...e, criteria: c, refused: bad }));
    if (!bad) onQuery({ member: applied.member, criteria: c, generations: gens ?? undefined });
    return !bad;
  };
  // What the filters being edited (generations included) would give: the same search, one row long.
  const countPending = async () => {
    if (!person || criteriaError(criteria)) return null;
    const res = await fetchChildrenMatches(person._id, { ...criteria, ...gens, page: 0, limit: 1 });
    return res.ok ? res.body.data.total : null;
  };

  const total = data?.total ?? 0;
  const searching = person != null && !person.blocked;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <nav aria-label={m.family_finding_breadcrumb()}>
        <ol className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
          <li>
            <Link to="/dashboard" className="font-semibold text-maroon-800 underline-offset-4 hover:underline">
              {m.family_finding_breadcrumb_home()}
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li aria-current="page">{m.family_finding_breadcrumb_search()}</li>
        </ol>
      </nav>
      <h1 className="mt-3 font-display text-3xl font-bold text-maroon-800" aria-live="polite">
        {searching ? `${FAMILY_FINDING_TEXT.title} (${formatCount(total)})` : FAMILY_FINDING_TEXT.chooseHeading}
      </h1>
      <div className="mt-4">
        {members.kind === 'error' ? (
          <Notice tone="error">{members.message}</Notice>
        ) : members.message ? (
          <PreferenceBlock message={members.message} />
        ) : members.childrens.length === 0 ? (
          <EmptyState title={FAMILY_FINDING_TEXT.noMembers}>
            {/* The sentence around the link, each language ordering it its own way. */}
            {m.family_finding_no_members_before()}{' '}
            <Link to="/familyMember" className="font-semibold text-maroon-800 underline underline-offset-4">
              {m.family_finding_no_members_link()}
            </Link>
            {m.family_finding_no_members_after()}
          </EmptyState>
        ) : (
          <>
            <SelectField
              name="member"
              label={FAMILY_FINDING_TEXT.selectLabel}
              className="max-w-md"
              placeholder={m.family_finding_choose_placeholder()}
              options={members.childrens.map(memberOption)}
              value={person?._id ?? ''}
              onChange={(id) => onChoose(id || undefined)}
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
                      filters={data?.filters ?? null}
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
                      {m.family_finding_matches_for({ name: person.name })}
                    </h2>
                    {data ? <LeftOutCounts leftOut={data.leftOut} crossCousinCustom={data.crossCousinCustom} /> : null}
                    {data?.locked ? (
                      <div className="rounded-xl border border-maroon-200 bg-maroon-50 px-6 py-8 text-center">
                        <p className="font-semibold text-maroon-900">
                          {m.family_finding_locked_count({ count: formatCount(total), name: person.name })}
                        </p>
                        <p className="mt-2 text-sm text-stone-700">{data.message}</p>
                        <Link to="/membership" className={buttonClass('primary', 'mt-4')}>
                          {FAMILY_FINDING_TEXT.upgradeLink}
                        </Link>
                      </div>
                    ) : (
                      <MatchResults
                        rows={data?.matches ?? null}
                        total={total}
                        loading={loading}
                        error={error}
                        page={applied.criteria.page ?? 0}
                        limit={applied.criteria.limit ?? 10}
                        onPage={(page, limit) => search({ ...criteria, page, limit })}
                        emptyTitle={m.family_finding_no_matches()}
                        actions={(row) => <SendMatch row={row} me={me} forMember={person._id} />}
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
