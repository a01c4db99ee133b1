import { LIST_FILTER_KEYS } from '../../../contract/search';
import type { Database } from '../../db/database';
import type { Criteria } from '../filter-options';
import { COLUMNS } from '../filter-options';
import { indexedEligible, type Asker, type IndexedEligible } from './eligible';
import { codedName } from './fields';
import { MatchIndex, type LoadStats } from './index';
import { shardPart } from './partition';
import { planOf } from './plan';
import { scanForward, scanReverse, type ScoredPage, type Viewer } from './preference-scan';
import { scanMatches } from './scan';

/**
 * One shard of the match index as the rest of the app sees it (docs/decisions/0966): what it
 * answers for a query, in values and ids (each shard codes its values itself), so the answers of
 * every shard can be merged (merge.ts). The Node entry holds every shard in its process
 * (LocalMatchShard); on Workers each is a Durable Object behind the same methods.
 */
export interface MatchShard {
  /** Profile Matches over this shard's members: every filter's counts, the totals, the first `first` results in list order. */
  matches(q: MatchQuery): Promise<ShardMatches>;
  /** A preference list over this shard's members: the total and the first `first` by the percentage shown, then list order. */
  preferred(q: PreferenceQuery): Promise<ShardScored>;
  /** Brings the shard up to date with every committed write (the Node entry's warm-up). */
  fresh(): Promise<void>;
  /** Reads the shard's members again (the back office's "Rebuild the match index"). */
  reload(): Promise<LoadStats>;
}

export interface MatchQuery extends Asker {
  criteria: Criteria;
  /** Results wanted from the top of the list: the page's offset + limit. */
  first: number;
  counts: boolean;
}

export interface PreferenceQuery extends Asker {
  /** 'forward': members you may like; 'reverse': members looking for you. */
  direction: 'forward' | 'reverse';
  viewer: Viewer;
  first: number;
}

/** A member of a result, with what the list order reads (last seen: null when never seen). */
export interface ListedMember {
  id: string;
  lastSeen: number | null;
}

/** One value of a filter and how many results (disjunctively) have it; null: not added. */
export type ValueCount = readonly [value: string | null, n: number];

export interface ShardMatches {
  /** Per list filter (LIST_FILTER_KEYS' order), its values with a non-zero count; empty without counts. */
  counts: ValueCount[][];
  total: number;
  active: number;
  horoscope: number;
  photo: number;
  first: ListedMember[];
}

export interface ScoredMember extends ListedMember {
  /** The percentage the card shows. */
  shown: number;
}

export interface ShardScored {
  total: number;
  first: ScoredMember[];
}

/** One shard of the index in this process: a MatchIndex of its part of the members, and the scans over it. */
export class LocalMatchShard implements MatchShard {
  readonly index: MatchIndex;

  constructor(database: Database, shard: number, of: number) {
    this.index = new MatchIndex(database, shardPart(shard, of));
  }

  async matches(q: MatchQuery): Promise<ShardMatches> {
    await this.index.fresh();
    return answerMatches(this.index, q);
  }

  async preferred(q: PreferenceQuery): Promise<ShardScored> {
    await this.index.fresh();
    return answerPreferred(this.index, q);
  }

  fresh(): Promise<void> {
    return this.index.fresh();
  }

  reload(): Promise<LoadStats> {
    return this.index.reload();
  }
}

const listed = (e: IndexedEligible, slot: number): ListedMember => {
  const lastSeen = e.store.lastSeen[slot]!;
  return { id: e.store.ids[slot]!, lastSeen: Number.isNaN(lastSeen) ? null : lastSeen };
};

/** Profile Matches over one up-to-date shard. */
export function answerMatches(index: MatchIndex, q: MatchQuery): ShardMatches {
  const { store } = index;
  const e = indexedEligible(store, q);
  const r = scanMatches(e, planOf(store, q.now, q.criteria, { offset: 0, limit: q.first, counts: q.counts }));
  const counts = q.counts
    ? LIST_FILTER_KEYS.map((key, k) => {
        const values = store.coded[codedName(COLUMNS[key].column)].table.values;
        const byCode = r.counts[k]!;
        const out: ValueCount[] = [];
        for (let code = 0; code < byCode.length; code++) if (byCode[code]) out.push([values[code] ?? null, byCode[code]!]);
        return out;
      })
    : [];
  return { counts, total: r.total, active: r.active, horoscope: r.horoscope, photo: r.photo, first: r.page.map((slot) => listed(e, slot)) };
}

/** A preference list over one up-to-date shard. */
export function answerPreferred(index: MatchIndex, q: PreferenceQuery): ShardScored {
  const e = indexedEligible(index.store, q);
  const scan = q.direction === 'forward' ? scanForward : scanReverse;
  const scored: ScoredPage = scan(e, q.viewer, { offset: 0, limit: q.first });
  return { total: scored.total, first: scored.page.map((slot, i) => ({ ...listed(e, slot), shown: scored.shown[i]! })) };
}
