import { createFileRoute } from '@tanstack/react-router';
import { API_LOGS_TEXT } from '../../../contract/admin/api-logs';
import { ApiLogList } from '../../features/admin/api-logs/api-log-list';
import { usePageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/admin/api-logs')({
  component: Page,
});

function Page() {
  usePageTitle(API_LOGS_TEXT.title);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">{API_LOGS_TEXT.title}</h1>
        <p className="mt-1 max-w-3xl text-stone-700">{API_LOGS_TEXT.intro}</p>
      </div>
      <ApiLogList />
    </div>
  );
}
