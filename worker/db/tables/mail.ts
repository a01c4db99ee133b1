/** Row types of migrations/0033_create_mail_sends.sql, kept by hand next to the SQL. */
export interface MailSendsTable {
  /** SHA-256 (hex) of the address mailed; the address itself is not kept. */
  target: string;
  /** The caller's address ('' when unknown); null for a sign-up's own first link. */
  caller: string | null;
  at: number;
  /** 1: within the limits, 0: held back. */
  sent: 0 | 1;
}

export interface MailTables {
  mail_sends: MailSendsTable;
}
