import type { Generated } from 'kysely';

/** Row types of migrations/0028_create_messaging.sql, kept by hand next to the SQL. */
export interface ConversationsTable {
  id: Generated<number>;
  /** The pair, user_a < user_b. */
  user_a: string;
  user_b: string;
  /** Who sent the first message. */
  opened_by: string;
  last_message_id: number | null;
  last_message_at: number | null;
  unread_a: Generated<number>;
  unread_b: Generated<number>;
  /** Kept by trigger with the three above (migration 0066). */
  message_count: Generated<number>;
  created_at: number;
}

export interface MessagesTable {
  /** Grows: a later message has a greater id. */
  id: Generated<number>;
  conversation_id: number;
  from_user_id: string;
  to_user_id: string;
  text: string;
  client_id: string;
  sent_at: number;
  delivered_at: number | null;
  read_at: number | null;
}

export interface LettersTable {
  id: string;
  from_user_id: string;
  to_user_id: string;
  subject: string;
  body: string;
  sent_at: number;
  read_at: number | null;
  deleted_by_sender: Generated<number>;
  deleted_by_recipient: Generated<number>;
}

export interface MessagingTables {
  conversations: ConversationsTable;
  messages: MessagesTable;
  letters: LettersTable;
}
