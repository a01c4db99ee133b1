import { ADMIN_SESSION_STORAGE_KEY, ROLE_ADMIN } from '../../../contract/limits';
import { api, call } from '../../lib/api';
import { beginSession, type Go } from '../../lib/session';
import { writeStoredSession } from '../../lib/session-storage';
import { showToast } from '../../state/alerts';
import { impersonatingAtom, sessionAtom } from '../../state/session';
import { appStore } from '../../state/store';

/**
 * Act as a member (spec §4, §6): GET /admin/userlogin/{id} opens a member session. The admin's
 * own session waits under ADMIN_SESSION_STORAGE_KEY; logging out of the member session puts
 * it back and returns to /admin. Returns the error text, or null on success.
 */
export async function actAsMember(memberId: string, go: Go): Promise<string | null> {
  const admin = appStore.get(sessionAtom);
  if (!admin || admin.userRole !== ROLE_ADMIN) return 'Sign in as an administrator first.';
  const res = await call(() => api.admin.userlogin[':id'].$get({ param: { id: memberId } }));
  if (!res.ok) return res.error;
  writeStoredSession(admin, ADMIN_SESSION_STORAGE_KEY);
  appStore.set(impersonatingAtom, true);
  beginSession(res.body);
  if (res.body.message) showToast(res.body.message, 'info', 5000);
  await go('/dashboard');
  return null;
}
