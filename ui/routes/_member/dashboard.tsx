import { createFileRoute } from '@tanstack/react-router';
import { ResendVerification } from '../../features/auth/resend-verification';
import { DashboardWelcome } from '../../features/dashboard/dashboard-welcome';
import { useRequestToasts } from '../../features/notifications/request-toasts';

export const Route = createFileRoute('/_member/dashboard')({
  component: DashboardPage,
});

function DashboardPage() {
  useRequestToasts();
  return <DashboardWelcome resend={(email) => <ResendVerification email={email} />} />;
}
