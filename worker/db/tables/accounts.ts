import type { Locale } from '../../../contract/i18n/locales';
import type { Consent } from '../../../contract/managers';
import type { Generated } from 'kysely';

/** Row types of migrations/0001, 0002, 0017 and 0020, kept by hand next to the SQL they mirror. */
export interface UsersTable {
  id: string;
  role: 1 | 2;
  email: string;
  password_hash: string;
  name: string;
  gender: 'male' | 'female' | null;
  dob: string | null;
  profile_for: string | null;
  mother_tongue_id: string | null;
  religion_id: string | null;
  phone: string | null;
  is_email_verified: Generated<number>;
  status: Generated<'active' | 'deactivated' | 'blocked' | 'deleted'>;
  plan_id: string | null;
  profile_picture: string | null;
  created_at: number;
  updated_at: number;
  last_seen_at: number | null;
  /** Why and when an administrator blocked the member (migrations/0020); null when not blocked. */
  blocked_reason: Generated<string | null>;
  blocked_at: Generated<number | null>;
  /** contract/profile.ts completenessOf, kept by the triggers of migrations/0020 for sorting. */
  completeness: Generated<number>;
  /** When an administrator approved the member's ID (migrations/0056); null when not, or since the name or date of birth changed. */
  id_verified_at: Generated<number | null>;
  /** 1 while reports from several members wait for review (migrations/0058, decision 0958): left out of every list. */
  hidden_by_reports: Generated<number>;
  /** When the member confirmed `phone` by an SMS code (migrations/0052); null when not, or changed since. */
  phone_verified_at: Generated<number | null>;
  /** 1 while phone_verified_at is set, else NULL: a generated column the match index codes. */
  phone_verified: Generated<1 | null>;
  /** When the member made the registration declaration (migrations/0061, decision 0961); null before it existed. */
  declared_at: Generated<number | null>;
  /** When the member last downloaded their data (migrations/0061, decision 0962), for its hourly limit. */
  data_downloaded_at: Generated<number | null>;
  /** The language the member reads Sambandh in (migrations/0062, decision 0963); null: English. */
  language: Generated<Locale | null>;
  /** When the member chose `language` in a language menu; null while it follows their pages. */
  language_chosen_at: Generated<number | null>;
  /** 'family': an account that only acts for the profiles it manages, never listed (migrations/0068, decision 0971). */
  kind: Generated<'member' | 'family'>;
  /** The candidate's answer to a profile a manager made; null: a profile the member made themselves. */
  consent: Generated<Consent | null>;
  consent_at: Generated<number | null>;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  impersonated_by: string | null;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  ip: string | null;
  /** On an impersonation, the administrator's own session (migrations/0017). */
  admin_session_id: string | null;
  /** A manager's session acting for the profile `user_id`: the manager's account (migrations/0068). */
  managed_by: Generated<string | null>;
}

export interface AuthTokensTable {
  id: string;
  user_id: string;
  purpose: 'verify_email' | 'reset_password';
  token_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** A new member's e-mail code (migrations/0042, worker/auth/email-codes.ts). */
export interface EmailCodesTable {
  user_id: string;
  code_hash: string;
  created_at: number;
  expires_at: number;
}

export interface SignInFailuresTable {
  account: string;
  address: string;
  at: number;
}

export interface ImpersonationsTable {
  id: string;
  admin_id: string;
  member_id: string;
  session_id: string;
  started_at: number;
  ended_at: number | null;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  sender_id: string | null;
  type: string;
  content: string;
  link: string | null;
  is_read: Generated<number>;
  created_at: number;
  /** What a feed item is about, unique per member (migration 0032, worker/notifications/feed.ts); null for other notifications. */
  feed_key: string | null;
}

export interface PageLogsTable {
  id: string;
  user_id: string | null;
  ip: string | null;
  pathname: string;
  loading_time: number;
  time_spant: number;
  created_at: number;
}

export interface ApiLogsTable {
  id: string;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
  user_id: string | null;
  ip: string | null;
  created_at: number;
  /** The member whose session an acting administrator (user_id) made the request in (migration 0049). */
  acting_for: Generated<string | null>;
}

export interface AccountTables {
  users: UsersTable;
  sessions: SessionsTable;
  auth_tokens: AuthTokensTable;
  email_codes: EmailCodesTable;
  sign_in_failures: SignInFailuresTable;
  impersonations: ImpersonationsTable;
  notifications: NotificationsTable;
  page_logs: PageLogsTable;
  api_logs: ApiLogsTable;
}
