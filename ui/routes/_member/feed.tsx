import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { NotificationList, NotificationListPending } from '../../features/notifications/notification-list';
import { fetchNotifications } from '../../features/notifications/notifications-api';

const DEFAULT_LIMIT = 10;

export const Route = createFileRoute('/_member/feed')({
  validateSearch: z.object({
    page: z.number().int().min(1).max(100_000).optional().catch(undefined),
    limit: z.number().int().min(1).max(100).optional().catch(undefined),
  }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, limit: search.limit ?? DEFAULT_LIMIT }),
  loader: ({ deps }) => fetchNotifications('feed', deps.page, deps.limit),
  pendingComponent: () => <NotificationListPending kind="feed" />,
  component: FeedPage,
});

function FeedPage() {
  const data = Route.useLoaderData();
  const { page, limit } = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  return <NotificationList kind="feed" data={data} page={page} limit={limit} onNavigate={(search) => void navigate({ search })} />;
}
