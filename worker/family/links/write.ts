import { sql } from 'kysely';
import { LINK_TEXT, type LinkRequestInput } from '../../../contract/family-links';
import type { FamilyLinkStatus } from '../../db/tables/family';
import type { AppDeps } from '../../deps';
import type { Session } from '../../http/context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { newId } from '../../ids';
import { tellChanged } from '../../notifications/tell-changed';
import { isBlockedEitherWay } from '../../social/reach';
import { relationInSentence } from '../relation-names';
import { viewerLanguage } from '../viewer';
import { LINKS_PAGE, noteIf, requestNowIs } from './notes';
import { entryRelationNames } from './relation-text';
import { assertNotElsewhere, memberToLink, ownEntry } from './rules';
import { m } from '../../../contract/i18n/paraglide/messages';
import { readerLocale } from '../../i18n/reader-locale';

/**
 * The link flow (docs/decisions/0755): request → verified → approved, or rejected / withdrawn.
 * Each step is conditional SQL in one batch, so a double click or two tabs change nothing twice.
 * Only approval writes family_members.linked_user_id; nothing a member typed is overwritten.
 */
export type LinkOutcome = { changed: boolean; message: string; requestId: string | null; status?: string };

const OPEN = ['pending', 'verified'] as const;

export async function requestLink(deps: AppDeps, session: Session, input: LinkRequestInput): Promise<LinkOutcome> {
  const me = session.userId;
  const entry = await ownEntry(deps, me, input.memberId);
  const target = await memberToLink(deps, me, input);
  if (entry.linked_user_id === target.id) return { changed: false, message: LINK_TEXT.alreadyLinked, requestId: null };
  if (entry.linked_user_id) throw badRequest(LINK_TEXT.linkedToOther, { memberId: LINK_TEXT.linkedToOther });
  const { db } = deps.database;
  const open = await db.selectFrom('family_link_requests').select('id').where('member_id', '=', entry.id).where('status', 'in', OPEN).executeTakeFirst();
  if (open) return { changed: false, message: LINK_TEXT.alreadyRequested, requestId: open.id };
  await assertNotElsewhere(deps, me, target.id, entry.id);

  // Named in the asked member's language, as their /familyMember would name it, as a sentence reads it (decision 0724).
  const lang = await viewerLanguage(deps, target.id);
  const relation = relationInSentence((await entryRelationNames(deps, [entry.id], lang)).get(entry.id) ?? '', lang);
  const id = newId();
  const now = deps.now();
  await deps.database.batch([
    // The partial unique index keeps one open request per entry; a racing twin inserts nothing.
    db
      .insertInto('family_link_requests')
      .values({ id, member_id: entry.id, requester_id: me, user_id: target.id, status: 'pending', created_at: now, updated_at: now })
      .onConflict((oc) => oc.doNothing()),
    noteIf(
      deps,
      {
        userId: target.id,
        senderId: me,
        type: 'family_link_request',
        content: m.server_note_family_link_request({ name: session.user.name, relation, entry: entry.name }, { locale: await readerLocale(deps, target.id) }),
        link: LINKS_PAGE,
      },
      requestNowIs(id, 'pending', now),
    ),
  ]);
  const row = await db.selectFrom('family_link_requests').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) {
    const twin = await db.selectFrom('family_link_requests').select('id').where('member_id', '=', entry.id).where('status', 'in', OPEN).executeTakeFirst();
    return { changed: false, message: LINK_TEXT.alreadyRequested, requestId: twin?.id ?? null };
  }
  await Promise.all([tellChanged(deps, target.id, ['familyLinks', 'notifications']), tellChanged(deps, me, ['familyLinks'])]);
  return { changed: true, message: LINK_TEXT.requested, requestId: id, status: 'pending' };
}

async function loadRequest(deps: AppDeps, id: string) {
  const row = await deps.database.db
    .selectFrom('family_link_requests as r')
    .innerJoin('family_members as m', 'm.id', 'r.member_id')
    .select(['r.id', 'r.member_id', 'r.requester_id', 'r.user_id', 'r.status', 'm.name as to_name', 'm.linked_user_id', 'm.owner_id'])
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(LINK_TEXT.noSuchRequest);
  return row;
}
type RequestRow = Awaited<ReturnType<typeof loadRequest>>;

/** Moves an open request from `from` to `to`, with one notification to `notify` when it moved. */
async function move(
  deps: AppDeps,
  r: RequestRow,
  from: FamilyLinkStatus,
  to: FamilyLinkStatus,
  note: { userId: string; senderId: string; content: string; type: 'family_link_answer' },
  extra: Parameters<AppDeps['database']['batch']>[0] = [],
  // The moment of the move: `extra` statements guarded by requestNowIs must name the same one.
  now = deps.now(),
) {
  const { db } = deps.database;
  await deps.database.batch([
    db.updateTable('family_link_requests').set({ status: to, updated_at: now }).where('id', '=', r.id).where('status', '=', from),
    ...extra,
    noteIf(deps, { ...note, link: LINKS_PAGE }, requestNowIs(r.id, to, now)),
  ]);
  const after = await db.selectFrom('family_link_requests').select('status').where('id', '=', r.id).executeTakeFirstOrThrow();
  if (after.status !== to) return false;
  await Promise.all([tellChanged(deps, note.userId, ['familyLinks', 'notifications']), tellChanged(deps, note.senderId, ['familyLinks'])]);
  return true;
}

function assertAsked(r: RequestRow, me: string) {
  if (r.user_id !== me) throw forbidden(LINK_TEXT.onlyAskedMember);
}

export async function verifyLink(deps: AppDeps, session: Session, id: string, status: 'verified' | 'rejected'): Promise<LinkOutcome> {
  const me = session.userId;
  const r = await loadRequest(deps, id);
  assertAsked(r, me);
  if (r.status === status) return { changed: false, message: status === 'verified' ? LINK_TEXT.alreadyVerified : LINK_TEXT.rejected, requestId: r.id, status };
  if (r.status !== 'pending') throw badRequest(r.status === 'verified' ? LINK_TEXT.alreadyVerified : LINK_TEXT.notOpen);
  const content =
    status === 'verified'
      ? `${session.user.name} confirmed that they are “${r.to_name}” of your family list.`
      : `${session.user.name} said they are not “${r.to_name}” of your family list.`;
  const moved = await move(deps, r, 'pending', status, { userId: r.requester_id, senderId: me, type: 'family_link_answer', content });
  if (!moved) return { changed: false, message: LINK_TEXT.notOpen, requestId: r.id };
  return { changed: true, message: status === 'verified' ? LINK_TEXT.verified : LINK_TEXT.rejected, requestId: r.id, status };
}

export async function approveLink(deps: AppDeps, session: Session, id: string, status: 'approved' | 'rejected'): Promise<LinkOutcome> {
  const me = session.userId;
  const r = await loadRequest(deps, id);
  assertAsked(r, me);
  if (r.status === status) return { changed: false, message: status === 'approved' ? LINK_TEXT.alreadyApproved : LINK_TEXT.rejected, requestId: r.id, status };
  if (status === 'rejected') {
    if (r.status !== 'pending' && r.status !== 'verified') throw badRequest(LINK_TEXT.notOpen);
    const moved = await move(deps, r, r.status, 'rejected', { userId: r.requester_id, senderId: me, type: 'family_link_answer', content: m.server_note_family_link_declined({ name: session.user.name }, { locale: await readerLocale(deps, r.requester_id) }) });
    return { changed: moved, message: moved ? LINK_TEXT.rejected : LINK_TEXT.notOpen, requestId: r.id, status: 'rejected' };
  }
  if (r.status === 'pending') throw badRequest(LINK_TEXT.verifyFirst);
  if (r.status !== 'verified') throw badRequest(LINK_TEXT.notOpen);
  if (await isBlockedEitherWay(deps, me, r.requester_id)) throw forbidden(m.server_family_block_between());
  if (r.linked_user_id && r.linked_user_id !== me) throw badRequest(LINK_TEXT.linkedToOther);
  await assertNotElsewhere(deps, r.owner_id, me, r.member_id);
  const now = deps.now();
  const { db } = deps.database;
  const moved = await move(
    deps,
    r,
    'verified',
    'approved',
    { userId: r.requester_id, senderId: me, type: 'family_link_answer', content: m.server_note_family_link_approved({ name: session.user.name, entry: r.to_name }, { locale: await readerLocale(deps, r.requester_id) }) },
    [
      // Only the link column changes; the name and relations the requester typed stay as they were.
      db
        .updateTable('family_members')
        .set({ linked_user_id: me, updated_at: now })
        .where('id', '=', r.member_id)
        .where('linked_user_id', 'is', null)
        .where(requestNowIs(r.id, 'approved', now)),
    ],
    now,
  );
  return { changed: moved, message: moved ? LINK_TEXT.approved : LINK_TEXT.notOpen, requestId: r.id, status: 'approved' };
}

export async function withdrawLink(deps: AppDeps, session: Session, id: string): Promise<LinkOutcome> {
  const me = session.userId;
  const r = await loadRequest(deps, id);
  if (r.requester_id !== me) throw forbidden(LINK_TEXT.onlyRequester);
  if (r.status === 'withdrawn') return { changed: false, message: LINK_TEXT.withdrawn, requestId: r.id, status: 'withdrawn' };
  if (r.status !== 'pending' && r.status !== 'verified') throw badRequest(LINK_TEXT.notOpen);
  const moved = await move(deps, r, r.status, 'withdrawn', { userId: r.user_id, senderId: me, type: 'family_link_answer', content: m.server_note_family_link_withdrawn({ name: session.user.name }, { locale: await readerLocale(deps, r.user_id) }) });
  return { changed: moved, message: moved ? LINK_TEXT.withdrawn : LINK_TEXT.notOpen, requestId: r.id, status: 'withdrawn' };
}

/** Either side undoes a link: only linked_user_id goes back to NULL; both lists stay as written. */
export async function unlink(deps: AppDeps, session: Session, entryId: string): Promise<LinkOutcome> {
  const me = session.userId;
  const { db } = deps.database;
  const entry = await db.selectFrom('family_members').selectAll().where('id', '=', entryId).executeTakeFirst();
  if (!entry) throw notFound(LINK_TEXT.noSuchEntry);
  if (entry.owner_id !== me && entry.linked_user_id !== me) throw forbidden(LINK_TEXT.notYourLink);
  if (entry.relation_id === 'self') throw badRequest(LINK_TEXT.cannotUnlinkSelf);
  if (!entry.linked_user_id) return { changed: false, message: LINK_TEXT.notLinked, requestId: null };
  const other = entry.owner_id === me ? entry.linked_user_id : entry.owner_id;
  const now = deps.now();
  const was = entry.linked_user_id;
  await deps.database.batch([
    db.updateTable('family_members').set({ linked_user_id: null, updated_at: now }).where('id', '=', entryId).where('linked_user_id', '=', was),
    noteIf(
      deps,
      { userId: other, senderId: me, type: 'family_link_unlink', content: m.server_note_family_unlinked({ name: session.user.name, entry: entry.name }, { locale: await readerLocale(deps, other) }), link: '/familyMember' },
      sql`exists (select 1 from family_members where id = ${entryId} and linked_user_id is null and updated_at = ${now})`,
    ),
  ]);
  await Promise.all([tellChanged(deps, other, ['familyLinks', 'notifications']), tellChanged(deps, me, ['familyLinks'])]);
  return { changed: true, message: LINK_TEXT.unlinked, requestId: null };
}
