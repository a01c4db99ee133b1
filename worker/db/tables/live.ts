/** Row types of migrations/0029_create_socket_tickets.sql and 0037, kept by hand next to the SQL. */
export interface SocketTicketsTable {
  /** SHA-256 (hex) of the ticket; the ticket itself is never stored. */
  hash: string;
  user_id: string;
  expires_at: number;
  /** The session that asked for the ticket; the socket it opens belongs to it. Null only before 0037. */
  session_id: string | null;
}

export interface LiveTables {
  socket_tickets: SocketTicketsTable;
}
