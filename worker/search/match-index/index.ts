import type { Database } from '../../db/database';
import { IDS_PER_STATEMENT, optionsByMember, readMembers, readShardAfter, startOf } from './load';
import { shardOf, type ShardPart } from './partition';
import { MemberStore } from './store';

/**
 * One shard of the match index (docs/decisions/0502-match-index.md, 0966-match-index-shards.md):
 * an in-memory columnar copy of what Profile Matches and the recommendation lists read, for the
 * members of one part of the shard key, loaded on first use and kept fresh through the
 * `search_changes` log that triggers fill (migrations/0012).
 */

/** Changes after which a full reload is cheaper than catching up member by member. */
const RELOAD_AFTER = 20_000;
/** The log keeps this many rows behind the newest; a reader further behind reloads in full. */
const LOG_KEEP = 10_000;
/** Prune the log once this many changes have been read since the last prune. */
const PRUNE_EVERY = 2_000;

export interface LoadStats {
  members: number;
  ms: number;
  statements: number;
}

export class MatchIndex {
  store = new MemberStore();
  /** The newest log row applied (0: none yet). */
  private position = 0;
  private loaded = false;
  private prunedAt = 0;
  private running: Promise<void> | null = null;
  private next: Promise<void> | null = null;
  lastLoad: LoadStats | null = null;

  constructor(
    private readonly database: Database,
    readonly part: ShardPart,
  ) {}

  /**
   * Brings the index up to date with every write committed before the call: a read of the log
   * since the last position, then the changed members reloaded. Concurrent callers share one
   * catch-up; a caller arriving during one waits for the next, so it sees writes made just before.
   */
  fresh(): Promise<void> {
    if (!this.running) {
      this.running = this.catchUp().finally(() => {
        this.running = null;
      });
      return this.running;
    }
    this.next ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.next = null;
        return this.fresh();
      });
    return this.next;
  }

  /** The newest log row the store is up to date with (a snapshot records it). */
  get at(): number {
    return this.position;
  }

  /**
   * Takes a store restored from a snapshot (snapshot.ts) as loaded up to `position`; the next
   * catch-up reads the log from there, or loads in full if the log was pruned past it.
   */
  adopt(store: MemberStore, position: number): void {
    this.store = store;
    this.position = position;
    this.prunedAt = position;
    this.loaded = true;
  }

  /**
   * Reads every member again (the back office's "Rebuild the match index", decision 0814),
   * after any catch-up under way; readers keep the old store until the new one is complete.
   */
  async reload(): Promise<LoadStats> {
    await this.running?.catch(() => undefined);
    this.loaded = false;
    await this.fresh();
    return this.lastLoad!;
  }

  private async catchUp(): Promise<void> {
    if (!this.loaded) return this.load();
    const { db } = this.database;
    // `>=` the position: its own row must still be there, else the log was pruned past us.
    const rows = await db
      .selectFrom('search_changes')
      .select(['seq', 'user_id'])
      .where('seq', '>=', this.position)
      .orderBy('seq')
      .limit(RELOAD_AFTER + 1)
      .execute();
    const intact = this.position === 0 ? rows.length === 0 || rows[0]!.seq === 1 : rows[0]?.seq === this.position;
    if (!intact || rows.length > RELOAD_AFTER) return this.load();
    // Every shard reads the whole log (a few rows a write) and keeps its own members' changes.
    const { shard, of } = this.part;
    const changed = [...new Set(rows.filter((r) => r.seq > this.position && shardOf(r.user_id, of) === shard).map((r) => r.user_id))];
    const position = rows[rows.length - 1]?.seq ?? this.position;
    if (!changed.length) {
      this.position = position;
      return;
    }
    const bulk = changed.length > 500;
    if (bulk) this.store.beginBulk();
    try {
      for (let i = 0; i < changed.length; i += IDS_PER_STATEMENT) {
        const ids = changed.slice(i, i + IDS_PER_STATEMENT);
        const { rows: members, options } = await readMembers(this.database, ids);
        const byMember = optionsByMember(options);
        const found = new Set<string>();
        for (const m of members) {
          found.add(m.id);
          this.store.put(m, byMember.get(m.id) ?? []);
        }
        for (const id of ids) if (!found.has(id)) this.store.remove(id);
      }
    } finally {
      if (bulk) this.store.endBulk();
    }
    this.position = position;
    // One shard prunes, so the log is not pruned once per shard.
    if (shard === 0 && this.position - this.prunedAt >= PRUNE_EVERY) {
      this.prunedAt = this.position;
      await db.deleteFrom('search_changes').where('seq', '<', this.position - LOG_KEEP).execute();
    }
  }

  /** Reads the shard's members, LOAD_CHUNK at a time in keyset order. The log position is read first, so writes made during the load are applied by the next catch-up. */
  private async load(): Promise<void> {
    const t0 = performance.now();
    const last = await this.database.db
      .selectFrom('search_changes')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .executeTakeFirst();
    const store = new MemberStore();
    store.beginBulk();
    let statements = 1;
    for (let after = startOf(this.part); ; ) {
      const { rows, options, last } = await readShardAfter(this.database, this.part, after);
      statements += last ? 2 : 1;
      if (!last) break;
      const byMember = optionsByMember(options);
      for (const m of rows) store.put(m, byMember.get(m.id) ?? []);
      after = last;
    }
    store.endBulk();
    this.store = store;
    this.position = Number(last?.seq ?? 0);
    this.prunedAt = this.position;
    this.loaded = true;
    this.lastLoad = { members: store.slotOf.size, ms: performance.now() - t0, statements };
  }
}
