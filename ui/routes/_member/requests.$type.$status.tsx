import { createFileRoute, notFound } from '@tanstack/react-router';
import { m } from '../../../contract/i18n/paraglide/messages';
import { PAGE_STATUSES, REQUEST_DIRECTIONS, type RequestDirection, type RequestStatus } from '../../../contract/requests';
import { LoadingBlock } from '../../components/spinner';
import { usePageTitle } from '../../lib/page-title';
import { pagedListSearch } from '../../lib/search-params';
import { directionLabel, RequestList, statusLabel } from '../../features/requests/request-list';
import { fetchRequests } from '../../features/requests/requests-api';

const DEFAULT_LIMIT = 10;
const isDirection = (t: string): t is RequestDirection => (REQUEST_DIRECTIONS as readonly string[]).includes(t);
const isStatus = (s: string): s is RequestStatus => (PAGE_STATUSES as readonly string[]).includes(s);

/** /requests/{sent|received}/{pending|accepted|rejected}: the list under the /requests tabs. */
export const Route = createFileRoute('/_member/requests/$type/$status')({
  validateSearch: pagedListSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, limit: search.limit ?? DEFAULT_LIMIT }),
  loader: async ({ params, deps }) => {
    if (!isDirection(params.type) || !isStatus(params.status)) throw notFound();
    const res = await fetchRequests(params.type, params.status, deps.page, deps.limit);
    return { direction: params.type, status: params.status, data: res.ok ? res.body.data : null, error: res.ok ? null : res.error };
  },
  pendingComponent: () => <LoadingBlock label={m.requests_loading_list()} />,
  component: RequestListPage,
});

function RequestListPage() {
  const { direction, status, data, error } = Route.useLoaderData();
  const { page, limit } = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  usePageTitle(m.requests_list_page_title({ direction: directionLabel(direction).toLowerCase(), status: statusLabel(status) }));
  return <RequestList direction={direction} status={status} data={data} error={error} page={page} limit={limit} onNavigate={(search) => void navigate({ search })} />;
}
