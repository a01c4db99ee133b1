import type { Compilable } from 'kysely';
import { ADMIN_REPORTS_TEXT as TEXT, type ReportDecision } from '../../contract/admin/reports';
import { m } from '../../contract/i18n/paraglide/messages';
import { auditEntry } from '../admin/audit';
import { labelOf, requireMemberNamed, setBlocked } from '../admin/members/actions';
import { idList } from '../db/chunks';
import type { AppDeps } from '../deps';
import type { Session } from '../http/context';
import { badRequest, notFound } from '../http/errors';
import { readerLocales } from '../i18n/reader-locale';
import { notificationInsert } from '../notifications/notify';
import { picturesOf } from '../pictures/store';
import { hiddenByReportsUpdate } from './hidden';

type Report = NonNullable<Awaited<ReturnType<typeof findReport>>>;

async function findReport(deps: AppDeps, id: string) {
  return deps.database.db.selectFrom('member_reports').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The open reports one decision settles: every report of the same thing (three members who
 * reported one profile are answered together), and for a block every report about the member.
 */
async function settledBy(deps: AppDeps, report: Report, decision: ReportDecision) {
  let q = deps.database.db.selectFrom('member_reports').select(['id', 'reporter_id']).where('status', '=', 'open').where('reported_user_id', '=', report.reported_user_id);
  if (decision.action !== 'block') q = q.where('kind', '=', report.kind).where('target_id', '=', report.target_id);
  return q.execute();
}

/** The photo's row goes, and the profile picture falls back to the newest other one (as the member's own delete does). */
function removePhotoQueries(deps: AppDeps, memberId: string, name: string): Compilable[] {
  const { db } = deps.database;
  return [
    db.deleteFrom('member_pictures').where('name', '=', name).where('user_id', '=', memberId),
    db
      .updateTable('users')
      .set((eb) => ({
        profile_picture: eb.selectFrom('member_pictures').select('name').where('user_id', '=', memberId).orderBy('created_at', 'desc').orderBy('name', 'desc').limit(1),
        updated_at: deps.now(),
      }))
      .where('id', '=', memberId)
      .where('profile_picture', '=', name),
  ];
}

/**
 * `POST /admin/reports/{id}` (decision 0958): dismiss, warn, remove the photo or block. The
 * reports it settles, the reporters' notifications (in general terms), what the member is
 * told, the member's return to the lists and the audit entry are one batch; blocking itself is
 * the Members page's own (its batch, its audit entry). False when already decided.
 */
export async function decideReport(deps: AppDeps, admin: Session, id: string, decision: ReportDecision): Promise<boolean> {
  const report = await findReport(deps, id);
  if (!report) throw notFound(TEXT.notFound);
  if (report.status !== 'open') return false;
  const { action } = decision;
  const member = await requireMemberNamed(deps, report.reported_user_id);
  let photo: string | null = null;
  if (action === 'hidePhoto') {
    if (report.kind !== 'photo') throw badRequest(TEXT.notAPhoto, { action: TEXT.notAPhoto });
    const row = await deps.database.db.selectFrom('member_pictures').select('name').where('name', '=', report.target_id).where('user_id', '=', member.id).executeTakeFirst();
    if (!row) throw badRequest(TEXT.photoGone, { action: TEXT.photoGone });
    photo = row.name;
  }
  if (action === 'block') await setBlocked(deps, admin, member, true, decision.reason ?? null);
  const settled = await settledBy(deps, report, decision);
  const now = deps.now();
  const { db } = deps.database;
  const acted = action !== 'dismiss';
  // Each told in their own language (decision 0963).
  const reporters = [...new Set(settled.map((r) => r.reporter_id))];
  const localeOf = await readerLocales(deps, [...reporters, member.id]);
  const outcome = acted ? m.server_note_report_acted : m.server_note_report_not_acted;
  const memberLocale = { locale: localeOf(member.id) };
  await deps.database.batch([
    db
      .updateTable('member_reports')
      .set({ status: 'decided', outcome: action, decided_by: admin.userId, decided_at: now })
      // Every open report on the member, however many: one JSON parameter (D1 binds at most 100, decision 0970).
      .where('id', 'in', idList(settled.map((r) => r.id)))
      .where('status', '=', 'open'),
    ...reporters.map((reporterId) => notificationInsert(deps, { userId: reporterId, type: 'report_outcome', content: outcome({}, { locale: localeOf(reporterId) }) })),
    ...(action === 'warn' ? [notificationInsert(deps, { userId: member.id, type: 'report_warning', content: m.server_note_report_warned({}, memberLocale) })] : []),
    ...(photo ? [...removePhotoQueries(deps, member.id, photo), notificationInsert(deps, { userId: member.id, type: 'report_photo_removed', content: m.server_note_report_photo_removed({}, memberLocale) })] : []),
    hiddenByReportsUpdate(deps, member.id),
    auditEntry(deps, admin, {
      action: `report.${action}`,
      targetType: 'member',
      targetId: member.id,
      targetLabel: labelOf(member),
      before: { report: report.id, kind: report.kind, reason: report.reason, reports: settled.length },
      after: { outcome: action, ...(photo ? { photo } : {}) },
      reason: decision.reason ?? null,
    }),
  ]);
  // The row is gone, so the photo is; the start's sweep removes bytes the store kept (decision 0424).
  if (photo) await picturesOf(deps).delete(photo).catch((err: unknown) => console.error(`Picture ${photo} stays in the store until the sweep:`, String(err)));
  return true;
}
