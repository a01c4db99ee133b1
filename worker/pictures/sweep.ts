import { opendir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PICTURE_NAME } from '../../contract/pictures';
import { IN_LIST_MAX } from '../db/chunks';
import type { Database } from '../db/database';

/**
 * The Node picture folder's leftovers (docs/decisions/0424). Bytes are written before their row
 * (`name.part`, then renamed) and removed after it, so a process killed in between leaves a
 * picture no row names, or a `.part`. At start these are removed, but only when older than
 * an hour: a younger one may belong to an upload in flight in another process sharing the
 * folder, whose row is about to be written. Files whose names are not picture names are not
 * ours and are left alone. `users.profile_picture` always names a `member_pictures` row (it is
 * set from one and cleared with it), so the row is what keeps a file.
 */
export const SWEEP_MIN_AGE_MS = 60 * 60 * 1000;

export interface SweepResult {
  /** Pictures no row names. */
  orphans: number;
  /** Half-written `.part` files. */
  parts: number;
}

/**
 * Walks the folder as a stream (never the whole listing in memory) and asks the database about
 * the old pictures a page at a time, by primary key, so a large folder costs many small lookups,
 * not one large one. Meant to run in the background after the server listens.
 */
export async function sweepPictureFiles(database: Database, dir: string, now = Date.now(), minAgeMs = SWEEP_MIN_AGE_MS): Promise<SweepResult> {
  const result: SweepResult = { orphans: 0, parts: 0 };
  const folder = await opendir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return null; // no picture stored yet
    throw err;
  });
  if (!folder) return result;
  let page: string[] = [];
  const checkPage = async () => {
    result.orphans += await removeUnnamed(database, dir, page);
    page = [];
  };
  for await (const entry of folder) {
    if (!entry.isFile()) continue;
    const isPart = entry.name.endsWith('.part') && PICTURE_NAME.test(entry.name.slice(0, -'.part'.length));
    if (!isPart && !PICTURE_NAME.test(entry.name)) continue;
    const file = path.join(dir, entry.name);
    const modified = await stat(file).then((s) => s.mtimeMs, () => null); // gone meanwhile: nothing to do
    if (modified === null || now - modified < minAgeMs) continue;
    if (isPart) {
      await rm(file, { force: true });
      result.parts++;
      continue;
    }
    page.push(entry.name);
    if (page.length >= IN_LIST_MAX) await checkPage();
  }
  if (page.length) await checkPage();
  return result;
}

async function removeUnnamed(database: Database, dir: string, names: string[]): Promise<number> {
  const rows = await database.db.selectFrom('member_pictures').select('name').where('name', 'in', names).execute();
  const named = new Set(rows.map((r) => r.name));
  const orphans = names.filter((n) => !named.has(n));
  await Promise.all(orphans.map((n) => rm(path.join(dir, n), { force: true })));
  return orphans.length;
}
