import { sql, type SqlBool } from 'kysely';
import { REQUESTS_TEXT, type Answer, type RequestKind } from '../../contract/requests';
import type { Locale } from '../../contract/i18n/locales';
import type { AppDeps } from '../deps';
import type { Session } from '../http/context';
import { conflict, forbidden, notFound } from '../http/errors';
import { readerLocale } from '../i18n/reader-locale';
import { newId } from '../ids';
import { notificationInsertIf } from '../notifications/notify';
import { tellChanged } from '../notifications/tell-changed';
import { forMemberOf, type ForMember } from './for-member';
import { entryRelationFor, relativeOf, relativeSendNote } from './for-relative';
import { relativeWithdraw } from './relative-withdraw';
import { answerText, assertInterestAllowance, assertMatchable, reachableMember, byManagerText, sentForText, sentText } from './rules';

/**
 * Sending and answering requests (docs/decisions/0541–0542). Writes are conditional SQL in
 * one batch, so a double click or two tabs cannot make two open requests or two notifications.
 */
export type Outcome = { changed: true; message: string; requestId: string } | { changed: false; message: string; requestId: string | null };

const OPEN = ['pending', 'accepted'] as const;

/**
 * `forMember` (interest only): the entry of the sender's family list it is for, checked by
 * worker/requests/for-member.ts instead of the sender's own matching rules. A member's own
 * interest is one open per pair, either way; one sent for someone is one open per sender,
 * candidate and person.
 */
export async function sendRequest(deps: AppDeps, session: Session, otherId: string, kind: RequestKind, forMember: string | null = null): Promise<Outcome> {
  const me = session.userId;
  const other = await reachableMember(deps, me, otherId);
  const person: ForMember | null = kind === 'interest' && forMember ? await forMemberOf(deps, me, other, forMember) : null;
  if (kind === 'interest' && !person) await assertMatchable(deps, { id: me, gender: session.user.gender, dob: session.user.DOB }, other);
  const { db } = deps.database;
  // Interest is one per pair, either way; photo, contact and horoscope requests are per direction.
  const rows = await db
    .selectFrom('member_requests')
    .select(['id', 'from_user_id', 'status'])
    .where('type', '=', kind)
    .where((eb) =>
      person
        ? eb.and([eb('from_user_id', '=', me), eb('to_user_id', '=', otherId), eb('for_member_id', '=', person.entryId)])
        : kind === 'interest'
          ? eb.and([
              eb('for_member_name', 'is', null),
              eb.or([
                eb.and([eb('from_user_id', '=', me), eb('to_user_id', '=', otherId)]),
                eb.and([eb('from_user_id', '=', otherId), eb('to_user_id', '=', me)]),
              ]),
            ])
          : eb.and([eb('from_user_id', '=', me), eb('to_user_id', '=', otherId)]),
    )
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const open = rows.find((r) => (OPEN as readonly string[]).includes(r.status));
  if (open) {
    const mine = open.from_user_id === me;
    const message =
      open.status === 'accepted'
        ? kind === 'interest'
          ? REQUESTS_TEXT.interestAlreadyAccepted
          : REQUESTS_TEXT.requestAlreadyAccepted
        : kind !== 'interest'
          ? REQUESTS_TEXT.requestAlreadySent
          : person
            ? REQUESTS_TEXT.forAlreadySent(person.name)
            : mine
              ? REQUESTS_TEXT.interestAlreadySent
              : REQUESTS_TEXT.interestAlreadyReceived;
    return { changed: false, message, requestId: open.id };
  }
  // A person who is a member may have an interest of their own with the candidate already.
  if (person?.userId) {
    const between = await openOwnInterest(deps, person.userId, otherId);
    if (between) return { changed: false, message: REQUESTS_TEXT.forAlreadyBetween(person.name), requestId: null };
  }
  const latestMine = rows.find((r) => r.from_user_id === me);
  if (latestMine?.status === 'rejected') throw conflict(person ? REQUESTS_TEXT.forDeclinedBefore(person.name) : REQUESTS_TEXT.declinedBefore);
  if (kind === 'interest') await assertInterestAllowance(deps, me);

  const id = newId();
  const now = deps.now();
  const same = person
    ? sql<SqlBool>`m.from_user_id = ${me} and m.to_user_id = ${otherId} and m.for_member_id = ${person.entryId}`
    : kind === 'interest'
      ? sql<SqlBool>`m.for_member_name is null and ((m.from_user_id = ${me} and m.to_user_id = ${otherId}) or (m.from_user_id = ${otherId} and m.to_user_id = ${me}))`
      : sql<SqlBool>`m.from_user_id = ${me} and m.to_user_id = ${otherId}`;
  // In the receiver's language, the relation in their mother tongue (decisions 0724, 0963); the request keeps the English snapshot.
  const locale = await readerLocale(deps, otherId);
  const note = person
    ? sentForText(session.user.name, { name: person.name, relation: (await entryRelationFor(deps, person.entryId, otherId)) ?? person.relation }, locale)
    : sentText(kind, session.user.name, locale);
  // A family manager sending for the profile is named (issue 27): "… Sent by her father, Ramesh Sharma."
  const content = session.managedBy ? byManagerText(note, 'sent', session.managedBy, session.user.gender, locale) : note;
  // A linked son or daughter is told in the same batch (decision 0724).
  const relativeNote = person?.userId
    ? await relativeSendNote(deps, { requestId: id, senderId: me, senderName: session.user.name, relativeId: person.userId, candidateName: other.name })
    : null;
  await deps.database.batch([
    db
      .insertInto('member_requests')
      .columns(['id', 'from_user_id', 'to_user_id', 'type', 'status', 'created_at', 'updated_at', 'for_member_id', 'for_member_name', 'for_member_relation', 'sent_by'])
      .expression(
        db
          .selectNoFrom((eb) => [
            eb.val(id).as('id'),
            eb.val(me).as('from_user_id'),
            eb.val(otherId).as('to_user_id'),
            eb.val(kind).as('type'),
            eb.val('pending').as('status'),
            eb.val(now).as('created_at'),
            eb.val(now).as('updated_at'),
            eb.val(person?.entryId ?? null).as('for_member_id'),
            eb.val(person?.name ?? null).as('for_member_name'),
            eb.val(person?.relation ?? null).as('for_member_relation'),
            eb.val(session.managedBy?.accountId ?? null).as('sent_by'),
          ])
          .where(sql<SqlBool>`not exists (select 1 from member_requests m where m.type = ${kind} and m.status in ('pending', 'accepted') and ${same})`),
      ),
    notificationInsertIf(
      deps,
      { userId: otherId, senderId: me, type: 'member_request', content, link: '/requests/received/pending' },
      sql<SqlBool>`exists (select 1 from member_requests where id = ${id})`,
    ),
    ...(relativeNote ? [relativeNote] : []),
  ]);
  const made = await db.selectFrom('member_requests').select('id').where('id', '=', id).executeTakeFirst();
  if (!made) {
    const message = kind !== 'interest' ? REQUESTS_TEXT.requestAlreadySent : person ? REQUESTS_TEXT.forAlreadySent(person.name) : REQUESTS_TEXT.interestAlreadySent;
    return { changed: false, message, requestId: null };
  }
  const message = kind !== 'interest' ? REQUESTS_TEXT.requestSent : person ? REQUESTS_TEXT.forSent(person.name) : REQUESTS_TEXT.interestSent;
  await Promise.all([
    tellChanged(deps, otherId, ['requests', 'notifications']),
    tellChanged(deps, me, ['requests']),
    ...(person?.userId ? [tellChanged(deps, person.userId, ['requests', 'notifications'])] : []),
  ]);
  return { changed: true, message, requestId: id };
}

/** An open interest two members sent each other for themselves (not one sent for a relative). */
async function openOwnInterest(deps: AppDeps, a: string, b: string) {
  return deps.database.db
    .selectFrom('member_requests')
    .select('id')
    .where('type', '=', 'interest')
    .where('status', 'in', OPEN)
    .where('for_member_name', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('from_user_id', '=', a), eb('to_user_id', '=', b)]),
        eb.and([eb('from_user_id', '=', b), eb('to_user_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
}

/** Read when answering, in the caller's language (REQUESTS_TEXT's getters, issue 25). */
const done = (status: Answer) => ({ accepted: REQUESTS_TEXT.accepted, rejected: REQUESTS_TEXT.rejected, withdrawn: REQUESTS_TEXT.withdrawn })[status];

/** An acceptance or a no a family manager gave for the profile names them to the other member (issue 27). */
const answerNote = (session: Session, status: Answer, note: string, locale: Locale): string =>
  session.managedBy && status !== 'withdrawn' ? byManagerText(note, 'answered', session.managedBy, session.user.gender, locale) : note;

/**
 * Accept or reject (the receiver), withdraw (the sender), only from pending. Anyone else, or a
 * request of another kind, finds no such request.
 */
export async function answerRequest(deps: AppDeps, session: Session, requestId: string, status: Answer, kinds: readonly RequestKind[]): Promise<Outcome> {
  const me = session.userId;
  const { db } = deps.database;
  const row = await db.selectFrom('member_requests').selectAll().where('id', '=', requestId).executeTakeFirst();
  if (!row || !(kinds as readonly string[]).includes(row.type)) throw notFound(REQUESTS_TEXT.noSuchRequest);
  if (row.from_user_id !== me && row.to_user_id !== me) {
    // The member an interest was sent for may withdraw it (decision 0724); anyone else finds nothing.
    if (status === 'withdrawn' && (await relativeOf(deps, row.for_member_id)) === me) return relativeWithdraw(deps, session, row);
    throw notFound(REQUESTS_TEXT.noSuchRequest);
  }
  const iSent = row.from_user_id === me;
  if (status === 'withdrawn' && !iSent) throw forbidden(REQUESTS_TEXT.onlySenderWithdraws);
  if (status !== 'withdrawn' && iSent) throw forbidden(REQUESTS_TEXT.onlyReceiverAnswers);
  if (row.status === status) return { changed: false, message: done(status), requestId };
  if (row.status !== 'pending') throw conflict(REQUESTS_TEXT.notPending);
  const otherId = iSent ? row.to_user_id : row.from_user_id;
  // Accepting opens contact, so the other must be reachable; rejecting and withdrawing always work.
  let reachable = true;
  if (status === 'accepted') await reachableMember(deps, me, otherId);
  else reachable = await reachableMember(deps, me, otherId).then(() => true, () => false);

  const now = deps.now();
  const kind = row.type as RequestKind;
  const writes = [
    db.updateTable('member_requests').set({ status, updated_at: now }).where('id', '=', requestId).where('status', '=', 'pending'),
  ];
  const locale = await readerLocale(deps, otherId);
  await deps.database.batch([
    ...writes,
    ...(reachable
      ? [
          notificationInsertIf(
            deps,
            {
              userId: otherId,
              senderId: me,
              type: status === 'accepted' ? 'member_request_accept' : status === 'rejected' ? 'member_request_reject' : 'member_request_withdrawn',
              content: answerNote(session, status, answerText(kind, status, session.user.name, row.for_member_name, locale), locale),
              link: status === 'withdrawn' ? '/requests' : `/requests/sent/${status}`,
            },
            sql<SqlBool>`exists (select 1 from member_requests where id = ${requestId} and status = ${status} and updated_at = ${now})`,
          ),
        ]
      : []),
  ]);
  await Promise.all([tellChanged(deps, otherId, ['requests', 'notifications']), tellChanged(deps, me, ['requests'])]);
  return { changed: true, message: done(status), requestId };
}
