import { createFileRoute } from '@tanstack/react-router';
import { TEXT } from '../../../contract/texts';
import { ResendVerification } from '../../components/resend-verification';
import { Dashboard } from '../../features/dashboard/dashboard';
import { loadDashboard } from '../../features/dashboard/dashboard-api';
import { useRequestToasts } from '../../features/notifications/request-toasts';

const resend = (email: string) => <ResendVerification email={email} label={TEXT.resendLink} />;

export const Route = createFileRoute('/_member/dashboard')({
  loader: loadDashboard,
  // The frame with its final sizes at once while the counts load (issue 13 §3: CLS).
  pendingMs: 0,
  pendingComponent: () => <Dashboard data={null} error={null} resend={resend} />,
  component: DashboardPage,
});

function DashboardPage() {
  useRequestToasts();
  const { data, error } = Route.useLoaderData();
  return <Dashboard data={data} error={error} resend={resend} />;
}
