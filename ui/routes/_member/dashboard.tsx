import { createFileRoute } from '@tanstack/react-router';
import { TEXT } from '../../../contract/texts';
import { ResendVerification } from '../../components/resend-verification';
import { Dashboard } from '../../features/dashboard/dashboard';
import { loadDashboard } from '../../features/dashboard/dashboard-api';
import { loadRequestNews, useRequestToasts } from '../../features/notifications/request-toasts';

const resend = (email: string) => <ResendVerification email={email} label={TEXT.resendLink} />;

export const Route = createFileRoute('/_member/dashboard')({
  // The request news for the toasts comes with the page, so the toasts need no fetch of their own.
  loader: async () => {
    const [page, requestNews] = await Promise.all([loadDashboard(), loadRequestNews()]);
    return { ...page, requestNews };
  },
  // The frame with its final sizes at once while the counts load (issue 13 §3: CLS).
  pendingMs: 0,
  pendingComponent: () => <Dashboard data={null} error={null} resend={resend} />,
  component: DashboardPage,
});

function DashboardPage() {
  const { data, error, requestNews } = Route.useLoaderData();
  useRequestToasts(requestNews);
  return <Dashboard data={data} error={error} resend={resend} />;
}
