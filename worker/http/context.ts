import type { AppDeps } from '../deps';
import type { SessionUser } from '../auth/users';
import type { ActingManager } from '../../contract/managers';

/** The signed-in caller, as the session middleware found it. */
export interface Session {
  sessionId: string;
  userId: string;
  role: 1 | 2;
  /** The admin acting as this member, when the session is an impersonation. */
  impersonatedBy: string | null;
  /** The family manager acting for this profile, when the session is theirs (decision 0971). */
  managedBy: ActingManager | null;
  /** The caller's account as it stood when this request began. */
  user: SessionUser;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    session: Session | null;
    ip: string | null;
  };
}
