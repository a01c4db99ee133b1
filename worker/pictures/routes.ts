import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { idParamSchema } from '../../contract/auth';
import {
  PICTURE_LIMITS,
  PICTURE_NAME,
  PICTURE_TEXT,
  pictureNameOf,
  pictureRefSchema,
  updateProfilePictureSchema,
  uploadPicturesSchema,
  type MyPicture,
} from '../../contract/pictures';
import type { AppDeps } from '../deps';
import { requireMember } from '../http/auth';
import type { AppEnv } from '../http/context';
import { ok, unchanged } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { body, form, params, query } from '../http/validate';
import { mayViewPictures } from './access';
import { picturesOf } from './store';
import { keepPictures } from './uploads';
import { pictureUrlsFor, signedPictureUrl, verifyPictureUrl } from './urls';
import { m } from '../../contract/i18n/paraglide/messages';

/**
 * `/api/user` endpoints of the pictures domain (spec §7 Pictures), and `GET /api/user/picture/:name`,
 * the one address images are served from (signed, see urls.ts).
 */
const uploadLimit = bodyLimit({
  maxSize: PICTURE_LIMITS.maxCount * PICTURE_LIMITS.maxBytes + 64 * 1024,
  onError: () => {
    throw badRequest(m.pictures_upload_too_big({ mb: PICTURE_LIMITS.maxBytes / 1024 / 1024 }));
  },
});

const servedQuerySchema = z.object({ v: z.string().max(64).optional(), exp: z.string().max(20).optional(), sig: z.string().max(64).optional() });
const nameParamSchema = z.object({ name: z.string().max(64) });

/** My pictures, oldest first, with addresses for my own eyes. */
export async function myPictures(deps: AppDeps, userId: string): Promise<MyPicture[]> {
  const { db } = deps.database;
  const [user, rows] = await Promise.all([
    db.selectFrom('users').select('profile_picture').where('id', '=', userId).executeTakeFirst(),
    db.selectFrom('member_pictures').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('name').execute(),
  ]);
  return Promise.all(
    rows.map(async (r) => ({
      name: r.name,
      url: await signedPictureUrl(deps, r.name, userId),
      isProfilePicture: r.name === user?.profile_picture,
      size: r.size,
      createdAt: r.created_at,
    })),
  );
}

/** The picture `ref` names, if it is one of `userId`'s; else 404 (another member's looks like none). */
async function ownPicture(deps: AppDeps, userId: string, ref: string) {
  const name = pictureNameOf(ref);
  const row = await deps.database.db.selectFrom('member_pictures').select('name').where('name', '=', name).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(PICTURE_TEXT.notFound);
  return row.name;
}

export const pictureRoutes = new Hono<AppEnv>()
  .post('/user/update/uploadPictures', requireMember, uploadLimit, form(uploadPicturesSchema), async (c) => {
    const deps = c.var.deps;
    const me = c.var.session.userId;
    const { pictures } = c.req.valid('form');
    await keepPictures(deps, me, pictures, 'pictures');
    return ok(c, { message: pictures.length === 1 ? PICTURE_TEXT.uploadedOne : PICTURE_TEXT.uploaded, data: { pictures: await myPictures(deps, me) } });
  })
  .post('/user/update/updateProfilePicture', requireMember, uploadLimit, form(updateProfilePictureSchema), async (c) => {
    const deps = c.var.deps;
    const me = c.var.session.userId;
    const [name] = await keepPictures(deps, me, c.req.valid('form').picture, 'picture', true);
    return ok(c, { message: PICTURE_TEXT.profilePictureSet, data: { profilePicture: name!, pictures: await myPictures(deps, me) } });
  })
  .post('/user/setProfilePicture', requireMember, body(pictureRefSchema), async (c) => {
    const deps = c.var.deps;
    const me = c.var.session.userId;
    const name = await ownPicture(deps, me, c.req.valid('json').url);
    const changed = await deps.database.db
      .updateTable('users')
      .set({ profile_picture: name, updated_at: deps.now() })
      .where('id', '=', me)
      .where((eb) => eb.or([eb('profile_picture', 'is', null), eb('profile_picture', '!=', name)]))
      .executeTakeFirst();
    const answer = changed.numUpdatedRows > 0n ? ok : unchanged;
    return answer(c, {
      message: changed.numUpdatedRows > 0n ? PICTURE_TEXT.profilePictureSet : PICTURE_TEXT.alreadyProfilePicture,
      data: { profilePicture: name, pictures: await myPictures(deps, me) },
    });
  })
  .delete('/user/deleteImage', requireMember, query(pictureRefSchema), async (c) => {
    const deps = c.var.deps;
    const me = c.var.session.userId;
    const name = await ownPicture(deps, me, c.req.valid('query').url);
    const { db } = deps.database;
    // The row and, if it was the profile picture, the fallback to the newest other one (or the default), at once.
    await deps.database.batch([
      db.deleteFrom('member_pictures').where('name', '=', name).where('user_id', '=', me),
      db
        .updateTable('users')
        .set((eb) => ({
          profile_picture: eb
            .selectFrom('member_pictures')
            .select('name')
            .where('user_id', '=', me)
            .orderBy('created_at', 'desc')
            .orderBy('name', 'desc')
            .limit(1),
          updated_at: deps.now(),
        }))
        .where('id', '=', me)
        .where('profile_picture', '=', name),
    ]);
    // The row is gone, so the picture is: the answer says so even when the store fails now,
    // and the start's sweep removes bytes no row names (decision 0424).
    await picturesOf(deps)
      .delete(name)
      .catch((err: unknown) => console.error(`Picture ${name} stays in the store until the sweep:`, String(err)));
    const pictures = await myPictures(deps, me);
    return ok(c, { message: PICTURE_TEXT.deleted, data: { profilePicture: pictures.find((p) => p.isProfilePicture)?.name ?? null, pictures } });
  })
  .get('/user/pictures/:id', params(idParamSchema), async (c) => {
    const deps = c.var.deps;
    const { id } = c.req.valid('param');
    const viewer = c.var.session?.userId ?? null;
    const exists = await deps.database.db.selectFrom('users').select('id').where('id', '=', id).where('role', '=', 2).executeTakeFirst();
    if (!exists) throw notFound(m.server_no_such_member());
    const urls = await pictureUrlsFor(deps, id, viewer);
    const own = viewer === id ? { items: await myPictures(deps, id), limits: { maxCount: PICTURE_LIMITS.maxCount, maxBytes: PICTURE_LIMITS.maxBytes } } : null;
    return ok(c, { data: { ...urls, own } });
  })
  .get('/user/picture/:name', params(nameParamSchema), query(servedQuerySchema), async (c) => {
    const deps = c.var.deps;
    const { name } = c.req.valid('param');
    const none = () => c.json({ code: 404, error: m.server_not_found() }, 404);
    if (!PICTURE_NAME.test(name)) return none();
    const viewerId = await verifyPictureUrl(deps, name, c.req.valid('query'));
    if (viewerId === undefined) return none();
    // Checked again at serving time: a block or a privacy change since the address was issued counts.
    const owner = await deps.database.db
      .selectFrom('member_pictures')
      .innerJoin('users', 'users.id', 'member_pictures.user_id')
      .select(['users.id', 'users.status'])
      .where('member_pictures.name', '=', name)
      .executeTakeFirst();
    if (!owner || !(await mayViewPictures(deps, owner, viewerId))) return none();
    const picture = await picturesOf(deps).get(name);
    if (!picture) return none();
    return c.body(picture.bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': picture.contentType,
      'cache-control': 'private, max-age=600',
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
    });
  });
