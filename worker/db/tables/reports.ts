import type { Generated } from 'kysely';
import type { ReportAction, ReportKind, ReportReason } from '../../../contract/reports';

/** Row types of migrations/0058_create_member_reports.sql, kept by hand next to the SQL. */
export interface MemberReportsTable {
  id: string;
  reporter_id: string;
  kind: ReportKind;
  target_id: string;
  reported_user_id: string;
  reason: ReportReason;
  note: string | null;
  transcript: string | null;
  status: Generated<'open' | 'decided'>;
  outcome: ReportAction | null;
  decided_by: string | null;
  decided_at: number | null;
  created_at: number;
}

export interface ReportsTables {
  member_reports: MemberReportsTable;
}
