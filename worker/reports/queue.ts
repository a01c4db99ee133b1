import { sql } from 'kysely';
import type { z } from 'zod';
import { totalPagesOf } from '../../contract/admin/list-query';
import type { AdminReport, AdminReportPage, reportListQuerySchema } from '../../contract/admin/reports';
import type { AppDeps } from '../deps';

type ListQuery = z.infer<typeof reportListQuerySchema>;

/** Escapes LIKE's wildcards so a search for '50%' finds '50%'. */
const likeOf = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

function baseQuery(deps: AppDeps) {
  return deps.database.db
    .selectFrom('member_reports as r')
    .innerJoin('users as reporter', 'reporter.id', 'r.reporter_id')
    .innerJoin('users as member', 'member.id', 'r.reported_user_id')
    .leftJoin('member_profiles as p', 'p.user_id', 'member.id');
}

function selected(deps: AppDeps) {
  return baseQuery(deps).select([
    'r.id',
    'r.kind',
    'r.reason',
    'r.note',
    'r.transcript',
    'r.status',
    'r.outcome',
    'r.created_at',
    'r.decided_at',
    'reporter.id as reporter_id',
    'reporter.name as reporter_name',
    'member.id as member_id',
    'member.name as member_name',
    'member.status as member_status',
    'member.hidden_by_reports',
    'p.unique_id',
    'member.profile_picture',
    sql<number>`exists (select 1 from member_pictures mp where mp.name = r.target_id and mp.user_id = member.id)`.as('photo_kept'),
    sql<number>`(select count(distinct o.reporter_id) from member_reports o where o.reported_user_id = member.id and o.status = 'open')`.as('open_reporters'),
  ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selected>['execute']>>[number];

/** What the dialog can show: the reported photo while it stays on the site, else a profile report's profile picture. */
function photoOf(r: Row): AdminReport['photo'] {
  if (r.kind === 'photo') return r.photo_kept ? 'kept' : 'removed';
  return r.kind === 'profile' && r.profile_picture ? 'kept' : 'none';
}

function reportOf(r: Row): AdminReport {
  return {
    _id: r.id,
    kind: r.kind,
    reason: r.reason,
    note: r.note,
    transcript: r.transcript,
    status: r.status,
    outcome: r.outcome,
    createdAt: r.created_at,
    decidedAt: r.decided_at,
    photo: photoOf(r),
    reporter: { _id: r.reporter_id, name: r.reporter_name },
    reported: { _id: r.member_id, name: r.member_name, profileId: r.unique_id, status: r.member_status, hiddenByReports: r.hidden_by_reports === 1, openReporters: Number(r.open_reporters) },
  };
}

/** `GET /admin/reports`: waiting ones by default, the oldest first; searchable by either member's name or profile id. */
export async function listReports(deps: AppDeps, q: ListQuery): Promise<AdminReportPage> {
  const like = likeOf(q.search);
  const matching = sql<boolean>`(${q.status === 'all' ? sql`1` : sql`r.status = ${q.status}`}) and (${q.search ? sql`(lower(member.name) like ${like} escape '\\' or lower(reporter.name) like ${like} escape '\\' or lower(p.unique_id) like ${like} escape '\\')` : sql`1`})`;
  const [rows, count] = await Promise.all([
    selected(deps)
      .where(matching)
      .orderBy('r.created_at', q.direction)
      .orderBy('r.id')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    baseQuery(deps).where(matching).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  return { items: rows.map(reportOf), total, page: q.page, limit: q.limit, totalPages: totalPagesOf(total, q.limit) };
}
