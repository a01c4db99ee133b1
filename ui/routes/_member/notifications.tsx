import { createFileRoute } from '@tanstack/react-router';
import { NotificationList, NotificationListPending } from '../../features/notifications/notification-list';
import { fetchNotifications } from '../../features/notifications/notifications-api';
import { pagedListSearch } from '../../lib/search-params';

const DEFAULT_LIMIT = 10;

export const Route = createFileRoute('/_member/notifications')({
  validateSearch: pagedListSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, limit: search.limit ?? DEFAULT_LIMIT }),
  loader: ({ deps }) => fetchNotifications('all', deps.page, deps.limit),
  pendingComponent: () => <NotificationListPending kind="all" />,
  component: NotificationsPage,
});

function NotificationsPage() {
  const data = Route.useLoaderData();
  const { page, limit } = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  return <NotificationList kind="all" data={data} page={page} limit={limit} onNavigate={(search) => void navigate({ search })} />;
}
