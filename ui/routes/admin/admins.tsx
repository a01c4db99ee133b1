import { createFileRoute } from '@tanstack/react-router';
import { usePageTitle } from '../../lib/page-title';

// Built in issue 10; this file only reserves the route for the back office's navigation.
export const Route = createFileRoute('/admin/admins')({
  component: Page,
});

function Page() {
  usePageTitle('Administrators');
  return <h1 className="text-2xl font-bold text-stone-900">Administrators</h1>;
}
