import { sql } from 'kysely';
import { GRIEVANCE_TEXT, type AdminGrievance } from '../../contract/grievances';
import { auditEntryIf } from '../admin/audit';
import type { AppDeps } from '../deps';
import type { Session } from '../http/context';
import { ApiError } from '../http/errors';
import { senderLocale } from '../i18n/reader-locale';
import { resolutionMail } from './mails';

/**
 * `POST /admin/grievances/{id}`: the reply is mailed first, so only a reply the mailer took is
 * recorded (a failed send changes nothing and says so). The change is guarded on the complaint
 * still being open and audited in the same batch, so of two administrators only one resolves it.
 * Returns false when it was already resolved.
 */
export async function resolveGrievance(deps: AppDeps, admin: Session, g: AdminGrievance, reply: string): Promise<boolean> {
  if (g.status !== 'open') return false;
  const locale = await senderLocale(deps, 'grievances', g._id);
  try {
    await deps.mailer.send(resolutionMail(g, reply, locale));
  } catch (error) {
    console.error('Resolution of a grievance not sent', error);
    throw new ApiError(502, GRIEVANCE_TEXT.mailFailed);
  }
  const now = deps.now();
  const { db } = deps.database;
  await deps.database.batch([
    db
      .updateTable('grievances')
      .set({ status: 'resolved', resolution: reply, resolved_at: now, resolved_by: admin.userId })
      .where('id', '=', g._id)
      .where('status', '=', 'open'),
    auditEntryIf(
      deps,
      admin,
      { action: 'grievance.resolve', targetType: 'grievance', targetId: g._id, targetLabel: `${g.number} (${g.name})`, before: { status: 'open' }, after: { status: 'resolved', reply } },
      sql`exists (select 1 from grievances where id = ${g._id} and resolved_at = ${now} and resolved_by = ${admin.userId})`,
    ),
  ]);
  const after = await db.selectFrom('grievances').select('resolved_at').where('id', '=', g._id).executeTakeFirst();
  return after?.resolved_at === now;
}
