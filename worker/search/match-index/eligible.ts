import { oppositeGender, ADULT_AGE, bornOnOrBefore } from '../eligible';
import type { AppDeps } from '../../deps';
import { blockedUserIds } from '../../social/reach';
import { dateKey } from './columns';
import { freshMatchIndex } from './index';
import { FEMALE, MALE, type MemberStore } from './store';

/**
 * The members one viewer may find, as the match index answers it: the same rules as the SQL
 * `eligibleMembers` (../eligible.ts), which stays the definition and is tested against this.
 * Blocks are not in the index: they are read per request, both ways (a few rows).
 */
export interface IndexedEligible {
  store: MemberStore;
  /** The gender code matched with (MALE, FEMALE; 0: none). */
  gender: number;
  /** The slots of the gender the viewer is matched with, in list order (the first `length`). */
  order: Int32Array;
  length: number;
  /** The viewer's own slot (-1 when not in the index). */
  viewerSlot: number;
  /** Latest date of birth (dateKey) of an adult. */
  adult: number;
  /** Slots of members blocked either way, and of those the caller excluded. */
  blocked: ReadonlySet<number>;
}

export async function indexedEligible(
  deps: Pick<AppDeps, 'database' | 'now'>,
  viewerId: string,
  viewerGender: 'male' | 'female' | null | undefined,
  /** Members also left out, like the blocked ones (family finding: relatives, the same gotra). */
  exclude?: Iterable<string>,
): Promise<IndexedEligible> {
  const [store, blockedIds] = await Promise.all([freshMatchIndex(deps.database), blockedUserIds(deps, viewerId)]);
  const gender = oppositeGender(viewerGender);
  const g = gender === 'male' ? MALE : gender === 'female' ? FEMALE : 0;
  const blocked = new Set<number>();
  for (const id of exclude ? [...blockedIds, ...exclude] : blockedIds) {
    const slot = store.slotOf.get(id);
    if (slot !== undefined) blocked.add(slot);
  }
  return {
    store,
    gender: g,
    order: store.order[g]!,
    length: g ? store.orderLen[g]! : 0,
    viewerSlot: store.slotOf.get(viewerId) ?? -1,
    adult: dateKey(bornOnOrBefore(deps.now(), ADULT_AGE)),
    blocked,
  };
}

/** Whether the slot passes the viewer's eligibility (gender is given by the order walked). */
export function isEligible(e: IndexedEligible, slot: number): boolean {
  const s = e.store;
  return s.findable[slot] === 1 && s.dob[slot]! <= e.adult && slot !== e.viewerSlot && !(e.blocked.size && e.blocked.has(slot));
}

/** The ids of every eligible member, in list order. */
export function eligibleIds(e: IndexedEligible): string[] {
  const out: string[] = [];
  for (let i = 0; i < e.length; i++) {
    const slot = e.order[i]!;
    if (isEligible(e, slot)) out.push(e.store.ids[slot]!);
  }
  return out;
}
