import { DEFAULT_PICTURES, PICTURE_NAME } from '../../contract/pictures';
import type { AppDeps } from '../deps';
import { mayViewPictures } from './access';

/**
 * Pictures are loaded by <img>, which cannot send the `jwt` header, so each address carries its
 * own permission: an HMAC (the JWT secret) over picture name, viewer and expiry. Addresses are
 * handed out only to viewers the owner's privacy allows; the server checks again when serving.
 * See docs/decisions/0421-signed-picture-urls.md.
 */
export const PICTURE_PATH = '/api/user/picture/';
const LIFETIME_MS = 60 * 60 * 1000;
/** The member's own profile picture in their session data lives as long as the session (2 hours). */
const OWN_LIFETIME_MS = 2 * 60 * 60 * 1000;
/** Expiries fall on quarter hours, so a page shown twice reuses the browser's cached copy. */
const STEP_MS = 15 * 60 * 1000;

const keys = new Map<string, Promise<CryptoKey>>();
function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(`picture-url:${secret}`), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

const message = (name: string, viewerId: string | null, exp: number) => new TextEncoder().encode(`${name}\n${viewerId ?? ''}\n${exp}`);

function base64url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '=');
  return Uint8Array.from(bin, (ch) => ch.charCodeAt(0));
}

export function pictureExpiry(now: number, lifetimeMs = LIFETIME_MS): number {
  return Math.ceil((now + lifetimeMs) / STEP_MS) * STEP_MS;
}

export async function signedPictureUrl(deps: Pick<AppDeps, 'config' | 'now'>, name: string, viewerId: string | null, lifetimeMs = LIFETIME_MS): Promise<string> {
  const exp = pictureExpiry(deps.now(), lifetimeMs);
  const sig = new Uint8Array(await crypto.subtle.sign('HMAC', await keyOf(deps.config.jwtSecret), message(name, viewerId, exp)));
  const q = new URLSearchParams({ ...(viewerId ? { v: viewerId } : {}), exp: String(exp), sig: base64url(sig) });
  return `${PICTURE_PATH}${name}?${q}`;
}

/** The viewer the address was issued to (null: signed out) when signature and expiry hold, else undefined. */
export async function verifyPictureUrl(
  deps: Pick<AppDeps, 'config' | 'now'>,
  name: string,
  q: { v?: string; exp?: string; sig?: string },
): Promise<string | null | undefined> {
  const exp = Number(q.exp);
  const sig = fromBase64url(q.sig ?? '');
  if (!sig || !Number.isSafeInteger(exp) || exp <= deps.now() || exp > deps.now() + OWN_LIFETIME_MS + STEP_MS) return undefined;
  const viewerId = q.v || null;
  const good = await crypto.subtle.verify('HMAC', await keyOf(deps.config.jwtSecret), sig as BufferSource, message(name, viewerId, exp));
  return good ? viewerId : undefined;
}

/**
 * The session user as the browser keeps it (sign-in, checkLogin), with `profilePicture` turned
 * from a stored name into an address the member's own <img> can load; the default image stays.
 */
export async function withOwnPictureUrl<U extends { _id: string; profilePicture: string }>(deps: Pick<AppDeps, 'config' | 'now'>, user: U): Promise<U> {
  if (!PICTURE_NAME.test(user.profilePicture)) return user;
  return { ...user, profilePicture: await signedPictureUrl(deps, user.profilePicture, user._id, OWN_LIFETIME_MS) };
}

export function defaultPicture(gender: string | null): string {
  return gender === 'female' ? DEFAULT_PICTURES.female : DEFAULT_PICTURES.male;
}

/**
 * What `viewerId` may load of `ownerId`'s pictures: signed addresses, or the default male or
 * female image (spec §9) when they may not see them or there are none. Unknown owner: null.
 */
export async function pictureUrlsFor(
  deps: AppDeps,
  ownerId: string,
  viewerId: string | null,
): Promise<{ profilePicture: string; pictures: string[] }> {
  const { db } = deps.database;
  const [owner, rows] = await Promise.all([
    db.selectFrom('users').select(['id', 'gender', 'status', 'profile_picture']).where('id', '=', ownerId).executeTakeFirst(),
    db.selectFrom('member_pictures').select('name').where('user_id', '=', ownerId).orderBy('created_at').orderBy('name').execute(),
  ]);
  const fallback = defaultPicture(owner?.gender ?? null);
  if (!owner || !(await mayViewPictures(deps, owner, viewerId))) return { profilePicture: fallback, pictures: [] };
  const urls = new Map(await Promise.all(rows.map(async (r) => [r.name, await signedPictureUrl(deps, r.name, viewerId)] as const)));
  return {
    profilePicture: (owner.profile_picture && urls.get(owner.profile_picture)) || fallback,
    pictures: [...urls.values()],
  };
}
