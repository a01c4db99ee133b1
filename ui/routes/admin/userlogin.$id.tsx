import { createFileRoute } from '@tanstack/react-router';
import { usePageTitle } from '../../lib/page-title';

// Built in issue 10; this file only reserves the route for the back office's navigation.
export const Route = createFileRoute('/admin/userlogin/$id')({
  component: Page,
});

function Page() {
  usePageTitle('Act as member');
  return <h1 className="text-2xl font-bold text-stone-900">Act as member</h1>;
}
