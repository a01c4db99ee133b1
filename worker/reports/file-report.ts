import { REPORT_TEXT, type ReportInput } from '../../contract/reports';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../http/errors';
import { newId } from '../ids';
import { conversationTranscript } from '../messaging/report';
import { mayViewPictures } from '../pictures/access';
import { memberSeenBy } from '../social/reach';
import { hiddenByReportsUpdate } from './hidden';

type Reporter = { _id: string; name: string };

/** The member a report is about, and the transcript for a conversation: what the reporter may see, or 404. */
async function reportedThing(deps: AppDeps, reporter: Reporter, input: ReportInput): Promise<{ memberId: string; transcript: string | null }> {
  if (input.kind === 'photo') {
    const owner = await deps.database.db
      .selectFrom('member_pictures')
      .innerJoin('users', 'users.id', 'member_pictures.user_id')
      .select(['users.id', 'users.status'])
      .where('member_pictures.name', '=', input.targetId)
      .executeTakeFirst();
    if (owner?.id === reporter._id) throw badRequest(REPORT_TEXT.oneself, { targetId: REPORT_TEXT.oneself });
    if (!owner || !(await mayViewPictures(deps, owner, reporter._id))) throw notFound(REPORT_TEXT.photoNotFound);
    return { memberId: owner.id, transcript: null };
  }
  if (input.targetId === reporter._id) throw badRequest(REPORT_TEXT.oneself, { targetId: REPORT_TEXT.oneself });
  if (input.kind === 'conversation') {
    // Only a conversation the reporter is in (conversationTranscript refuses others); its messages only when they share them.
    const transcript = await conversationTranscript(deps, reporter, input.targetId);
    return { memberId: input.targetId, transcript: input.shareTranscript ? transcript : null };
  }
  // A profile the reporter can see; their own block does not stop a report (one blocks, then reports).
  await memberSeenBy(deps, reporter._id, input.targetId);
  return { memberId: input.targetId, transcript: null };
}

/**
 * `POST /user/report` (issue 24, decision 0958): one report per reporter per thing; the second
 * changes nothing (false). The report and the member's hiding, once enough distinct members
 * reported them, are one batch.
 */
export async function fileReport(deps: AppDeps, reporter: Reporter, input: ReportInput): Promise<boolean> {
  const { db } = deps.database;
  const { memberId, transcript } = await reportedThing(deps, reporter, input);
  const already = await db
    .selectFrom('member_reports')
    .select('id')
    .where('reporter_id', '=', reporter._id)
    .where('kind', '=', input.kind)
    .where('target_id', '=', input.targetId)
    .executeTakeFirst();
  if (already) return false;
  await deps.database.batch([
    db
      .insertInto('member_reports')
      .values({
        id: newId(),
        reporter_id: reporter._id,
        kind: input.kind,
        target_id: input.targetId,
        reported_user_id: memberId,
        reason: input.reason,
        note: input.note || null,
        transcript,
        created_at: deps.now(),
      })
      // A double click: the first one counts.
      .onConflict((oc) => oc.columns(['reporter_id', 'kind', 'target_id']).doNothing()),
    hiddenByReportsUpdate(deps, memberId),
  ]);
  return true;
}
