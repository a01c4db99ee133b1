import { isEligible, type IndexedEligible } from './eligible';
import { NONE } from './store';

/** One list filter: the member column's codes, and the codes selected (null: filter not set). */
export interface ListFilterPlan {
  data: Uint16Array | Uint32Array;
  /** mask[code] = 1 for the codes selected; code 0 is "not added". */
  mask: Uint8Array | null;
  /** Codes the column has (the size of its count array). */
  codes: number;
}

/** Profile Matches' criteria translated to the index's columns (see ../matches.ts). */
export interface ScanPlan {
  lists: ListFilterPlan[];
  /** Age: dob ≤ dobMax and dob > dobMinExclusive (dateKeys; ±Infinity when open). Null: no age filter. */
  age: { dobMax: number; dobMinExclusive: number } | null;
  /** Height in inches, either end open (null). Null: no height filter. */
  height: { from: number | null; to: number | null } | null;
  /** The Active filter: last seen at or after this (null: not set). */
  activeSince: number | null;
  /** Profile type: with horoscope and/or with photo selected. */
  horoscope: boolean;
  photo: boolean;
  /** The threshold of the Online Users count. */
  onlineSince: number;
  /** The column whose non-null value means "has a horoscope" (nakshatra). */
  horoscopeData: Uint16Array | Uint32Array;
  offset: number;
  limit: number;
  counts: boolean;
}

export interface ScanResult {
  /** Per list filter, the disjunctive count of each code. */
  counts: Int32Array[];
  active: number;
  horoscope: number;
  photo: number;
  total: number;
  /** The slots of the page, in list order. */
  page: number[];
}

/**
 * Two passes. The counts: every member in slot order (the columns are read front to back, which
 * keeps 20 columns in the processor's caches; list order would jump about them). Per member it
 * counts the filters it fails: none, it is a result (total) and adds to every filter's count of
 * its value; exactly one, it adds to that filter's count only. That is the disjunctive count a
 * GROUP BY per filter with every other filter applied gives, in one pass instead of twenty-four.
 * The page: the list order, from the top, until the page is full.
 */
export function scanMatches(e: IndexedEligible, plan: ScanPlan): ScanResult {
  const { store } = e;
  const lists = plan.lists;
  const nLists = lists.length;
  const AGE = nLists;
  const HEIGHT = nLists + 1;
  const ACTIVE = nLists + 2;
  const TYPE = nLists + 3;
  const counts = plan.counts ? lists.map((l) => new Int32Array(l.codes)) : [];
  const datas = lists.map((l) => l.data);
  const setFilters = lists.flatMap((l, k) => (l.mask ? [k] : []));
  const masks = lists.map((l) => l.mask);
  const { dob, height, lastSeen, hasPhoto, gender } = store;
  const horoscopeData = plan.horoscopeData;
  const age = plan.age;
  const hgt = plan.height;
  const hFrom = hgt?.from ?? -Infinity;
  const hTo = hgt?.to ?? Infinity;
  const activeSince = plan.activeSince;
  const typeSet = plan.horoscope || plan.photo;

  /** The filters slot s fails, as fails·64 + (the last failed filter + 1); stops counting at 2. */
  const evaluate = (s: number): number => {
    let fails = 0;
    let failed = -1;
    for (let j = 0; j < setFilters.length; j++) {
      const k = setFilters[j]!;
      if (!masks[k]![datas[k]![s]!]) {
        failed = k;
        if (++fails > 1) return 128;
      }
    }
    if (age) {
      const d = dob[s]!;
      if (!(d <= age.dobMax && d > age.dobMinExclusive)) {
        if (++fails > 1) return 128;
        failed = AGE;
      }
    }
    if (hgt) {
      const h = height[s]!;
      if (!(h !== NONE && h >= hFrom && h <= hTo)) {
        if (++fails > 1) return 128;
        failed = HEIGHT;
      }
    }
    if (activeSince !== null && !(lastSeen[s]! >= activeSince)) {
      if (++fails > 1) return 128;
      failed = ACTIVE;
    }
    if (typeSet && !((!plan.horoscope || horoscopeData[s] !== 0) && (!plan.photo || hasPhoto[s] === 1))) {
      if (++fails > 1) return 128;
      failed = TYPE;
    }
    return fails * 64 + failed + 1;
  };

  let total = 0;
  let active = 0;
  let horoscope = 0;
  let photo = 0;
  const g = e.gender;
  for (let s = 0; g && s < store.size; s++) {
    if (gender[s] !== g || !isEligible(e, s)) continue;
    const r = evaluate(s);
    if (r >= 128) continue;
    const fails = r >> 6;
    const failed = (r & 63) - 1;
    if (fails === 0) {
      total++;
      if (!plan.counts) continue;
      for (let k = 0; k < nLists; k++) counts[k]![datas[k]![s]!]!++;
    } else if (!plan.counts) {
      continue;
    } else if (failed < nLists) {
      counts[failed]![datas[failed]![s]!]!++;
      continue;
    }
    if ((fails === 0 || failed === ACTIVE) && lastSeen[s]! >= plan.onlineSince) active++;
    if (fails === 0 || failed === TYPE) {
      const hasHoroscope = horoscopeData[s] !== 0;
      const withPhoto = hasPhoto[s] === 1;
      if (hasHoroscope && (!plan.photo || withPhoto)) horoscope++;
      if (withPhoto && (!plan.horoscope || hasHoroscope)) photo++;
    }
  }

  const page: number[] = [];
  const end = Math.min(plan.offset + plan.limit, total);
  for (let i = 0, seen = 0; i < e.length && seen < end; i++) {
    const s = e.order[i]!;
    if (!isEligible(e, s) || evaluate(s) !== 0) continue; // 0: no filter failed
    if (seen++ >= plan.offset) page.push(s);
  }
  return { counts, active, horoscope, photo, total, page };
}
