import { sql, type SqlBool } from 'kysely';
import { PICTURE_LIMITS, PICTURE_TEXT } from '../../contract/pictures';
import type { AppDeps } from '../deps';
import { badRequest } from '../http/errors';
import { shortlistersFeedInsert } from '../notifications/feed';
import { isWithinPictureLimits, pictureSize } from './dimensions';
import { CONTENT_TYPE, EXTENSION, sniffPicture, stripMetadata } from './image-format';
import { picturesOf } from './store';

/** An uploaded file made safe to keep: type by content, size capped, metadata gone, name generated. */
export interface AcceptedPicture {
  name: string;
  bytes: Uint8Array;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
}

/** 128 random bits, base64url: 22 characters nobody can guess. */
export function newPictureName(extension: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return `${btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.${extension}`;
}

export async function acceptPicture(file: File, field: string): Promise<AcceptedPicture> {
  const label = file.name || 'The file';
  if (file.size > PICTURE_LIMITS.maxBytes) throw badRequest(PICTURE_TEXT.tooBig(label), { [field]: PICTURE_TEXT.tooBig(label) });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffPicture(bytes);
  const clean = kind && stripMetadata(kind, bytes);
  const size = kind && clean && pictureSize(kind, clean);
  if (!kind || !clean || !size) throw badRequest(PICTURE_TEXT.notAPicture(label), { [field]: PICTURE_TEXT.notAPicture(label) });
  if (!isWithinPictureLimits(size)) {
    const text = PICTURE_TEXT.tooManyPixels(label, size.width, size.height);
    throw badRequest(text, { [field]: text });
  }
  return { name: newPictureName(EXTENSION[kind]), bytes: clean, contentType: CONTENT_TYPE[kind] };
}

export async function pictureCount(deps: AppDeps, userId: string): Promise<number> {
  const row = await deps.database.db
    .selectFrom('member_pictures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Checks every file before keeping any, stores the bytes, then adds the rows in one batch, each
 * guarded by the count cap (two uploads at once cannot pass it). Bytes whose row did not make it
 * are removed again. With `asProfilePicture` the (single) picture also becomes the profile picture;
 * without, the first of the batch becomes it when the member has none (decision 0425).
 */
export async function keepPictures(deps: AppDeps, userId: string, files: File[], field: string, asProfilePicture = false): Promise<string[]> {
  const room = PICTURE_LIMITS.maxCount - (await pictureCount(deps, userId));
  if (room <= 0) throw badRequest(PICTURE_TEXT.full, { [field]: PICTURE_TEXT.full });
  if (files.length > room) throw badRequest(PICTURE_TEXT.roomFor(room), { [field]: PICTURE_TEXT.roomFor(room) });
  const accepted: AcceptedPicture[] = [];
  for (const file of files) accepted.push(await acceptPicture(file, field));

  const store = picturesOf(deps);
  // When one put fails (a full disk), the others of the batch go again before the answer.
  const puts = await Promise.allSettled(accepted.map((p) => store.put(p.name, p.bytes, p.contentType)));
  const failed = puts.find((r) => r.status === 'rejected');
  if (failed) {
    await Promise.allSettled(accepted.map((p) => store.delete(p.name)));
    throw failed.reason;
  }
  const { db } = deps.database;
  const now = deps.now();
  const inserts = accepted.map((p, i) =>
    db
      .insertInto('member_pictures')
      .columns(['name', 'user_id', 'content_type', 'size', 'created_at'])
      .expression(
        db
          .selectNoFrom([
            sql.val(p.name).as('name'),
            sql.val(userId).as('user_id'),
            sql.val(p.contentType).as('content_type'),
            sql.val(p.bytes.length).as('size'),
            sql.val(now + i).as('created_at'),
          ])
          .where((eb) =>
            eb(eb.selectFrom('member_pictures').select((sub) => sub.fn.countAll().as('n')).where('user_id', '=', userId), '<', PICTURE_LIMITS.maxCount),
          ),
      ),
  );
  const chosen = asProfilePicture ? accepted.at(-1) : accepted[0];
  // In the same atomic batch as the rows, and only if the row made it past the cap. Without
  // `asProfilePicture` it is guarded by "has none": of two uploads racing, the batch that runs
  // second finds the first one's picture set and leaves it.
  const setProfile = chosen
    ? [
        db
          .updateTable('users')
          .set({ profile_picture: chosen.name, updated_at: now })
          .where('id', '=', userId)
          .where((eb) => eb.exists(eb.selectFrom('member_pictures').select('name').where('name', '=', chosen.name)))
          .$if(!asProfilePicture, (q) => q.where('profile_picture', 'is', null)),
      ]
    : [];
  try {
    // Members who shortlisted this one hear of it in their feed, if a picture made it past the cap.
    const madeIt = sql<SqlBool>`exists (select 1 from member_pictures where name in (${sql.join(accepted.map((p) => p.name))}))`;
    await deps.database.batch([...inserts, ...setProfile, shortlistersFeedInsert(deps, userId, 'photos', madeIt)]);
  } catch (err) {
    await Promise.all(accepted.map((p) => store.delete(p.name)));
    throw err;
  }
  const kept = new Set(
    (await db.selectFrom('member_pictures').select('name').where('name', 'in', accepted.map((p) => p.name)).execute()).map((r) => r.name),
  );
  const lost = accepted.filter((p) => !kept.has(p.name));
  if (lost.length) {
    await Promise.all(lost.map((p) => store.delete(p.name)));
    throw badRequest(PICTURE_TEXT.full, { [field]: PICTURE_TEXT.full });
  }
  return accepted.map((p) => p.name);
}
