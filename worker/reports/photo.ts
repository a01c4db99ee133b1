import { ADMIN_REPORTS_TEXT as TEXT } from '../../contract/admin/reports';
import { auditEntry } from '../admin/audit';
import { labelOf, requireMemberNamed } from '../admin/members/actions';
import type { AppDeps } from '../deps';
import type { Session } from '../http/context';
import { notFound } from '../http/errors';
import { picturesOf, type StoredPicture } from '../pictures/store';

/** The picture a report is about: the reported photo while it is the member's, or a profile report's profile picture. */
async function pictureNameOf(deps: AppDeps, report: { kind: string; target_id: string }, member: { id: string; profile_picture: string | null }): Promise<string> {
  if (report.kind === 'photo') {
    const row = await deps.database.db.selectFrom('member_pictures').select('name').where('name', '=', report.target_id).where('user_id', '=', member.id).executeTakeFirst();
    if (!row) throw notFound(TEXT.photoRemoved);
    return row.name;
  }
  if (report.kind === 'profile') {
    if (!member.profile_picture) throw notFound(TEXT.noProfilePicture);
    return member.profile_picture;
  }
  throw notFound(TEXT.noPhoto);
}

/**
 * `GET /admin/reports/{id}/photo` (decision 0958): the bytes straight from the pictures store, for
 * an administrator whatever the owner's privacy allows members (worker/pictures/access.ts), so
 * never through the public pictures route. Each view is in the audit trail, written before the
 * bytes leave, as the ID review's image views are.
 */
export async function reportedPhoto(deps: AppDeps, admin: Session, id: string): Promise<StoredPicture> {
  const report = await deps.database.db.selectFrom('member_reports').select(['id', 'kind', 'target_id', 'reported_user_id']).where('id', '=', id).executeTakeFirst();
  if (!report) throw notFound(TEXT.notFound);
  const member = await requireMemberNamed(deps, report.reported_user_id);
  const profile = await deps.database.db.selectFrom('users').select(['id', 'profile_picture']).where('id', '=', member.id).executeTakeFirstOrThrow();
  const name = await pictureNameOf(deps, report, profile);
  const stored = await picturesOf(deps).get(name);
  // A row whose bytes the store lost: as good as removed.
  if (!stored) throw notFound(report.kind === 'photo' ? TEXT.photoRemoved : TEXT.noProfilePicture);
  await deps.database.batch([
    auditEntry(deps, admin, {
      action: 'report.viewPhoto',
      targetType: 'member',
      targetId: member.id,
      targetLabel: labelOf(member),
      after: { report: report.id, kind: report.kind, photo: name },
    }),
  ]);
  return stored;
}
