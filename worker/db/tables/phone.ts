/** Row types of migrations/0052 (phone verification, issue 24), kept by hand next to the SQL. */
export interface PhoneCodesTable {
  user_id: string;
  /** E.164, the number the code was sent to. */
  phone: string;
  code_hash: string;
  tries: number;
  created_at: number;
  expires_at: number;
}

export interface PhoneTables {
  phone_codes: PhoneCodesTable;
}
