import { createFileRoute } from '@tanstack/react-router';
import { QUERIES_TEXT } from '../../../contract/admin/queries';
import { QueryList } from '../../features/admin/queries/query-list';
import { usePageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/admin/queries')({
  component: Page,
});

function Page() {
  usePageTitle(QUERIES_TEXT.title);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">{QUERIES_TEXT.title}</h1>
        <p className="mt-1 max-w-3xl text-stone-700">{QUERIES_TEXT.intro}</p>
      </div>
      <QueryList />
    </div>
  );
}
