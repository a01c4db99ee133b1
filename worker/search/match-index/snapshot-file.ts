import { sql } from 'kysely';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/database';
import { filePath } from '../../db/node-database';
import { CODED } from './fields';
import type { MatchIndex } from './index';
import type { ShardPart } from './partition';
import { snapshotOf, storeFrom, type Snapshot } from './snapshot';
import { MemberStore } from './store';

/**
 * A shard's snapshot (snapshot.ts, the Durable Objects' format) in a file beside the database,
 * for the Node entry (docs/decisions/0968-match-index-snapshot-files.md): a restarted process
 * takes its shards from these files and catches up from `search_changes` instead of reading
 * every member again. The file is a stamp (JSON) and the snapshot's parts after it; the stamp
 * says what the snapshot may be used for, and a snapshot whose stamp does not fit this code,
 * this shard or this database is not used.
 */

const MAGIC = new TextEncoder().encode('sambandh match shard\n');
const FORMAT = 1;
/** The log rows up to the snapshot's position it keeps, to know the log is the one it read. */
const LOG_ROWS = 8;

export interface Stamp {
  format: number;
  /** The store's columns and their types (a snapshot of other columns cannot be read back). */
  layout: string;
  shard: number;
  of: number;
  /** Which database, at which schema (databaseOf). */
  database: string;
  /** The change log position the columns are up to date with. */
  position: number;
  /** The last log rows up to `position` ([seq, member id]): the database's log must still hold exactly these. */
  log: [number, string][];
  /** The snapshot's parts in file order, with their byte lengths. */
  parts: [string, number][];
}

/** The store's typed columns by name and type, and the coded columns: changes whenever the store's shape does. */
export const LAYOUT = (() => {
  const probe = new MemberStore(1);
  const typed = Object.entries(probe)
    .filter(([, v]) => ArrayBuffer.isView(v))
    .map(([k, v]) => `${k}:${(v as object).constructor.name}`);
  return [...typed.sort(), `codes:${probe.codes.stride}`, ...CODED].join(' ');
})();

/** The folder of the snapshot files of a `file:` database: `<file>.match-index/` beside it; none for a remote database. */
export function snapshotDirOf(databaseUrl: string): string | null {
  return databaseUrl.startsWith('file:') ? `${filePath(databaseUrl)}.match-index` : null;
}

export const shardFile = (dir: string, shard: number) => path.join(dir, `shard-${shard}.snap`);

/**
 * What identifies the database and its schema without reading a member: when its first migration
 * was applied (the moment the file was created, to the second) and the newest migration's name
 * (a migration may change rows without the log knowing, so a snapshot is of one schema).
 */
export async function databaseOf(database: Database): Promise<string> {
  const { rows } = await sql<{ first: string | null; last: string | null }>`
    select (select applied_at from d1_migrations order by id limit 1) as first, (select max(name) from d1_migrations) as last`.execute(database.db);
  return `${rows[0]?.first ?? ''} ${rows[0]?.last ?? ''}`;
}

/** The log rows from `from` up to `position`, oldest first. */
async function logRows(database: Database, from: number, position: number): Promise<[number, string][]> {
  const rows = await database.db
    .selectFrom('search_changes')
    .select(['seq', 'user_id'])
    .where('seq', '>=', from)
    .where('seq', '<=', position)
    .orderBy('seq', 'desc')
    .limit(LOG_ROWS)
    .execute();
  return rows.reverse().map((r) => [Number(r.seq), r.user_id]);
}

/** The stamp at the start of a snapshot file; null when there is no such file or it does not start as one. */
export async function stampOf(file: string): Promise<Stamp | null> {
  const handle = await open(file, 'r').catch(() => null);
  if (!handle) return null;
  try {
    const head = new Uint8Array(MAGIC.length + 4);
    await handle.read(head, 0, head.length, 0);
    const length = startOf(head);
    if (length === null) return null;
    const json = new Uint8Array(length);
    await handle.read(json, 0, length, head.length);
    return JSON.parse(new TextDecoder().decode(json)) as Stamp;
  } finally {
    await handle.close();
  }
}

/** The stamp's byte length after the magic, or null when the bytes are not a snapshot file. */
function startOf(bytes: Uint8Array): number | null {
  if (bytes.length < MAGIC.length + 4 || MAGIC.some((b, i) => bytes[i] !== b)) return null;
  return new DataView(bytes.buffer, bytes.byteOffset + MAGIC.length, 4).getUint32(0, true);
}

/**
 * The index's snapshot now, its bytes copied: the parts of snapshotOf are views of the live
 * columns, which the next catch-up writes into while the file is being written. Taken right
 * after a catch-up has finished, the store is whole (a catch-up changes it only after its first
 * read of the log, so none can be half-way through at that moment).
 */
export function frozenSnapshot(index: MatchIndex): { parts: Snapshot; position: number } {
  const position = index.at;
  return { parts: new Map([...snapshotOf(index.store, position)].map(([name, bytes]) => [name, bytes.slice()])), position };
}

/**
 * Writes a snapshot to `file`: to a name of this process first, then renamed over the file, so a
 * reader (or another process of the same database) finds the old file or the new one, never part
 * of one. Returns the bytes written.
 */
export async function writeSnapshotFile(file: string, about: Omit<Stamp, 'format' | 'layout' | 'parts'>, parts: Snapshot): Promise<number> {
  const stamp: Stamp = { format: FORMAT, layout: LAYOUT, ...about, parts: [...parts].map(([name, bytes]) => [name, bytes.length]) };
  const json = new TextEncoder().encode(JSON.stringify(stamp));
  const length = new Uint8Array(4);
  new DataView(length.buffer).setUint32(0, json.length, true);
  const chunks = [MAGIC, length, json, ...parts.values()];
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  const handle = await open(temp, 'w');
  try {
    await handle.writev(chunks);
    await handle.sync();
  } catch (err) {
    await handle.close();
    await rm(temp, { force: true });
    throw err;
  }
  await handle.close();
  await rename(temp, file);
  return chunks.reduce((n, c) => n + c.length, 0);
}

/** Whether a process of this pid is running (EPERM: it is, someone else's). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the temp files of writes whose process died before renaming them (a crash, kill -9). */
export async function removeAbandonedWrites(dir: string): Promise<void> {
  for (const name of await readdir(dir).catch(() => [])) {
    const pid = /\.snap\.(\d+)\.tmp$/.exec(name)?.[1];
    if (pid && !running(Number(pid))) await rm(path.join(dir, name), { force: true });
  }
}

/** The log rows a snapshot at the index's position keeps in its stamp. */
export const logAt = (database: Database, position: number) => logRows(database, Math.max(1, position - LOG_ROWS + 1), position);

/**
 * The store saved in `file` and its log position, when the file is a readable snapshot of this
 * shard of this database whose log position the change log still holds; else null, with the
 * reason told to `say` (no file at all says nothing: a first start).
 */
export async function readSnapshotFile(
  file: string,
  part: ShardPart,
  database: Database,
  databaseId: string,
  say: (line: string) => void,
): Promise<{ store: MemberStore; position: number } | null> {
  const read = await readFile(file).catch(() => null);
  if (!read) return null;
  // A plain Uint8Array: a Buffer's slice() is a view, and storeFrom copies each part with slice().
  const bytes = new Uint8Array(read.buffer, read.byteOffset, read.byteLength);
  const refuse = (why: string) => {
    say(`Match index shard ${part.shard}/${part.of}: snapshot ${file} not used (${why}); loading from the database.`);
    return null;
  };
  try {
    const length = startOf(bytes);
    if (length === null) return refuse('not a snapshot file');
    const stampEnd = MAGIC.length + 4 + length;
    const stamp = JSON.parse(new TextDecoder().decode(bytes.subarray(MAGIC.length + 4, stampEnd))) as Stamp;
    if (stamp.format !== FORMAT || stamp.layout !== LAYOUT) return refuse('written by another version');
    if (stamp.shard !== part.shard || stamp.of !== part.of) return refuse(`of shard ${stamp.shard}/${stamp.of}`);
    if (stamp.database !== databaseId) return refuse('of another database or schema');
    // The same rows at the same places: the log this snapshot followed, not pruned past it (it could miss changes).
    const first = stamp.log[0]?.[0] ?? 1;
    const now = await logRows(database, first, stamp.position);
    if (JSON.stringify(now) !== JSON.stringify(stamp.log)) return refuse(`the change log no longer holds position ${stamp.position}`);
    const parts: Snapshot = new Map();
    let at = stampEnd;
    for (const [name, n] of stamp.parts) {
      if (at + n > bytes.length) return refuse('cut short');
      parts.set(name, bytes.subarray(at, at + n));
      at += n;
    }
    const restored = storeFrom(parts);
    if (!restored || restored.position !== stamp.position) return refuse('written by another version');
    return restored;
  } catch (err) {
    return refuse(`unreadable: ${err instanceof Error ? err.message : String(err)}`);
  }
}
