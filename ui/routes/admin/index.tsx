import { createFileRoute } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { ActAsMemberForm } from '../../features/admin/act-as-member-form';
import { usePageTitle } from '../../lib/page-title';
import { sessionAtom } from '../../state/session';

export const Route = createFileRoute('/admin/')({
  component: AdminDashboard,
});

function AdminDashboard() {
  usePageTitle('Admin dashboard');
  const name = useAtomValue(sessionAtom)?.userData.name;
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-stone-900">Welcome, {name}</h1>
        <p className="mt-1 text-stone-700">
          This is the Sambandh back office. The sections on the left open as they are built; for now you can act as a member and
          change your password.
        </p>
      </div>
      <section className="rounded-xl border border-stone-300 bg-white p-6 shadow-sm">
        <ActAsMemberForm />
      </section>
    </div>
  );
}
