import { createFileRoute } from '@tanstack/react-router';
import { DATABASE_TEXT } from '../../../contract/admin/database';
import { DatabaseUpdatesScreen } from '../../features/admin/database/database-updates';
import { usePageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/admin/database')({
  component: Page,
});

function Page() {
  usePageTitle(DATABASE_TEXT.title);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">{DATABASE_TEXT.title}</h1>
        <p className="mt-1 max-w-3xl text-stone-700">{DATABASE_TEXT.intro}</p>
      </div>
      <DatabaseUpdatesScreen />
    </div>
  );
}
