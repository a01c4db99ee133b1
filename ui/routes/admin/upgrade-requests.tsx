import { createFileRoute } from '@tanstack/react-router';
import { UpgradeQueue } from '../../features/admin/upgrades/upgrade-queue';
import { usePageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/admin/upgrade-requests')({
  component: Page,
});

function Page() {
  usePageTitle('Upgrade requests');
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">Upgrade requests</h1>
        <p className="mt-1 max-w-3xl text-stone-700">Members who chose a paid plan. Approve once the payment has reached us: the plan starts at once and the member is told. Reject with a reason the member reads.</p>
      </div>
      <UpgradeQueue />
    </div>
  );
}
