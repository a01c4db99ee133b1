import { createFileRoute } from '@tanstack/react-router';
import { ResendVerification } from '../../features/auth/resend-verification';
import { Dashboard } from '../../features/dashboard/dashboard';
import { useRequestToasts } from '../../features/notifications/request-toasts';

export const Route = createFileRoute('/_member/dashboard')({
  component: DashboardPage,
});

function DashboardPage() {
  useRequestToasts();
  return <Dashboard resend={(email) => <ResendVerification email={email} />} />;
}
