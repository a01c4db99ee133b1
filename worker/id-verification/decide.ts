import { sql, type SqlBool } from 'kysely';
import { ID_REVIEW_TEXT, type IdVerificationDecision } from '../../contract/admin/id-verifications';
import { m } from '../../contract/i18n/paraglide/messages';
import type { Locale } from '../../contract/i18n/locales';
import { auditEntryIf } from '../admin/audit';
import type { AppDeps } from '../deps';
import type { Session } from '../http/context';
import { conflict, notFound } from '../http/errors';
import { readerLocale } from '../i18n/reader-locale';
import { newId } from '../ids';
import { noticeMail } from '../mail/notice-mail';
import { notificationInsertIf } from '../notifications/notify';
import { tellChanged } from '../notifications/tell-changed';
import { findIdVerification } from './admin-list';
import { forgetDocuments } from './sweep';

/**
 * An administrator decides a request, in one batch: the request gets the decision (approved, only
 * while the profile's name and date of birth are still those the administrator confirmed), the
 * member's badge, a notification and the audit entry, each guarded by the batch's own decision
 * id, so two administrators at once give one decision. Then the images are deleted (decision
 * 0956) and the member is mailed. `changed` false: it was decided already.
 */
export async function decideIdVerification(deps: AppDeps, admin: Session, id: string, d: IdVerificationDecision): Promise<{ changed: boolean }> {
  const found = await findIdVerification(deps, id);
  if (!found) throw notFound(ID_REVIEW_TEXT.notFound);
  const { request } = found;
  if (request.status !== 'pending') return { changed: false };
  if (d.decision === 'approved' && !request.profileDob) throw conflict(ID_REVIEW_TEXT.noDob);

  const now = deps.now();
  const decisionId = newId();
  const { db } = deps.database;
  const ours = sql<SqlBool>`exists (select 1 from id_verifications where id = ${id} and decision_id = ${decisionId})`;
  const approved = d.decision === 'approved';
  const confirmed = d.decision === 'approved' ? { name: d.name, dob: d.dob } : null;
  const memberId = request.member._id;
  // The notification and the mail say the same, in the member's language (decision 0963).
  const locale = await readerLocale(deps, memberId);
  const notice = approved ? m.server_note_id_approved({}, { locale }) : m.server_note_id_rejected({ reason: d.reason }, { locale });
  await deps.database.batch([
    db
      .updateTable('id_verifications')
      .set({
        status: d.decision,
        decided_at: now,
        decided_by: admin.userId,
        decision_id: decisionId,
        reason: approved ? null : d.reason,
        confirmed_name: confirmed?.name ?? null,
        confirmed_dob: confirmed?.dob ?? null,
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      // What the administrator confirmed must be the profile's as the batch runs.
      .$if(confirmed !== null, (q) => q.where((eb) => eb.exists(eb.selectFrom('users').select('id').where('id', '=', memberId).where('name', '=', confirmed!.name).where('dob', '=', confirmed!.dob)))),
    ...(approved ? [db.updateTable('users').set({ id_verified_at: now }).where('id', '=', memberId).where(() => ours)] : []),
    notificationInsertIf(deps, { userId: memberId, type: 'id_verification', content: notice, link: '/setting' }, ours),
    auditEntryIf(
      deps,
      admin,
      {
        action: approved ? 'idVerification.approve' : 'idVerification.reject',
        targetType: 'member',
        targetId: memberId,
        targetLabel: request.member.profileId ? `${request.member.name} (${request.member.profileId})` : request.member.name,
        before: { status: 'pending', documentType: request.documentType },
        after: confirmed ? { status: 'approved', ...confirmed } : { status: 'rejected' },
        reason: approved ? null : d.reason,
      },
      ours,
    ),
  ]);
  const decided = await db.selectFrom('id_verifications').select(['decision_id', 'status']).where('id', '=', id).executeTakeFirst();
  if (decided?.decision_id !== decisionId) {
    if (decided?.status === 'pending') throw conflict(ID_REVIEW_TEXT.profileChanged);
    return { changed: false };
  }
  await forgetDocuments(deps, [{ id, document_name: found.documentName, selfie_name: found.selfieName }]);
  await Promise.all([tellMember(deps, memberId, notice, locale), tellChanged(deps, memberId, ['notifications'])]);
  return { changed: true };
}

/** The mail of a decision; the notification is in the batch. A failed mail does not undo the decision. */
async function tellMember(deps: AppDeps, memberId: string, notice: string, locale: Locale): Promise<void> {
  const member = await deps.database.db.selectFrom('users').select(['name', 'email']).where('id', '=', memberId).executeTakeFirst();
  if (!member) return;
  const text = noticeMail(member.name, notice, m.server_mail_your_settings({ link: `${deps.config.publicUrl}/setting` }, { locale }), locale);
  await deps.mailer.send({ to: member.email, subject: m.server_mail_id_subject({}, { locale }), text }).catch((e: unknown) => console.error('ID decision mail failed', e));
}
