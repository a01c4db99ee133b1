import { sql } from 'kysely';
import type { z } from 'zod';
import { totalPagesOf } from '../../contract/admin/list-query';
import { grievanceNumberText, type AdminGrievance, type AdminGrievancePage, type grievanceListQuerySchema } from '../../contract/grievances';
import type { AppDeps } from '../deps';

type ListQuery = z.infer<typeof grievanceListQuerySchema>;

/** Escapes LIKE's wildcards so a search for '50%' finds '50%'. */
const likeOf = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

function baseQuery(deps: AppDeps) {
  return deps.database.db
    .selectFrom('grievances as g')
    .leftJoin('users as member', 'member.id', 'g.user_id')
    .leftJoin('users as admin', 'admin.id', 'g.resolved_by');
}

const columns = [
  'g.id',
  'g.year',
  'g.serial',
  'g.name',
  'g.email',
  'g.subject',
  'g.message',
  'g.status',
  'g.created_at',
  'g.acknowledged_at',
  'g.due_at',
  'g.resolution',
  'g.resolved_at',
  'member.id as member_id',
  'member.name as member_name',
  'admin.name as admin_name',
] as const;

type Row = {
  id: string;
  year: number;
  serial: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: AdminGrievance['status'];
  created_at: number;
  acknowledged_at: number | null;
  due_at: number;
  resolution: string | null;
  resolved_at: number | null;
  member_id: string | null;
  member_name: string | null;
  admin_name: string | null;
};

function grievanceOf(r: Row, now: number): AdminGrievance {
  return {
    _id: r.id,
    number: grievanceNumberText(r.year, r.serial),
    name: r.name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    member: r.member_id ? { _id: r.member_id, name: r.member_name ?? '' } : null,
    status: r.status,
    createdAt: r.created_at,
    acknowledgedAt: r.acknowledged_at,
    dueAt: r.due_at,
    timeLeft: r.status === 'open' ? r.due_at - now : null,
    resolution: r.resolution,
    resolvedAt: r.resolved_at,
    resolvedBy: r.admin_name,
  };
}

/** `GET /admin/grievances`: open complaints, the nearest due first, searchable by name, e-mail, subject or number. */
export async function listGrievances(deps: AppDeps, q: ListQuery): Promise<AdminGrievancePage> {
  let base = baseQuery(deps);
  if (q.status !== 'all') base = base.where('g.status', '=', q.status);
  if (q.search) {
    const like = likeOf(q.search);
    const number = /^GRV-(\d{4})-(\d{1,6})$/i.exec(q.search.trim());
    base = number
      ? base.where('g.year', '=', Number(number[1])).where('g.serial', '=', Number(number[2]))
      : base.where(sql<boolean>`(lower(g.name) like ${like} escape '\\' or lower(g.email) like ${like} escape '\\' or lower(g.subject) like ${like} escape '\\')`);
  }
  const order = { due: sql`g.due_at`, created: sql`g.created_at` }[q.key];
  const [rows, count] = await Promise.all([
    base
      .select(columns)
      .orderBy(sql`${order} ${sql.raw(q.direction)}`)
      .orderBy('g.id')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  const now = deps.now();
  return { items: rows.map((r) => grievanceOf(r, now)), total, page: q.page, limit: q.limit, totalPages: totalPagesOf(total, q.limit) };
}

/** One complaint as the queue shows it, or undefined. */
export async function findGrievance(deps: AppDeps, id: string): Promise<AdminGrievance | undefined> {
  const row = await baseQuery(deps).select(columns).where('g.id', '=', id).executeTakeFirst();
  return row ? grievanceOf(row, deps.now()) : undefined;
}
