import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { FEED_LINK } from '../../contract/feed';
import { m } from '../../contract/i18n/paraglide/messages';
import type { AppDeps } from '../deps';
import { inReadersLocale } from '../i18n/reader-locale';
import { newId } from '../ids';
import { inReachOf, isActiveMember } from '../social/reach';

/**
 * The feed's items (docs/decisions/0830-feed.md): notifications of type 'feed', each with a
 * `feed_key` that is unique per reader (migration 0032), so a second write of the same key is
 * ignored. That one rule gives "at most one item per member per day" and "one digest a day".
 */

const FEED_TYPE = 'feed';
export const DAY_MS = 86_400_000;

/** The UTC day of a time, 'YYYY-MM-DD': the unit items are coalesced by. */
export const feedDay = (at: number): string => new Date(at).toISOString().slice(0, 10);

/**
 * A fresh id per row of an INSERT … SELECT: this statement's UUIDv7 (time, version, variant)
 * with its last 48 bits drawn by SQLite for each row, so every row still gets an opaque,
 * time-ordered id.
 */
function rowIdSql(): RawBuilder<string> {
  return sql<string>`substr(${newId()}, 1, 24) || lower(hex(randomblob(6)))`;
}

const MEMBER_UPDATE = { photos: m.server_feed_member_photos, profile: m.server_feed_member_profile };
type MemberUpdate = keyof typeof MEMBER_UPDATE;

/** Where a feed text's member name goes, for SQLite to replace with each row's name. */
const NAME = '{name}';

/**
 * Feed items for everyone who shortlisted `memberId`, about a change `memberId` just made: for
 * the caller's atomic batch, next to the change itself. One item per shortlister and day
 * (the first change of the day names it; later ones that day are coalesced into it). Nobody
 * hears of a member blocked either way, of a member who is not active, or of a profile hidden
 * from them; the item names no photo: it links to the profile, which applies photo privacy.
 * `guard` (SQL, as the batch runs) says the change really happened, e.g. "the picture row made it".
 */
export function shortlistersFeedInsert(deps: Pick<AppDeps, 'database' | 'now'>, memberId: string, what: MemberUpdate, guard: RawBuilder<SqlBool> = sql<SqlBool>`1`) {
  const { db } = deps.database;
  const now = deps.now();
  const link = FEED_LINK.memberUpdate(memberId);
  return db
    .insertInto('notifications')
    .columns(['id', 'user_id', 'sender_id', 'type', 'content', 'link', 'created_at', 'feed_key'])
    .expression(
      db
        .selectFrom('shortlists as sl')
        .innerJoin('users as reader', 'reader.id', 'sl.owner_id')
        .innerJoin('users as member', 'member.id', 'sl.member_id')
        .leftJoin('member_settings as ms', 'ms.user_id', 'sl.member_id')
        .select([
          rowIdSql().as('id'),
          'sl.owner_id',
          'sl.member_id',
          sql.val(FEED_TYPE).as('type'),
          // In each reader's language (decision 0963), the member's name put in by SQLite.
          sql<string>`replace(${inReadersLocale(sql.ref('reader.language'), (locale) => MEMBER_UPDATE[what]({ name: NAME }, { locale }))}, ${NAME}, member.name)`.as('content'),
          sql.val(link).as('link'),
          sql.val(now).as('created_at'),
          sql.val(`update:${memberId}:${feedDay(now)}`).as('feed_key'),
        ])
        .where('sl.member_id', '=', memberId)
        .where(guard)
        .where(inReachOf(memberId, 'reader'))
        .where(isActiveMember('member'))
        // A hidden profile is seen only by members with an accepted request either way (mayViewProfile).
        .where((eb) =>
          eb.or([
            eb('ms.profile_visibility', 'is', null),
            eb('ms.profile_visibility', '!=', 'hidden'),
            eb.exists(
              eb
                .selectFrom('member_requests as mr')
                .select('mr.id')
                .where('mr.status', '=', 'accepted')
                .where((w) =>
                  w.or([
                    w.and([w('mr.from_user_id', '=', memberId), w('mr.to_user_id', '=', w.ref('sl.owner_id'))]),
                    w.and([w('mr.to_user_id', '=', memberId), w('mr.from_user_id', '=', w.ref('sl.owner_id'))]),
                  ]),
                ),
            ),
          ]),
        ),
    )
    .onConflict((oc) => oc.doNothing());
}

interface KeyedFeedItem {
  userId: string;
  content: string;
  link: string;
  feedKey: string;
}

/** One keyed feed item, written once: a second write of the same key changes nothing. */
export function feedItemInsert(deps: Pick<AppDeps, 'database' | 'now'>, item: KeyedFeedItem) {
  return deps.database.db
    .insertInto('notifications')
    .values({
      id: newId(),
      user_id: item.userId,
      sender_id: null,
      type: FEED_TYPE,
      content: item.content,
      link: item.link,
      created_at: deps.now(),
      feed_key: item.feedKey,
    })
    .onConflict((oc) => oc.doNothing());
}

