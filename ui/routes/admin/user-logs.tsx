import { createFileRoute } from '@tanstack/react-router';
import { UserLogList } from '../../features/admin/user-logs/user-log-list';
import { usePageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/admin/user-logs')({
  component: Page,
});

function Page() {
  usePageTitle('User Logs');
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">User Logs</h1>
        <p className="mt-1 max-w-3xl text-stone-700">Every page a member or visitor opened, newest first. Administrators other than the main one record why before deleting.</p>
      </div>
      <UserLogList />
    </div>
  );
}
