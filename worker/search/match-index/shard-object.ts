import { DurableObject } from 'cloudflare:workers';
import type { D1Database, DurableObjectNamespace, DurableObjectState } from '@cloudflare/workers-types';
import type { Database } from '../../db/database';
import { openD1 } from '../../db/d1';
import { benchHooksOn, countRowsRead } from '../../bench-hooks';
import { openLibsql } from '../../db/libsql';
import { MatchIndex, type LoadStats } from './index';
import { shardPart } from './partition';
import { answerMatches, answerPreferred, type MatchQuery, type MatchShard, type PreferenceQuery, type ShardMatches, type ShardScored } from './shard';
import { partsOf, rowsOf, SNAPSHOT_EVERY, snapshotOf, storeFrom, type SnapshotRow } from './snapshot';

/**
 * One shard of the match index in a SQLite-backed Durable Object (docs/decisions/0966): the
 * Worker asks `MATCH_SHARDS.idFromName('match-shard-k-of-n')` over RPC through the same
 * MatchShard interface the Node entry's shards answer. The object loads its members from D1 in
 * its own invocations (its part only: ≈ 2 statements a thousand members), keeps a snapshot of
 * its columns in its own storage, and on a restart takes that and catches up from
 * `search_changes` instead of reading D1 again.
 */

/** The bindings the object reads: the same database as the Worker. */
export interface ShardEnv {
  DB?: D1Database;
  LIBSQL_URL?: string;
  LIBSQL_AUTH_TOKEN?: string;
  /** The Workers bench's hooks (worker/bench-hooks.ts): never set in wrangler.toml. */
  BENCH_HOOKS?: string;
}

/** Which shard an object is: sent with every call, so the object needs no set-up call. */
export interface ShardName {
  shard: number;
  of: number;
}

export class MatchShardObject extends DurableObject<ShardEnv> {
  #index: Promise<MatchIndex> | null = null;
  #name = '';
  #savedAt = -1;
  #savedLoad: LoadStats | null = null;

  constructor(ctx: DurableObjectState, env: ShardEnv) {
    super(ctx, env);
    // `shard`: which part the rows are of ('3/8'); a snapshot of another count of shards is not read.
    ctx.storage.sql.exec('CREATE TABLE IF NOT EXISTS match_snapshot (shard TEXT NOT NULL, part TEXT NOT NULL, seq INTEGER NOT NULL, data BLOB NOT NULL, PRIMARY KEY (shard, part, seq))');
  }

  async matches(name: ShardName, q: MatchQuery): Promise<ShardMatches> {
    return answerMatches(await this.#fresh(name), q);
  }

  async preferred(name: ShardName, q: PreferenceQuery): Promise<ShardScored> {
    return answerPreferred(await this.#fresh(name), q);
  }

  async fresh(name: ShardName): Promise<void> {
    await this.#fresh(name);
  }

  /** The Workers bench's restart (worker/bench-hooks.ts): the object ends, the next call gets a new one, which restores from its snapshot. */
  async restart(): Promise<void> {
    this.ctx.abort('restarted by the bench');
  }

  async reload(name: ShardName): Promise<LoadStats> {
    const index = await this.#indexOf(name);
    const load = await index.reload();
    this.#save(index);
    return load;
  }

  /** The index caught up, and saved when it was loaded in full or has moved far enough since the last snapshot. */
  async #fresh(name: ShardName): Promise<MatchIndex> {
    const index = await this.#indexOf(name);
    await index.fresh();
    const loaded = index.lastLoad !== this.#savedLoad ? index.lastLoad : null;
    if (loaded) console.log(`Match index shard ${this.#name}: ${loaded.members} members loaded from the database in ${Math.round(loaded.ms)} ms (${loaded.statements} statements).`);
    if (loaded || index.at - this.#savedAt >= SNAPSHOT_EVERY) this.#save(index);
    return index;
  }

  /** The shard's index: from the snapshot when there is one of this shard, else loaded from the database on its first catch-up. */
  #indexOf(name: ShardName): Promise<MatchIndex> {
    const key = `${name.shard}/${name.of}`;
    if (this.#index && this.#name === key) return this.#index;
    this.#name = key;
    this.#index = (async () => {
      const index = new MatchIndex(await databaseOf(this.env), shardPart(name.shard, name.of));
      const rows = this.ctx.storage.sql
        .exec<{ part: string; seq: number; data: ArrayBuffer }>('SELECT part, seq, data FROM match_snapshot WHERE shard = ?', key)
        .toArray()
        .map((r): SnapshotRow => ({ part: r.part, seq: r.seq, data: new Uint8Array(r.data) }));
      let restored: ReturnType<typeof storeFrom> = null;
      try {
        restored = rows.length ? storeFrom(partsOf(rows)) : null;
      } catch (err) {
        // Never a shard that cannot start: the database has every member.
        console.error(`Match index shard ${key}: snapshot unreadable, loading from the database:`, err);
      }
      if (restored) {
        index.adopt(restored.store, restored.position);
        this.#savedAt = restored.position;
        this.#savedLoad = index.lastLoad;
        console.log(`Match index shard ${key}: ${restored.store.slotOf.size} members from its snapshot, at log position ${restored.position}.`);
      }
      return index;
    })();
    this.#index.catch(() => (this.#index = null));
    return this.#index;
  }

  /** Replaces the stored snapshot with the index's columns now, in one transaction. */
  #save(index: MatchIndex): void {
    const rows = rowsOf(snapshotOf(index.store, index.at));
    const { sql } = this.ctx.storage;
    this.ctx.storage.transactionSync(() => {
      sql.exec('DELETE FROM match_snapshot');
      for (const r of rows) {
        const data = r.data.buffer.slice(r.data.byteOffset, r.data.byteOffset + r.data.byteLength);
        sql.exec('INSERT INTO match_snapshot (shard, part, seq, data) VALUES (?, ?, ?, ?)', this.#name, r.part, r.seq, data);
      }
    });
    this.#savedAt = index.at;
    this.#savedLoad = index.lastLoad;
  }
}

/** The Worker's database, as worker/index.ts opens it. */
async function databaseOf(env: ShardEnv): Promise<Database> {
  if (env.LIBSQL_URL) return openLibsql(env.LIBSQL_URL, env.LIBSQL_AUTH_TOKEN);
  if (env.DB) return openD1(benchHooksOn(env) ? countRowsRead(env.DB) : env.DB);
  throw new Error('No database for the match index shard: bind D1 as DB, or set LIBSQL_URL.');
}

/** What a stub of the object answers over RPC: its public methods. */
type ShardStub = Pick<MatchShardObject, 'matches' | 'preferred' | 'fresh' | 'reload' | 'restart'>;

/** Shard k of n's object. */
export const shardObject = (namespace: DurableObjectNamespace, shard: number, of: number) =>
  namespace.get(namespace.idFromName(`match-shard-${shard}-of-${of}`)) as unknown as ShardStub;

/**
 * The shards of the Workers entry: one Durable Object each, asked over RPC. A stub per call: a
 * stub whose call failed stays broken (Cloudflare's docs), a new one costs nothing.
 */
export function durableShards(namespace: DurableObjectNamespace, of: number): MatchShard[] {
  return Array.from({ length: of }, (_, shard) => {
    const name: ShardName = { shard, of };
    const stub = () => shardObject(namespace, shard, of);
    return {
      matches: (q) => stub().matches(name, q),
      preferred: (q) => stub().preferred(name, q),
      fresh: () => stub().fresh(name),
      reload: () => stub().reload(name),
    };
  });
}
