import { createFileRoute } from '@tanstack/react-router';
import { AdminAccounts } from '../../features/admin/admins/admin-accounts';
import { usePageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/admin/admins')({
  component: Page,
});

function Page() {
  usePageTitle('Administrators');
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">Administrators</h1>
        <p className="mt-1 max-w-3xl text-stone-700">Who can run the back office. A new administrator gets an e-mailed link to set their password.</p>
      </div>
      <AdminAccounts />
    </div>
  );
}
