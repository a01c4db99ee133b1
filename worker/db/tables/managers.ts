import type { FamilyRelation, HistoryAction, ProfileRole } from '../../../contract/managers';

/** Row types of migrations/0068 (issue 27, decision 0971), kept by hand next to the SQL they mirror. */
export interface ProfileManagersTable {
  profile_id: string;
  account_id: string;
  relation: FamilyRelation;
  added_at: number;
  added_by: string | null;
}

export interface ProfileInvitationsTable {
  id: string;
  profile_id: string;
  email: string;
  relation: FamilyRelation;
  role: ProfileRole;
  token_hash: string;
  invited_by: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface ProfileHistoryTable {
  id: string;
  profile_id: string;
  actor_id: string | null;
  action: HistoryAction;
  detail: string | null;
  at: number;
}

export interface FamilyConversationsTable {
  profile_id: string;
  partner_id: string;
  since: number;
}

export interface ManagersTables {
  profile_managers: ProfileManagersTable;
  profile_invitations: ProfileInvitationsTable;
  profile_history: ProfileHistoryTable;
  family_conversations: FamilyConversationsTable;
}
