import { createFileRoute } from '@tanstack/react-router';
import { m } from '../../../contract/i18n/paraglide/messages';
import { ResendVerification } from '../../components/resend-verification';
import { Dashboard } from '../../features/dashboard/dashboard';
import { ConsentPanel } from '../../features/family-profile/consent-panel';
import { loadDashboard } from '../../features/dashboard/dashboard-api';
import { loadRequestNews, useRequestToasts } from '../../features/notifications/request-toasts';
import { loadPreference } from '../../features/preferences/preferences-api';
import { sessionAtom } from '../../state/session';

const resend = (email: string) => <ResendVerification email={email} label={m.auth_resend_link()} />;

export const Route = createFileRoute('/_member/dashboard')({
  // The request news for the toasts comes with the page, so the toasts need no fetch of their own.
  loader: async ({ context }) => {
    const [page, requestNews, preference] = await Promise.all([loadDashboard(), loadRequestNews(), loadPreference(context.store.get(sessionAtom)?.userId ?? '')]);
    return { ...page, requestNews, hasPreference: preference.error ? null : !!preference.preference };
  },
  // The frame with its final sizes at once while the counts load (issue 13 §3: CLS).
  pendingMs: 0,
  pendingComponent: () => <Dashboard data={null} error={null} resend={resend} />,
  component: DashboardPage,
});

function DashboardPage() {
  const { data, error, requestNews, hasPreference } = Route.useLoaderData();
  useRequestToasts(requestNews);
  return (
    <>
      {/* A profile the family made waits for its candidate's answer before anything else (issue 27). */}
      <ConsentPanel className="mx-auto max-w-6xl px-4 pt-6" />
      <Dashboard data={data} error={error} resend={resend} hasPreference={hasPreference} />
    </>
  );
}
