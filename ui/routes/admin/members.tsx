import { createFileRoute } from '@tanstack/react-router';
import { MemberList } from '../../features/admin/members/member-list';
import { usePageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/admin/members')({
  component: Page,
});

function Page() {
  usePageTitle('Members');
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-stone-900">Members</h1>
      <MemberList />
    </div>
  );
}
