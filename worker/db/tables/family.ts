/** Row types of migrations/0014_create_family_members.sql (family domain), kept by hand next to the SQL. */
import type { RelationId, RelationSide } from '../../../contract/reference';

export interface FamilyMembersTable {
  id: string;
  /** The member whose list this entry is in. */
  owner_id: string;
  /** to_name as typed (≤ 30). */
  name: string;
  /** Relation to the entry `member_from_id` ('self' for the owner's own entry). */
  relation_id: RelationId;
  side: RelationSide;
  /** The entry this one was added from; null only for self. */
  member_from_id: string | null;
  parent_id: string | null;
  spouse_id: string | null;
  parent_kind: 'birth' | 'adoptive';
  /** YYYY-MM-DD */
  dob: string | null;
  /**
   * 1 when the person has died (migrations/0044_record_family_deaths.sql). Optional: the
   * columns have defaults, and rows written before them (fixtures, the demo) are of the living.
   */
  deceased?: 0 | 1;
  /** YYYY-MM-DD when known; only with `deceased`. */
  date_of_death?: string | null;
  /** The member this person is (spec user_id). */
  linked_user_id: string | null;
  created_at: number;
  updated_at: number;
}

export type FamilyLinkStatus = 'pending' | 'verified' | 'approved' | 'rejected' | 'withdrawn';

export interface FamilyLinkRequestsTable {
  id: string;
  /** The entry of the requester's list that would be linked. */
  member_id: string;
  requester_id: string;
  /** The member asked to confirm they are that person. */
  user_id: string;
  status: FamilyLinkStatus;
  created_at: number;
  updated_at: number;
}

export interface FamilyTables {
  family_members: FamilyMembersTable;
  family_link_requests: FamilyLinkRequestsTable;
}
