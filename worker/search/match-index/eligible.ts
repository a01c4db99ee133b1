import { ADULT_AGE, bornOnOrBefore } from '../eligible';
import { dateKey } from './columns';
import { FEMALE, MALE, type MemberStore } from './store';

/**
 * The members one viewer may find in one shard of the match index: the same rules as the SQL
 * `eligibleMembers` (../eligible.ts), which stays the definition and is tested against this.
 * Blocks are not in the index: the caller reads them per request, both ways (a few rows), and
 * hands each shard its own (shards.ts).
 */
export interface IndexedEligible {
  store: MemberStore;
  /** The gender code matched with (MALE, FEMALE; 0: none). */
  gender: number;
  /** The slots of the gender the viewer is matched with, in list order (the first `length`). */
  order: Int32Array;
  length: number;
  /** The viewer's own slot (-1 when not in this shard). */
  viewerSlot: number;
  /** Latest date of birth (dateKey) of an adult. */
  adult: number;
  /** Slots of members blocked either way, and of those the caller excluded. */
  blocked: ReadonlySet<number>;
}

/** Who asks, as a shard needs it: the viewer, the gender they are matched with, the clock, and the members left out. */
export interface Asker {
  viewerId: string;
  /** The gender the viewer is matched with (oppositeGender of theirs); null: none. */
  gender: 'male' | 'female' | null;
  now: number;
  /** Members of this shard left out like the viewer: blocked either way, or excluded by the caller (family finding). */
  leftOut: readonly string[];
}

export function indexedEligible(store: MemberStore, asker: Asker): IndexedEligible {
  const g = asker.gender === 'male' ? MALE : asker.gender === 'female' ? FEMALE : 0;
  const blocked = new Set<number>();
  for (const id of asker.leftOut) {
    const slot = store.slotOf.get(id);
    if (slot !== undefined) blocked.add(slot);
  }
  return {
    store,
    gender: g,
    order: store.order[g]!,
    length: g ? store.orderLen[g]! : 0,
    viewerSlot: store.slotOf.get(asker.viewerId) ?? -1,
    adult: dateKey(bornOnOrBefore(asker.now, ADULT_AGE)),
    blocked,
  };
}

/** Whether the slot passes the viewer's eligibility (gender is given by the order walked). */
export function isEligible(e: IndexedEligible, slot: number): boolean {
  const s = e.store;
  return s.findable[slot] === 1 && s.dob[slot]! <= e.adult && slot !== e.viewerSlot && !(e.blocked.size && e.blocked.has(slot));
}
