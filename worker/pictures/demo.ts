import type { Database } from '../db/database';
import { DEMO_EMAIL_DOMAIN } from '../seed/demo-people';
import { encodePng } from './png-encoder';
import { drawPortrait, type PortraitStyle, type Rgb } from './portrait';
import { diskPictureStore, type PictureStore } from './store';
import { newPictureName } from './uploads';

/**
 * The pictures part of the demo community: every demo member gets 1–3 generated portraits
 * (portrait.ts), the first as profile picture (but every twelfth keeps the default image, so
 * that case shows too). Idempotent: members who have pictures keep them; a picture whose bytes
 * went missing from the store (data/pictures wiped) is drawn again.
 */
export const DEMO_PICTURE_SIZE = 224;

/** Where the Node entry keeps pictures unless told otherwise (`PICTURES_DIR`). */
export function defaultPicturesDir(): string {
  return (typeof process !== 'undefined' && process.env?.PICTURES_DIR) || 'data/pictures';
}

const SKIN: Rgb[] = [[241, 194, 160], [224, 172, 135], [198, 144, 104], [170, 118, 82], [141, 94, 62], [112, 74, 50]];
const HAIR: Rgb[] = [[28, 22, 20], [45, 32, 26], [62, 44, 34], [20, 20, 24], [88, 60, 42]];
const CLOTHES: Rgb[] = [[128, 24, 44], [20, 90, 110], [180, 110, 20], [60, 100, 50], [90, 50, 120], [30, 60, 120], [200, 80, 60], [40, 40, 48]];
const BACKGROUNDS: Array<[Rgb, Rgb]> = [
  [[252, 228, 214], [236, 170, 150]],
  [[220, 236, 248], [150, 186, 220]],
  [[232, 246, 226], [160, 206, 160]],
  [[248, 238, 210], [220, 190, 120]],
  [[238, 226, 248], [184, 160, 220]],
  [[226, 244, 242], [140, 200, 196]],
];

/** A small deterministic hash, so a member's portraits look the same when drawn again. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
const pick = <T>(list: readonly T[], h: number, salt: number): T => list[(h >>> salt) % list.length]!;

export function portraitStyle(member: { id: string; name: string; gender: string | null }, index: number): PortraitStyle {
  const h = hash(member.id);
  const v = hash(`${member.id}:${index}`);
  const parts = member.name.trim().split(/\s+/);
  return {
    size: DEMO_PICTURE_SIZE,
    background: pick(BACKGROUNDS, v, 3),
    skin: pick(SKIN, h, 5),
    hair: pick(HAIR, h, 9),
    clothes: pick(CLOTHES, v, 11),
    longHair: member.gender === 'female',
    shift: index === 0 ? 0 : ((v % 7) - 3) / 40,
    initials: (parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''),
  };
}

export async function demoPortraitPng(member: { id: string; name: string; gender: string | null }, index: number): Promise<Uint8Array> {
  const style = portraitStyle(member, index);
  return encodePng(style.size, style.size, drawPortrait(style));
}

export async function seedDemoPictures(database: Database, now: number, store: PictureStore = diskPictureStore(defaultPicturesDir())): Promise<void> {
  const { db } = database;
  const members = await db
    .selectFrom('users')
    .select(['id', 'name', 'gender'])
    .where('email', 'like', `%@${DEMO_EMAIL_DOMAIN}`)
    .where('role', '=', 2)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  if (!members.length) return;
  const existing = await db.selectFrom('member_pictures').select(['name', 'user_id', 'created_at']).where('user_id', 'in', db.selectFrom('users').select('id').where('email', 'like', `%@${DEMO_EMAIL_DOMAIN}`)).orderBy('created_at').execute();
  const byMember = new Map<string, string[]>();
  for (const r of existing) byMember.set(r.user_id, [...(byMember.get(r.user_id) ?? []), r.name]);

  const rows: Array<{ name: string; user_id: string; content_type: 'image/png'; size: number; created_at: number }> = [];
  const profile: Array<{ id: string; name: string }> = [];
  await runLimited(members, 8, async (m, i) => {
    const have = byMember.get(m.id);
    if (have) {
      // Redraw bytes that went missing; the rows stay.
      await Promise.all(have.map(async (name, k) => ((await store.get(name)) ? null : store.put(name, await demoPortraitPng(m, k), 'image/png'))));
      return;
    }
    const count = 1 + (hash(m.id) % 3);
    for (let k = 0; k < count; k++) {
      const name = newPictureName('png');
      const bytes = await demoPortraitPng(m, k);
      await store.put(name, bytes, 'image/png');
      rows.push({ name, user_id: m.id, content_type: 'image/png', size: bytes.length, created_at: now - (count - k) * 60_000 });
      if (k === 0 && i % 12 !== 11) profile.push({ id: m.id, name });
    }
  });
  if (!rows.length) return;
  const chunks = <T>(list: T[], size: number) => Array.from({ length: Math.ceil(list.length / size) }, (_, k) => list.slice(k * size, k * size + size));
  await database.batch([
    ...chunks(rows, 50).map((part) => db.insertInto('member_pictures').values(part)),
    ...profile.map((p) => db.updateTable('users').set({ profile_picture: p.name }).where('id', '=', p.id).where('profile_picture', 'is', null)),
  ]);
}

async function runLimited<T>(items: T[], parallel: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i]!, i);
      }
    }),
  );
}
