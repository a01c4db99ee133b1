import type { Generated } from 'kysely';
import type { Locale } from '../../../contract/i18n/locales';

/** Row types of migrations/0060_create_grievances.sql, kept by hand next to the SQL. */
export interface GrievancesTable {
  id: string;
  year: number;
  serial: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  user_id: string | null;
  ip: string | null;
  status: Generated<'open' | 'resolved'>;
  created_at: number;
  acknowledged_at: number | null;
  due_at: number;
  resolution: string | null;
  resolved_at: number | null;
  resolved_by: string | null;
  /** The language of the page it was sent from (migrations/0063, decision 0963); null: English. */
  language: Generated<Locale | null>;
}

export interface GrievancesTables {
  grievances: GrievancesTable;
}
