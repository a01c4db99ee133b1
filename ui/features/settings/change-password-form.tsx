import { ChangePasswordForm } from '../../components/change-password-form';
import { api, call } from '../../lib/api';
import { m } from '../../../contract/i18n/paraglide/messages';

/** PUT /user/changePass/{id}: the member's other sessions end, this one goes on. */
export function MemberChangePasswordForm({ userId, email }: { userId: string; email: string }) {
  return (
    <ChangePasswordForm
      email={email}
      description={m.settings_password_rules()}
      send={(json) => call(() => api.user.changePass[':id'].$put({ param: { id: userId }, json }))}
    />
  );
}
