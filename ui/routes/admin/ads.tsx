import { createFileRoute } from '@tanstack/react-router';
import type { AD_SORT_KEYS } from '../../../contract/admin/ads';
import { AdminTablePending, searchAfter } from '../../features/admin/admin-table';
import { fetchAds } from '../../features/admin/ads/ads-api';
import { adminListDeps, adminListSearch, type AdminListSearch, type SortKeysOf } from '../../lib/search-params';
import { ADS_TEXT } from '../../../contract/admin/ads';
import { AdList } from '../../features/admin/ads/ad-list';
import { usePageTitle } from '../../lib/page-title';
import { AdminPageHeading } from '../../features/admin/admin-page-heading';

// Written out here, not imported: validateSearch sits in the entry, which carries no back-office module (issue 10). Space-separated: one shared check reads them (decision 0202).
const SORT_KEYS = 'created position' satisfies SortKeysOf<(typeof AD_SORT_KEYS)[number]>;

/** /admin/ads: the table's page, sort and search live in the address (issue 21). */
export const Route = createFileRoute('/admin/ads')({
  validateSearch: (search: Record<string, unknown>): AdminListSearch => adminListSearch(search, SORT_KEYS),
  loaderDeps: ({ search }) => adminListDeps(search, 'created desc'),
  loader: ({ deps }) => fetchAds(deps),
  pendingComponent: () => <AdminTablePending label="Ads" />,
  component: Page,
});

function Page() {
  usePageTitle(ADS_TEXT.title);
  const navigate = Route.useNavigate();
  const change = (c: Parameters<typeof searchAfter>[0]) => void navigate({ search: searchAfter(c) });
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <AdminPageHeading title={ADS_TEXT.title} intro={ADS_TEXT.intro} />
      <AdList list={{ result: Route.useLoaderData(), query: Route.useLoaderDeps(), onQueryChange: change }} />
    </div>
  );
}
