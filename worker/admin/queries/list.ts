import { sql } from 'kysely';
import type { z } from 'zod';
import { totalPagesOf } from '../../../contract/admin/list-query';
import type { AdminVisitorQuery, AdminVisitorQueryPage, queryListQuerySchema } from '../../../contract/admin/queries';
import type { AppDeps } from '../../deps';

type ListQuery = z.infer<typeof queryListQuerySchema>;

/** Escapes LIKE's wildcards so a search for '50%' finds '50%'. */
const likeOf = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

function baseQuery(deps: AppDeps) {
  return deps.database.db
    .selectFrom('visitor_queries as q')
    .leftJoin('users as member', 'member.id', 'q.user_id')
    .leftJoin('users as admin', 'admin.id', 'q.replied_by');
}

const columns = [
  'q.id',
  'q.name',
  'q.email',
  'q.phone',
  'q.subject',
  'q.message',
  'q.attachment',
  'q.status',
  'q.admin_note',
  'q.reply',
  'q.replied_at',
  'q.created_at',
  'q.updated_at',
  'member.id as member_id',
  'member.name as member_name',
  'admin.name as admin_name',
] as const;

function queryOf(r: {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  attachment: string | null;
  status: AdminVisitorQuery['status'];
  admin_note: string | null;
  reply: string | null;
  replied_at: number | null;
  created_at: number;
  updated_at: number;
  member_id: string | null;
  member_name: string | null;
  admin_name: string | null;
}): AdminVisitorQuery {
  return {
    _id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    subject: r.subject,
    message: r.message,
    attachment: r.attachment,
    member: r.member_id ? { _id: r.member_id, name: r.member_name ?? '' } : null,
    status: r.status,
    note: r.admin_note,
    reply: r.reply,
    repliedAt: r.replied_at,
    repliedBy: r.admin_name,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}
/** `GET /admin/queries`: newest first by default, by status, searchable by name, e-mail or subject. */
export async function listQueries(deps: AppDeps, q: ListQuery): Promise<AdminVisitorQueryPage> {
  let base = baseQuery(deps);
  if (q.status !== 'all') base = base.where('q.status', '=', q.status);
  if (q.search) {
    const like = likeOf(q.search);
    base = base.where(sql<boolean>`(lower(q.name) like ${like} escape '\\' or lower(q.email) like ${like} escape '\\' or lower(q.subject) like ${like} escape '\\')`);
  }
  const order = { created: sql`q.created_at`, updated: sql`q.updated_at`, name: sql`lower(q.name)`, subject: sql`lower(q.subject)`, status: sql`q.status` }[q.key];
  const [rows, count] = await Promise.all([
    base
      .select(columns)
      .orderBy(sql`${order} ${sql.raw(q.direction)}`)
      .orderBy('q.id')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  return { items: rows.map(queryOf), total, page: q.page, limit: q.limit, totalPages: totalPagesOf(total, q.limit) };
}

/** One query as the list shows it, or undefined. */
export async function findQuery(deps: AppDeps, id: string): Promise<AdminVisitorQuery | undefined> {
  const row = await baseQuery(deps).select(columns).where('q.id', '=', id).executeTakeFirst();
  return row ? queryOf(row) : undefined;
}
