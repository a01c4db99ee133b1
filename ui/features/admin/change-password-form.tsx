import { useAtomValue } from 'jotai';
import { ChangePasswordForm } from '../../components/change-password-form';
import { api, call } from '../../lib/api';
import { sessionAtom } from '../../state/session';

/** PUT /admin/changePass/{id} for the signed-in administrator. */
export function AdminChangePasswordForm() {
  const session = useAtomValue(sessionAtom);
  if (!session) return null;
  return (
    <ChangePasswordForm
      email={session.userData.email}
      description="At least 8 characters, with a letter and a digit. Your other sessions are signed out."
      send={(json) => call(() => api.admin.changePass[':id'].$put({ param: { id: session.userId }, json }))}
    />
  );
}
