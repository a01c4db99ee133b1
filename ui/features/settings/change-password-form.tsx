import { ChangePasswordForm } from '../../components/change-password-form';
import { api, call } from '../../lib/api';

/** PUT /user/changePass/{id}: the member's other sessions end, this one goes on. */
export function MemberChangePasswordForm({ userId, email }: { userId: string; email: string }) {
  return (
    <ChangePasswordForm
      email={email}
      description="At least 8 characters, with a letter and a digit. You stay signed in here; other devices are signed out."
      send={(json) => call(() => api.user.changePass[':id'].$put({ param: { id: userId }, json }))}
    />
  );
}
