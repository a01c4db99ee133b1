import type { AdminVisitorQuery, QueryStatus, UpdateQuery } from '../../../contract/admin/queries';
import { QUERIES_TEXT } from '../../../contract/admin/queries';
import type { AppDeps } from '../../deps';
import type { Session } from '../../http/context';
import { ApiError } from '../../http/errors';
import { senderLocale } from '../../i18n/reader-locale';
import { auditEntry } from '../audit';
import { replyMail } from './reply-mail';

/** What the query becomes: a reply answers it (unless the admin closes it too). */
function nextOf(query: AdminVisitorQuery, input: UpdateQuery): { status: QueryStatus; note: string | null } {
  const status = input.status ?? (input.reply !== undefined ? 'answered' : query.status);
  const note = input.note === undefined ? query.note : input.note || null;
  return { status, note };
}

/**
 * Applies `POST /admin/updatequeries`. A reply is sent first: only a reply the mailer took is
 * recorded (a failed send changes nothing and says so). The change and its audit entry are one
 * batch. Returns false when nothing would change.
 */
export async function updateQuery(deps: AppDeps, admin: Session, query: AdminVisitorQuery, input: UpdateQuery): Promise<boolean> {
  const next = nextOf(query, input);
  const replying = input.reply !== undefined;
  if (!replying && next.status === query.status && next.note === query.note) return false;
  if (replying) {
    const locale = await senderLocale(deps, 'visitor_queries', query._id);
    try {
      await deps.mailer.send(replyMail(query, input.reply!, locale));
    } catch (error) {
      console.error('Reply to a visitor query not sent', error);
      throw new ApiError(502, QUERIES_TEXT.mailFailed);
    }
  }
  const now = deps.now();
  const { db } = deps.database;
  const set = {
    status: next.status,
    admin_note: next.note,
    updated_at: now,
    ...(replying ? { reply: input.reply!, replied_at: now, replied_by: admin.userId } : {}),
  };
  await deps.database.batch([
    db.updateTable('visitor_queries').set(set).where('id', '=', query._id),
    auditEntry(deps, admin, {
      action: replying ? 'query.reply' : 'query.update',
      targetType: 'visitorQuery',
      targetId: query._id,
      targetLabel: `${query.subject} (${query.name})`,
      before: { status: query.status, note: query.note },
      after: { status: next.status, note: next.note, ...(replying ? { reply: input.reply } : {}) },
    }),
  ]);
  return true;
}
