import { useAtomValue } from 'jotai';
import { ChangePasswordForm } from '../../components/change-password-form';
import { api, call } from '../../lib/api';
import { sessionAtom } from '../../state/session';
import { m } from '../../../contract/i18n/paraglide/messages';

/**
 * PUT /user/changePass/{id}: the member's other sessions end, this one goes on. A family
 * manager changes their own account's password, never the candidate's (issue 27).
 */
export function MemberChangePasswordForm({ userId, email }: { userId: string; email: string }) {
  const user = useAtomValue(sessionAtom)?.userData;
  const manager = user && 'managedBy' in user ? user.managedBy : null;
  return (
    <ChangePasswordForm
      email={manager ? '' : email}
      description={m.settings_password_rules()}
      send={(json) => call(() => api.user.changePass[':id'].$put({ param: { id: manager?.accountId ?? userId }, json }))}
    />
  );
}
