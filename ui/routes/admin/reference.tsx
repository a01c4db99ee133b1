import { createFileRoute } from '@tanstack/react-router';
import type { CommunityKind } from '../../../contract/admin/reference';
import { AdminTablePending, searchAfter } from '../../features/admin/admin-table';
import { fetchReferenceLevel, ReferenceBrowser, type ReferenceLevel } from '../../features/admin/reference/reference-browser';
import { usePageTitle } from '../../lib/page-title';
import { adminListDeps, adminListSearch, type AdminListSearch } from '../../lib/search-params';

const text = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 100 ? v : undefined);
/** Each table's own page, sort and search, as one value of the address (`?casteList={"page":2}`): a caste shows two tables. */
const list = (v: unknown) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? adminListSearch(v as Record<string, unknown>, 'name members') : undefined);
type Lists = { [K in CommunityKind as `${K}List`]?: AdminListSearch | undefined };

/** /admin/reference: religions, their castes, and each caste's sub-castes and gotras (decision 0804). */
export const Route = createFileRoute('/admin/reference')({
  validateSearch: (search: Record<string, unknown>): ReferenceLevel & Lists => ({
    religionId: text(search.religionId),
    religion: text(search.religion),
    casteId: text(search.casteId),
    caste: text(search.caste),
    religionList: list(search.religionList),
    casteList: list(search.casteList),
    subCasteList: list(search.subCasteList),
    gotraList: list(search.gotraList),
  }),
  loaderDeps: ({ search: s }) => ({
    religionId: s.religionId ?? '',
    casteId: s.casteId ?? '',
    queries: {
      religion: adminListDeps(s.religionList ?? {}, 'name asc'),
      caste: adminListDeps(s.casteList ?? {}, 'name asc'),
      subCaste: adminListDeps(s.subCasteList ?? {}, 'name asc'),
      gotra: adminListDeps(s.gotraList ?? {}, 'name asc'),
    },
  }),
  loader: ({ deps }) => fetchReferenceLevel(deps),
  pendingComponent: () => <AdminTablePending label="Religions and castes" />,
  component: Page,
});

function Page() {
  usePageTitle('Religions and castes');
  const level = Route.useSearch();
  const { queries } = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  const change = (kind: CommunityKind, c: Parameters<typeof searchAfter>[0]) =>
    void navigate({ search: (prev) => ({ ...prev, [`${kind}List`]: searchAfter<AdminListSearch>(c)(prev[`${kind}List`] ?? {}) }) });
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">Religions and castes</h1>
        <p className="mt-1 max-w-3xl text-stone-700">
          What members choose on their profiles and partner preferences. Open a religion for its castes, and a caste for its sub-castes and gotras.
          Members see every change on their next page.
        </p>
      </div>
      <ReferenceBrowser level={level} lists={Route.useLoaderData()} queries={queries} onQueryChange={change} />
    </div>
  );
}
