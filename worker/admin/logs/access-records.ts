import { totalPagesOf, type AdminPage } from '../../../contract/admin/list-query';
import type { LogAccessRecord } from '../../../contract/admin/logs';
import type { AppDeps } from '../../deps';

/** `POST /admin/log`: the recorded reasons, newest first (who, why, about what, when). */
export async function logAccessPage(deps: AppDeps, q: { page: number; limit: number }): Promise<AdminPage<LogAccessRecord>> {
  const { db } = deps.database;
  const [rows, count] = await Promise.all([
    db
      .selectFrom('log_access_records')
      .leftJoin('users', 'users.id', 'log_access_records.admin_id')
      .select(['log_access_records.id', 'log_access_records.admin_id', 'log_access_records.admin_email', 'log_access_records.accessed_for', 'log_access_records.content', 'log_access_records.created_at', 'users.name'])
      .orderBy('log_access_records.created_at', 'desc')
      .orderBy('log_access_records.id', 'desc')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    db.selectFrom('log_access_records').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  return {
    items: rows.map((r) => ({
      _id: r.id,
      adminId: r.admin_id,
      adminEmail: r.admin_email,
      adminName: r.name,
      accessedFor: r.accessed_for,
      content: r.content,
      createdAt: r.created_at,
    })),
    total,
    page: q.page,
    limit: q.limit,
    totalPages: totalPagesOf(total, q.limit),
  };
}
