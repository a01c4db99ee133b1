import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { m } from '../../../contract/i18n/paraglide/messages';
import { LoadingBlock } from '../../components/spinner';
import { criteriaSearch, text } from '../../lib/search-params';
import { sessionAtom } from '../../state/session';
import { FamilyFindingPage } from '../../features/family/finding/family-finding-page';
import { loadFamilyFinding, type FamilyFindingQuery } from '../../features/family/finding/finding-loader';

/**
 * The generation limits the page offers (GENERATIONS of contract/family-finding, not imported:
 * that module brings zod into the entry chunk, where search checks run; decision 0202).
 */
/** Where a search starts. Written here, not imported: the search checks run in the entry chunk. */
const FIRST_PAGE = { page: 0, limit: 10 };

const generation = (value: unknown) => [2, 3, 4, 5, 6].find((g) => g === Number(value));

interface FamilyFindingSearch {
  member?: string | undefined;
  criteria?: FamilyFindingQuery['criteria'] | undefined;
  fatherGen?: number | undefined;
  motherGen?: number | undefined;
}

/**
 * `?member=&criteria=&fatherGen=&motherGen=`: the family-list entry searched for, the filters and
 * page, and the generations, so Back from a profile, a reload and a shared link keep the place.
 * Only the shape is checked here; criteriaError and the server check every value.
 */
function familyFindingSearch(search: Record<string, unknown>): FamilyFindingSearch {
  return {
    member: text(search.member, 64),
    criteria: criteriaSearch({ criteria: search.criteria }).criteria,
    fatherGen: generation(search.fatherGen),
    motherGen: generation(search.motherGen),
  };
}

function queryOf(search: FamilyFindingSearch): FamilyFindingQuery {
  const { member, criteria, fatherGen, motherGen } = search;
  const generations = fatherGen !== undefined && motherGen !== undefined ? { fatherGen, motherGen } : undefined;
  return { member, criteria: criteria ?? FIRST_PAGE, generations };
}

export const Route = createFileRoute('/_member/familyFinding')({
  validateSearch: familyFindingSearch,
  loaderDeps: ({ search }) => queryOf(search),
  loader: ({ context, deps }) => loadFamilyFinding(context.store.get(sessionAtom)?.userId ?? '', deps),
  pendingComponent: () => (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <LoadingBlock label={m.family_members_loading()} />
    </div>
  ),
  component: FamilyFindingRoute,
});

function FamilyFindingRoute() {
  const data = Route.useLoaderData();
  const applied = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  const loading = useRouterState({ select: (s) => s.status === 'pending' });
  const onQuery = ({ member, criteria, generations }: FamilyFindingQuery) => void navigate({ search: { member, criteria, ...generations } });
  const onChoose = (member: string | undefined) => void navigate({ search: { member } });
  return <FamilyFindingPage data={data} applied={applied} loading={loading} onQuery={onQuery} onChoose={onChoose} />;
}
