import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { AdminShell } from '../features/admin/admin-shell';
import { isAdminAtom } from '../state/session';

/** The back office (spec §6): a userId and role 1, else /adminlogin. */
export const Route = createFileRoute('/admin')({
  beforeLoad: ({ context }) => {
    if (!context.store.get(isAdminAtom)) throw redirect({ to: '/adminlogin' });
  },
  component: () => (
    <AdminShell>
      <Outlet />
    </AdminShell>
  ),
});
