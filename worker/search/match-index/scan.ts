import { countsCacheOf, type CachedCounts } from './counts-cache';
import { isEligible, type IndexedEligible } from './eligible';
import { NONE, type MemberStore } from './store';

/** One list filter: its column in the code matrix, and the codes selected (null: filter not set). */
export interface ListFilterPlan {
  /** Position of the column in a CodeMatrix row. */
  k: number;
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
  /** Whether the counts came from the cache (the pass over the members was skipped). */
  cached: boolean;
}

/** The plan unpacked into the flat arrays the passes read (one shape, so V8 keeps them fast). */
interface Pass {
  codes: Uint16Array | Uint32Array;
  stride: number;
  nLists: number;
  /** Per list filter: its column position, and where its counts start in the flat counts. */
  ks: Int32Array;
  offsets: Int32Array;
  /** The set list filters: their index in `lists`, column position and mask. */
  setIdx: Int32Array;
  setKs: Int32Array;
  setMasks: Uint8Array[];
  dob: Int32Array;
  height: Int16Array;
  lastSeen: Float64Array;
  hasPhoto: Uint8Array;
  hasHoroscope: Uint8Array;
  ageSet: boolean;
  dobMax: number;
  dobMinExclusive: number;
  heightSet: boolean;
  hFrom: number;
  hTo: number;
  activeSet: boolean;
  activeSince: number;
  typeSet: boolean;
  horoscope: boolean;
  photo: boolean;
}

function passOf(store: MemberStore, plan: ScanPlan): Pass {
  const lists = plan.lists;
  const offsets = new Int32Array(lists.length + 1);
  for (let k = 0; k < lists.length; k++) offsets[k + 1] = offsets[k]! + lists[k]!.codes;
  const set = lists.flatMap((l, k) => (l.mask ? [k] : []));
  return {
    codes: store.codes.data,
    stride: store.codes.stride,
    nLists: lists.length,
    ks: Int32Array.from(lists, (l) => l.k),
    offsets,
    setIdx: Int32Array.from(set),
    setKs: Int32Array.from(set, (k) => lists[k]!.k),
    setMasks: set.map((k) => lists[k]!.mask!),
    dob: store.dob,
    height: store.height,
    lastSeen: store.lastSeen,
    hasPhoto: store.hasPhoto,
    hasHoroscope: store.hasHoroscope,
    ageSet: plan.age !== null,
    dobMax: plan.age?.dobMax ?? Infinity,
    dobMinExclusive: plan.age?.dobMinExclusive ?? -Infinity,
    heightSet: plan.height !== null,
    hFrom: plan.height?.from ?? -Infinity,
    hTo: plan.height?.to ?? Infinity,
    activeSet: plan.activeSince !== null,
    activeSince: plan.activeSince ?? 0,
    typeSet: plan.horoscope || plan.photo,
    horoscope: plan.horoscope,
    photo: plan.photo,
  };
}

const AGE = -2;
const HEIGHT = -3;
const ACTIVE = -4;
const TYPE = -5;
/** evaluate(): the slot fails two filters or more. */
const OUT = 1 << 20;

/**
 * The filters slot s fails: 0 for none, OUT for two or more, else 1 + (the failed list filter's
 * index, or AGE/HEIGHT/ACTIVE/TYPE) shifted to stay positive: failed + 8.
 */
function evaluate(p: Pass, s: number): number {
  let failed = 0;
  const base = s * p.stride;
  const setKs = p.setKs;
  for (let j = 0; j < setKs.length; j++) {
    if (!p.setMasks[j]![p.codes[base + setKs[j]!]!]) {
      if (failed) return OUT;
      failed = p.setIdx[j]! + 8;
    }
  }
  if (p.ageSet) {
    const d = p.dob[s]!;
    if (!(d <= p.dobMax && d > p.dobMinExclusive)) {
      if (failed) return OUT;
      failed = AGE + 8;
    }
  }
  if (p.heightSet) {
    const h = p.height[s]!;
    if (!(h !== NONE && h >= p.hFrom && h <= p.hTo)) {
      if (failed) return OUT;
      failed = HEIGHT + 8;
    }
  }
  if (p.activeSet && !(p.lastSeen[s]! >= p.activeSince)) {
    if (failed) return OUT;
    failed = ACTIVE + 8;
  }
  if (p.typeSet && !((!p.horoscope || p.hasHoroscope[s] === 1) && (!p.photo || p.hasPhoto[s] === 1))) {
    if (failed) return OUT;
    failed = TYPE + 8;
  }
  return failed;
}

/**
 * Adds (sign 1) or takes away (sign -1) slot s's part in the counts: failing no filter, it is a
 * result and adds to every filter's count of its value; failing exactly one, to that filter's
 * count only. That is the disjunctive count a GROUP BY per filter with every other filter held
 * gives. The Online Users count is not here: it moves with the clock (see activeCount).
 */
function tally(p: Pass, s: number, sign: number, out: CachedCounts): void {
  const r = evaluate(p, s);
  if (r === OUT) return;
  const base = s * p.stride;
  const counts = out.counts;
  if (r === 0) {
    out.total += sign;
    const { ks, offsets, codes } = p;
    for (let k = 0; k < p.nLists; k++) counts[offsets[k]! + codes[base + ks[k]!]!]! += sign;
  } else if (r >= 8) {
    counts[p.offsets[r - 8]! + p.codes[base + p.ks[r - 8]!]!]! += sign;
    return;
  }
  if (r === 0 || r === TYPE + 8) {
    const hasHoroscope = p.hasHoroscope[s] === 1;
    const withPhoto = p.hasPhoto[s] === 1;
    if (hasHoroscope && (!p.photo || withPhoto)) out.horoscope += sign;
    if (withPhoto && (!p.horoscope || hasHoroscope)) out.photo += sign;
  }
}

/** The counts over every member of the gender who may be found by an adult (blocks and the viewer not yet taken out). */
function fullPass(e: IndexedEligible, p: Pass): CachedCounts {
  const { store, gender: g, adult } = e;
  const out: CachedCounts = { counts: new Int32Array(p.offsets[p.nLists]!), total: 0, horoscope: 0, photo: 0 };
  const { gender, findable, dob } = store;
  const { codes, stride, ks, offsets, nLists } = p;
  const counts = out.counts;
  const simple = p.setKs.length === 0 && !p.ageSet && !p.heightSet && !p.activeSet && !p.typeSet;
  // Slot order: the rows are read front to back, which the processor's prefetcher likes.
  for (let s = 0; g && s < store.size; s++) {
    if (gender[s] !== g || findable[s] !== 1 || dob[s]! > adult) continue;
    if (!simple) {
      tally(p, s, 1, out);
      continue;
    }
    // No filter set: every member is a result (the landing page), one row read, no evaluation.
    const base = s * stride;
    out.total++;
    for (let k = 0; k < nLists; k++) counts[offsets[k]! + codes[base + ks[k]!]!]!++;
    const withPhoto = p.hasPhoto[s] === 1;
    if (p.hasHoroscope[s] === 1) out.horoscope++;
    if (withPhoto) out.photo++;
  }
  return out;
}

/**
 * The key of criteria whose counts can be reused: the gender, the adult date, every set filter's
 * codes and the index's countsVersion. Null when the Active filter is set (its window moves with
 * the clock, so its counts cannot be kept).
 */
function cacheKey(e: IndexedEligible, plan: ScanPlan): string | null {
  if (plan.activeSince !== null) return null;
  const lists = plan.lists.map((l) => (l.mask ? `${l.k}:${l.codes}:${[...l.mask.keys()].filter((c) => l.mask![c]).join(',')}` : `${l.k}:${l.codes}`));
  return [e.store.countsVersion, e.gender, e.adult, plan.age?.dobMax, plan.age?.dobMinExclusive, plan.height?.from, plan.height?.to, plan.horoscope, plan.photo, ...lists].join('|');
}

/**
 * Online Users: results seen since `onlineSince`. The list order is last seen newest first, so
 * they are a prefix of it: walk only that prefix (the members seen in the last day), blocks and
 * the viewer left out as everywhere.
 */
function activeCount(e: IndexedEligible, p: Pass, onlineSince: number): number {
  let n = 0;
  const lastSeen = p.lastSeen;
  for (let i = 0; i < e.length; i++) {
    const s = e.order[i]!;
    if (!(lastSeen[s]! >= onlineSince)) break;
    if (isEligible(e, s) && evaluate(p, s) === 0) n++;
  }
  return n;
}

/**
 * Profile Matches over the index: every filter's count, the total, Online Users and the page.
 * The counts come from one pass over the members of the gender (fullPass) or, for criteria seen
 * since the last change that moves a count, from the cache; the viewer's blocked members (and
 * the caller's excluded ones) are then taken out one by one, so one cached pass serves every
 * viewer of the gender. The page: the list order, from the top, until it is full.
 */
export function scanMatches(e: IndexedEligible, plan: ScanPlan): ScanResult {
  const p = passOf(e.store, plan);
  const key = e.gender ? cacheKey(e, plan) : null;
  const cache = countsCacheOf(e.store);
  let base = key === null ? undefined : cache.get(key);
  const cached = base !== undefined;
  if (!base) {
    base = fullPass(e, p);
    if (key !== null) cache.set(key, base);
  }
  // A copy: the cached counts stay those of the whole gender (a few thousand integers).
  const out: CachedCounts = { counts: base.counts.slice(), total: base.total, horoscope: base.horoscope, photo: base.photo };
  const { gender, findable, dob } = e.store;
  const leftOut = new Set(e.blocked);
  if (e.viewerSlot >= 0) leftOut.add(e.viewerSlot);
  // Only the slots fullPass counted are taken out.
  for (const s of leftOut) if (gender[s] === e.gender && findable[s] === 1 && dob[s]! <= e.adult) tally(p, s, -1, out);
  const counts = plan.counts ? plan.lists.map((_, k) => out.counts.subarray(p.offsets[k], p.offsets[k + 1])) : [];

  const page: number[] = [];
  const end = Math.min(plan.offset + plan.limit, out.total);
  for (let i = 0, seen = 0; i < e.length && seen < end; i++) {
    const s = e.order[i]!;
    if (!isEligible(e, s) || evaluate(p, s) !== 0) continue;
    if (seen++ >= plan.offset) page.push(s);
  }
  return {
    counts,
    active: e.gender ? activeCount(e, p, plan.onlineSince) : 0,
    horoscope: out.horoscope,
    photo: out.photo,
    total: out.total,
    page,
    cached,
  };
}
