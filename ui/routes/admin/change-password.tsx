import { createFileRoute } from '@tanstack/react-router';
import { AdminChangePasswordForm } from '../../features/admin/change-password-form';
import { usePageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/admin/change-password')({
  component: ChangePasswordPage,
});

function ChangePasswordPage() {
  usePageTitle('Change password');
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <h1 className="text-2xl font-bold text-stone-900">Change password</h1>
      <section aria-label="Change password" className="rounded-xl border border-stone-300 bg-white p-6 shadow-sm">
        <AdminChangePasswordForm />
      </section>
    </div>
  );
}
