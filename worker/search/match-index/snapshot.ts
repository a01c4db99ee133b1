import { CODED } from './fields';
import { MemberStore } from './store';

/**
 * A shard's columns as bytes (docs/decisions/0966-match-index-shards.md): what a Durable Object
 * keeps in its own storage so that, restarted, it reads its members from there and catches up
 * from `search_changes` instead of reading them all from D1 again. The typed columns go as they
 * are (only the used part), the ids and code tables as JSON; restoring gives a store that answers
 * exactly as the one saved (snapshot.test.ts).
 */

/** A new snapshot once the log has moved this far past the last (the log keeps 10,000 rows; index.ts): a Durable Object's or a Node file's. */
export const SNAPSHOT_EVERY = 2_000;

/** The typed columns of one slot each, saved from 0 to `size`. */
const SLOT_COLUMNS = [
  'findable',
  'gender',
  'dob',
  'lastSeen',
  'createdAt',
  'height',
  'hasPhoto',
  'hasHoroscope',
  'hasPref',
  'prefAgeFrom',
  'prefAgeTo',
  'prefHeightFrom',
  'prefHeightTo',
  'prefFields',
  'prefStart',
  'prefLen',
] as const satisfies readonly (keyof MemberStore)[];

interface Meta {
  version: 1;
  /** The change log position the columns are up to date with. */
  position: number;
  size: number;
  poolUsed: number;
  poolLive: number;
  orderLen: number[];
  /** Whether the code matrix widened to 32 bits. */
  wide: boolean;
  ids: (string | null)[];
  /** Per coded column, its values in code order (code 0, NULL, left out). */
  tables: (string | null)[][];
}

/** A snapshot: named parts of bytes ('meta' and one per column). */
export type Snapshot = Map<string, Uint8Array>;

const bytesOf = (a: ArrayBufferView) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);

export function snapshotOf(store: MemberStore, position: number): Snapshot {
  const meta: Meta = {
    version: 1,
    position,
    size: store.size,
    poolUsed: store.poolUsed,
    poolLive: store.poolLive,
    orderLen: [...store.orderLen],
    wide: store.codes.data instanceof Uint32Array,
    ids: store.ids.slice(0, store.size),
    tables: CODED.map((name) => store.coded[name].table.values.slice(1)),
  };
  const parts: Snapshot = new Map([['meta', new TextEncoder().encode(JSON.stringify(meta))]]);
  for (const name of SLOT_COLUMNS) parts.set(name, bytesOf(store[name].subarray(0, store.size)));
  parts.set('codes', bytesOf(store.codes.data.subarray(0, store.size * store.codes.stride)));
  parts.set('pool', bytesOf(store.pool.subarray(0, store.poolUsed)));
  for (const g of [1, 2]) parts.set(`order${g}`, bytesOf(store.order[g]!.subarray(0, store.orderLen[g])));
  return parts;
}

/** The store a snapshot was taken of, and its log position; null when the snapshot is of another version or incomplete. */
export function storeFrom(parts: Snapshot): { store: MemberStore; position: number } | null {
  const metaBytes = parts.get('meta');
  if (!metaBytes) return null;
  const meta = JSON.parse(new TextDecoder().decode(metaBytes)) as Meta;
  if (meta.version !== 1) return null;
  const store = new MemberStore(Math.max(1024, meta.size));
  // A copy into a fresh buffer: the stored bytes need not be aligned for the column's type.
  const fill = (target: { set(a: ArrayLike<number>): void; constructor: unknown }, name: string) => {
    const bytes = parts.get(name);
    if (!bytes) throw new Error(`match index snapshot: no ${name}`);
    const View = target.constructor as new (buffer: ArrayBuffer) => ArrayLike<number>;
    target.set(new View(bytes.slice().buffer));
  };
  for (const name of SLOT_COLUMNS) fill(store[name], name);
  if (meta.wide) store.codes.data = new Uint32Array(store.codes.data.length);
  fill(store.codes.data, 'codes');
  if (meta.poolUsed > store.pool.length) store.pool = new Uint32Array(meta.poolUsed * 2);
  fill(store.pool, 'pool');
  for (const g of [1, 2]) {
    if (meta.orderLen[g]! > store.order[g]!.length) store.order[g] = new Int32Array(meta.orderLen[g]! * 2);
    fill(store.order[g]!, `order${g}`);
    store.orderLen[g] = meta.orderLen[g]!;
  }
  CODED.forEach((name, k) => {
    for (const value of meta.tables[k]!) store.coded[name].table.codeOf(value);
  });
  meta.ids.forEach((id, slot) => {
    store.ids[slot] = id;
    if (id !== null) store.slotOf.set(id, slot);
  });
  store.size = meta.size;
  store.poolUsed = meta.poolUsed;
  store.poolLive = meta.poolLive;
  return { store, position: meta.position };
}

/** One stored piece of a snapshot part: under the 2 MB a Durable Object's SQLite allows in a value. */
export interface SnapshotRow {
  part: string;
  seq: number;
  data: Uint8Array;
}

const ROW_BYTES = 1 << 20;

/** The snapshot cut into rows of at most 1 MB. */
export function rowsOf(parts: Snapshot): SnapshotRow[] {
  const rows: SnapshotRow[] = [];
  for (const [part, bytes] of parts) {
    for (let at = 0, seq = 0; at < bytes.length || seq === 0; at += ROW_BYTES, seq++) rows.push({ part, seq, data: bytes.subarray(at, at + ROW_BYTES) });
  }
  return rows;
}

/** The rows put together again (in any order). */
export function partsOf(rows: readonly SnapshotRow[]): Snapshot {
  const byPart = new Map<string, SnapshotRow[]>();
  for (const r of rows) byPart.set(r.part, [...(byPart.get(r.part) ?? []), r]);
  const parts: Snapshot = new Map();
  for (const [part, pieces] of byPart) {
    pieces.sort((a, b) => a.seq - b.seq);
    const bytes = new Uint8Array(pieces.reduce((n, p) => n + p.data.length, 0));
    let at = 0;
    for (const p of pieces) {
      bytes.set(p.data, at);
      at += p.data.length;
    }
    parts.set(part, bytes);
  }
  return parts;
}
