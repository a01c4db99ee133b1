import type { AppDeps } from '../deps';

/** The signed-in caller, as the session middleware found it. */
export interface Session {
  sessionId: string;
  userId: string;
  role: 1 | 2;
  /** The admin acting as this member, when the session is an impersonation. */
  impersonatedBy: string | null;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    session: Session | null;
    ip: string | null;
  };
}
