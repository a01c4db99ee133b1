import type { Generated } from 'kysely';

/** Row types of migrations/0007_create_member_social.sql, kept by hand next to the SQL. */
export interface BlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: number;
}

export interface ProfileVisitsTable {
  visitor_id: string;
  visited_id: string;
  last_visited_at: number;
  count: Generated<number>;
}

export interface RatingsTable {
  rater_id: string;
  rated_id: string;
  /** 1 to 5. */
  stars: number;
  created_at: number;
  updated_at: number;
}

export interface CommentsTable {
  id: string;
  author_id: string;
  /** The member on whose profile the comment stands. */
  owner_id: string;
  text: string;
  created_at: number;
  deleted_at: number | null;
}

export type MemberRequestStatus = 'pending' | 'accepted' | 'rejected' | 'withdrawn';

export interface MemberRequestsTable {
  id: string;
  from_user_id: string;
  to_user_id: string;
  /** 'interest' | 'photo' | 'contact' | 'horoscope' | 'tree' | … (the matching issue adds more). */
  type: string;
  status: Generated<MemberRequestStatus>;
  created_at: number;
  updated_at: number;
  /**
   * migrations/0015 (docs/decisions/0546): an interest sent for a person of the sender's family
   * list — the entry (NULL once deleted), and the name and English relation the receiver was
   * told. All NULL for the sender's own interest; for_member_name tells the two apart.
   */
  for_member_id: Generated<string | null>;
  for_member_name: Generated<string | null>;
  for_member_relation: Generated<string | null>;
  /** migrations/0068: the manager who sent it for the profile (issue 27); NULL when the member did. */
  sent_by: Generated<string | null>;
}

export interface SocialTables {
  blocks: BlocksTable;
  profile_visits: ProfileVisitsTable;
  ratings: RatingsTable;
  comments: CommentsTable;
  member_requests: MemberRequestsTable;
}
