import { createFileRoute } from '@tanstack/react-router';
import { TEXT } from '../../../contract/texts';
import { ResendVerification } from '../../components/resend-verification';
import { Dashboard } from '../../features/dashboard/dashboard';
import { useRequestToasts } from '../../features/notifications/request-toasts';

export const Route = createFileRoute('/_member/dashboard')({
  component: DashboardPage,
});

function DashboardPage() {
  useRequestToasts();
  return <Dashboard resend={(email) => <ResendVerification email={email} label={TEXT.resendLink} />} />;
}
