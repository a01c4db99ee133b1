import { sql } from 'kysely';
import type { z } from 'zod';
import { totalPagesOf } from '../../contract/admin/list-query';
import type { AdminIdVerification, AdminIdVerificationPage, idVerificationListQuerySchema } from '../../contract/admin/id-verifications';
import type { AppDeps } from '../deps';

type ListQuery = z.infer<typeof idVerificationListQuerySchema>;

/** Escapes LIKE's wildcards so a search for '50%' finds '50%'. */
const likeOf = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

function baseQuery(deps: AppDeps) {
  return deps.database.db
    .selectFrom('id_verifications as v')
    .innerJoin('users as member', 'member.id', 'v.user_id')
    .leftJoin('member_profiles as profile', 'profile.user_id', 'v.user_id')
    .leftJoin('users as admin', 'admin.id', 'v.decided_by');
}

const columns = [
  'v.id',
  'v.user_id',
  'v.document_type',
  'v.status',
  'v.reason',
  'v.confirmed_name',
  'v.confirmed_dob',
  'v.created_at',
  'v.decided_at',
  'v.document_name',
  'v.selfie_name',
  'member.name as member_name',
  'member.dob as member_dob',
  'profile.unique_id as profile_id',
  'admin.name as admin_name',
] as const;

type Row = {
  id: string;
  user_id: string;
  document_type: AdminIdVerification['documentType'];
  status: AdminIdVerification['status'];
  reason: string | null;
  confirmed_name: string | null;
  confirmed_dob: string | null;
  created_at: number;
  decided_at: number | null;
  document_name: string | null;
  selfie_name: string | null;
  member_name: string;
  member_dob: string | null;
  profile_id: string | null;
  admin_name: string | null;
};

function requestOf(r: Row): AdminIdVerification {
  return {
    _id: r.id,
    member: { _id: r.user_id, name: r.member_name, profileId: r.profile_id },
    documentType: r.document_type,
    status: r.status,
    profileName: r.member_name,
    profileDob: r.member_dob,
    reason: r.reason,
    confirmedName: r.confirmed_name,
    confirmedDob: r.confirmed_dob,
    decidedBy: r.admin_name,
    createdAt: r.created_at,
    decidedAt: r.decided_at,
    documentsKept: !!(r.document_name && r.selfie_name),
  };
}

/** `GET /admin/idVerifications`: pending requests by default, oldest first; 'all' puts pending first. */
export async function listIdVerifications(deps: AppDeps, q: ListQuery): Promise<AdminIdVerificationPage> {
  let base = baseQuery(deps);
  if (q.status !== 'all') base = base.where('v.status', '=', q.status);
  if (q.search) {
    const like = likeOf(q.search);
    base = base.where(sql<boolean>`(lower(member.name) like ${like} escape '\\' or lower(profile.unique_id) like ${like} escape '\\')`);
  }
  const order = { created: sql`v.created_at`, decided: sql`v.decided_at`, name: sql`lower(member.name)` }[q.key];
  const [rows, count] = await Promise.all([
    base
      .select(columns)
      .orderBy(sql`v.status = 'pending'`, 'desc')
      .orderBy(sql`${order} ${sql.raw(q.direction)}`)
      .orderBy('v.id')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  return { items: rows.map(requestOf), total, page: q.page, limit: q.limit, totalPages: totalPagesOf(total, q.limit) };
}

/** One request as the review screen shows it, with the names of its stored images. */
export async function findIdVerification(deps: AppDeps, id: string) {
  const row = await baseQuery(deps).select(columns).where('v.id', '=', id).executeTakeFirst();
  return row ? { request: requestOf(row), documentName: row.document_name, selfieName: row.selfie_name } : undefined;
}
