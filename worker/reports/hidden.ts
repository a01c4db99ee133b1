import { sql } from 'kysely';
import type { AppDeps } from '../deps';

type Deps = Pick<AppDeps, 'database' | 'config'>;

/** Distinct members with an open report about `memberId`, as SQL (the index member_reports_reported answers it). */
const openReporters = (memberId: string) =>
  sql<number>`(select count(distinct r.reporter_id) from member_reports r where r.reported_user_id = ${memberId} and r.status = 'open')`;

/**
 * `users.hidden_by_reports` as the open reports now say (decision 0958): set once REPORTS_TO_HIDE
 * distinct members wait for review, cleared when fewer do. Run in the same batch as the write
 * that changed the reports, after it; changes nothing (and logs no search change) when it holds.
 */
export function hiddenByReportsUpdate(deps: Deps, memberId: string) {
  const hide = sql<number>`case when ${openReporters(memberId)} >= ${deps.config.reportsToHide} then 1 else 0 end`;
  return deps.database.db
    .updateTable('users')
    .set({ hidden_by_reports: hide })
    .where('id', '=', memberId)
    .where('hidden_by_reports', '!=', hide);
}
