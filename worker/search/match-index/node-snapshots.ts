import type { AppDeps } from '../../deps';
import type { LoadStats } from './index';
import { LocalMatchShard } from './shard';
import { matchShardsOf } from './shards';
import { SNAPSHOT_EVERY } from './snapshot';
import { databaseOf, frozenSnapshot, logAt, readSnapshotFile, removeAbandonedWrites, shardFile, stampOf, writeSnapshotFile } from './snapshot-file';

/**
 * The Node entry's snapshot files of its match index shards (docs/decisions/0968): at start each
 * shard takes its members from its file when that fits (snapshot-file.ts), and the files are
 * written again after a full load and once the log has moved SNAPSHOT_EVERY changes past them,
 * as the Durable Object shards do in their own storage. Writing is a timer's work, never a
 * request's; with several server processes on one database each may write, and a file another
 * process has already brought as far is left as it is.
 */

/** How often the shards are looked at for a snapshot due: the log's 2,000 changes take minutes on a busy site. */
const LOOK_EVERY_MS = 30_000;

export interface SnapshotKeeper {
  /** Writes the snapshot of every shard loaded in full or moved far enough since its last (one write at a time). */
  saveDue(): Promise<void>;
  /** No more writes; waits for one under way. */
  stop(): Promise<void>;
}

type Deps = Pick<AppDeps, 'database' | 'config' | 'matchShards'>;

/**
 * Restores the app's local shards from their files in `dir` (before any of them is asked, so none
 * starts a full load meanwhile) and keeps the files from then on. `say`: the lines for the log.
 */
export async function keepMatchIndexSnapshots(deps: Deps, dir: string, say: (line: string) => void = console.log): Promise<SnapshotKeeper> {
  const shards = matchShardsOf(deps).filter((s): s is LocalMatchShard => s instanceof LocalMatchShard);
  const databaseId = await databaseOf(deps.database);
  /** Per shard, the load and the position of the snapshot on file (as this process knows it). */
  const saved = new Map<LocalMatchShard, { load: LoadStats | null; at: number }>();
  await removeAbandonedWrites(dir);
  const t0 = performance.now();
  const restored = await Promise.all(
    shards.map(async (shard) => {
      const { index } = shard;
      const snapshot = await readSnapshotFile(shardFile(dir, index.part.shard), index.part, deps.database, databaseId, say);
      if (!snapshot) return 0;
      index.adopt(snapshot.store, snapshot.position);
      saved.set(shard, { load: index.lastLoad, at: snapshot.position });
      return snapshot.store.slotOf.size;
    }),
  );
  if (saved.size) {
    const positions = [...saved.values()].map((s) => s.at);
    const members = restored.reduce((n, m) => n + m, 0);
    say(
      `Match index: ${saved.size} of ${shards.length} shards from their snapshots in ${Math.round(performance.now() - t0)} ms (${members} members, log position ${Math.min(...positions)}${Math.max(...positions) > Math.min(...positions) ? `–${Math.max(...positions)}` : ''}).`,
    );
  }

  /** The shard's snapshot written when due; its size in bytes (0: not due, or another process had written it). */
  async function save(shard: LocalMatchShard): Promise<number> {
    const { index } = shard;
    const last = saved.get(shard);
    if (!index.lastLoad && !last) return 0; // neither loaded nor restored yet: the warm-up's to do
    if (last && last.load === index.lastLoad && index.at - last.at < SNAPSHOT_EVERY) return 0;
    await index.fresh();
    const load = index.lastLoad;
    const { parts, position } = frozenSnapshot(index);
    const { shard: k, of } = index.part;
    const file = shardFile(dir, k);
    const onFile = await stampOf(file).catch(() => null);
    // Another server process of this database has written one as far along.
    const written =
      onFile?.database === databaseId && onFile.shard === k && onFile.of === of && onFile.position >= position
        ? 0
        : await writeSnapshotFile(file, { shard: k, of, database: databaseId, position, log: await logAt(deps.database, position) }, parts);
    saved.set(shard, { load, at: position });
    return written;
  }

  let writing: Promise<void> = Promise.resolve();
  let stopped = false;
  const saveDue = () =>
    (writing = writing.then(async () => {
      const t0 = performance.now();
      const written: number[] = [];
      let bytes = 0;
      for (const shard of shards) {
        if (stopped) break;
        const { shard: k, of } = shard.index.part;
        const n = await save(shard).catch((err: unknown) => (say(`Match index shard ${k}/${of}: snapshot not written: ${String(err)}`), 0));
        if (n) written.push(k);
        bytes += n;
      }
      if (written.length) say(`Match index: snapshots of shards ${written.join(', ')} written in ${Math.round(performance.now() - t0)} ms (${(bytes / 1e6).toFixed(1)} MB).`);
    }));
  const timer = setInterval(() => void saveDue(), LOOK_EVERY_MS);
  timer.unref();
  return {
    saveDue,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await writing;
    },
  };
}
