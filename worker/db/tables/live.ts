/** Row types of migrations/0029_create_socket_tickets.sql, kept by hand next to the SQL. */
export interface SocketTicketsTable {
  /** SHA-256 (hex) of the ticket; the ticket itself is never stored. */
  hash: string;
  user_id: string;
  expires_at: number;
}

export interface LiveTables {
  socket_tickets: SocketTicketsTable;
}
