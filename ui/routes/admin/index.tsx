import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { DASHBOARD_TEXT } from '../../../contract/admin/dashboard';
import { Button } from '../../components/button';
import { LoadingBlock } from '../../components/spinner';
import { Notice } from '../../components/notice';
import { ActAsMemberForm } from '../../features/admin/act-as-member-form';
import { fetchDashboard } from '../../features/admin/dashboard/dashboard-api';
import { DashboardFigures } from '../../features/admin/dashboard/figures';
import { usePageTitle } from '../../lib/page-title';
import { showToast } from '../../state/alerts';
import { sessionAtom } from '../../state/session';

// uPlot is only for this page: its own chunk, fetched when the dashboard renders (decision 0800).
const DashboardCharts = lazy(() => import('../../features/admin/dashboard/charts'));

export const Route = createFileRoute('/admin/')({
  loader: async () => {
    const res = await fetchDashboard();
    return res.ok ? { dashboard: res.body.data, error: null } : { dashboard: null, error: res.error };
  },
  component: AdminDashboard,
});

function AdminDashboard() {
  usePageTitle('Admin dashboard');
  const { dashboard, error } = Route.useLoaderData();
  const name = useAtomValue(sessionAtom)?.userData.name;
  const router = useRouter();
  const refresh = async () => {
    await router.invalidate();
    showToast(DASHBOARD_TEXT.refreshed, 'success');
  };
  return (
    <div className="flex max-w-6xl min-w-0 flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-stone-900">Welcome, {name}</h1>
          <p className="mt-1 text-stone-700">
            {DASHBOARD_TEXT.title}
            {dashboard
              ? `: the figures as of ${new Date(dashboard.countedAt).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })}.`
              : null}
          </p>
        </div>
        <Button variant="secondary" onPress={() => void refresh()}>
          {DASHBOARD_TEXT.refresh}
        </Button>
      </div>
      {error ? <Notice tone="error">{error || DASHBOARD_TEXT.loadFailed}</Notice> : null}
      {dashboard ? (
        <>
          <DashboardFigures dashboard={dashboard} />
          <section aria-label="Charts" className="min-w-0">
            <Suspense fallback={<LoadingBlock label="Loading the charts" />}>
              <DashboardCharts dashboard={dashboard} />
            </Suspense>
          </section>
        </>
      ) : null}
      <section className="rounded-xl border border-stone-300 bg-white p-4 shadow-sm sm:p-6">
        <ActAsMemberForm />
      </section>
    </div>
  );
}
