import { sql } from 'kysely';
import type { z } from 'zod';
import { ADS_TEXT, type AdForm, type AdminAd, type AdminAdPage, type adListQuerySchema } from '../../../contract/admin/ads';
import { totalPagesOf } from '../../../contract/admin/list-query';
import type { AppDeps } from '../../deps';
import type { Session } from '../../http/context';
import { notFound } from '../../http/errors';
import { newId } from '../../ids';
import { auditEntry } from '../audit';

type ListQuery = z.infer<typeof adListQuerySchema>;
type AdRow = { id: string; position: string; html_content: string; created_at: number };

const adminAdOf = (r: AdRow): AdminAd => ({ _id: r.id, position: r.position, htmlContent: r.html_content, createdAt: r.created_at });

/** A short label for the audit trail: the position and the ad's first words of text. */
const labelOf = (r: { position: string; html_content: string }) =>
  `${r.position}: ${r.html_content.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 60)}`;

/** `GET /admin/ads`: newest first, by position when asked, searchable in the HTML. */
export async function listAds(deps: AppDeps, q: ListQuery): Promise<AdminAdPage> {
  const { db } = deps.database;
  let base = db.selectFrom('ads');
  if (q.position) base = base.where('position', '=', q.position);
  if (q.search) base = base.where(sql<boolean>`html_content like ${`%${q.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`} escape '\\'`);
  const order = q.key === 'position' ? 'position' : 'created_at';
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy(order, q.direction).orderBy('created_at', 'desc').orderBy('id').limit(q.limit).offset((q.page - 1) * q.limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  return { items: rows.map(adminAdOf), total, page: q.page, limit: q.limit, totalPages: totalPagesOf(total, q.limit) };
}

const findAd = (deps: AppDeps, id: string) => deps.database.db.selectFrom('ads').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * `POST /admin/ads`: adds an ad, or changes the one named by `_id`. The triggers of migration
 * 0021 bump the page data's version, so members' next page carries it (decision 0804).
 */
export async function saveAd(deps: AppDeps, admin: Session, input: AdForm): Promise<{ ad: AdminAd; outcome: 'added' | 'saved' | 'unchanged' }> {
  const { db } = deps.database;
  if (input._id === undefined) {
    const row = { id: newId(), position: input.position, html_content: input.htmlContent, created_at: deps.now() };
    await deps.database.batch([
      db.insertInto('ads').values(row),
      auditEntry(deps, admin, { action: 'ad.add', targetType: 'ad', targetId: row.id, targetLabel: labelOf(row), after: { position: row.position, htmlContent: row.html_content } }),
    ]);
    return { ad: adminAdOf(row), outcome: 'added' };
  }
  const before = await findAd(deps, input._id);
  if (!before) throw notFound(ADS_TEXT.notFound);
  const after = { ...before, position: input.position, html_content: input.htmlContent };
  if (before.position === after.position && before.html_content === after.html_content) return { ad: adminAdOf(before), outcome: 'unchanged' };
  await deps.database.batch([
    db.updateTable('ads').set({ position: after.position, html_content: after.html_content }).where('id', '=', before.id),
    auditEntry(deps, admin, {
      action: 'ad.update',
      targetType: 'ad',
      targetId: before.id,
      targetLabel: labelOf(after),
      before: { position: before.position, htmlContent: before.html_content },
      after: { position: after.position, htmlContent: after.html_content },
    }),
  ]);
  return { ad: adminAdOf(after), outcome: 'saved' };
}

/** `DELETE /admin/ads/{id}`: the ad and its audit entry (which keeps the HTML it had). */
export async function deleteAd(deps: AppDeps, admin: Session, id: string): Promise<void> {
  const before = await findAd(deps, id);
  if (!before) throw notFound(ADS_TEXT.notFound);
  await deps.database.batch([
    deps.database.db.deleteFrom('ads').where('id', '=', id),
    auditEntry(deps, admin, { action: 'ad.delete', targetType: 'ad', targetId: id, targetLabel: labelOf(before), before: { position: before.position, htmlContent: before.html_content } }),
  ]);
}
