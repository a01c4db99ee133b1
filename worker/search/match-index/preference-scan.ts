import { MANGLIK_UNKNOWN, meetingIds, PREFERENCE_LIST_FIELDS, type PreferenceListField } from '../../../contract/preferences';
import { bornOnOrBefore } from '../eligible';
import { dateKey } from './columns';
import { isEligible, type IndexedEligible } from './eligible';
import { FIELD_INDEX, FIELD_SHIFT } from './fields';
import { NONE, traitColumnOf } from './store';

/**
 * The two preference lists over the match index, with the scores and order of
 * docs/decisions/0521–0523 (the SQL of ../../preferences/recommendations.ts computes the same
 * and its tests hold the two together): one pass over the eligible members in list order,
 * members bucketed by score, so the order "score, then list order" needs no sort of the members.
 */

/** A preference as the forward score reads it (PreferenceIds' ranges and lists). */
export interface ForwardPreference {
  ageFrom: number | null;
  ageTo: number | null;
  heightFrom: number | null;
  heightTo: number | null;
  lists: Record<PreferenceListField, string[]>;
}

/** What the viewer is, as other members' preferences see it (MemberTraits). */
export interface ReverseTraits {
  age: number | null;
  heightInches: number | null;
  values: Record<PreferenceListField, string | null>;
}

export interface ScoredPage {
  /** Slots of the page, best first. */
  page: number[];
  total: number;
}

/**
 * The page of members ordered by score (higher first), then list order. `score[slot]` is 0 for
 * members left out; `rank(score)` orders the scores. The scoring pass ran in slot order (the
 * columns read front to back); this walks the list order once, reading one small array.
 */
function pageByScore(e: IndexedEligible, score: Uint16Array, rank: (score: number) => number, paging: { offset: number; limit: number }): number[] {
  const keep = paging.offset + paging.limit;
  const buckets = new Map<number, number[]>();
  for (let i = 0; i < e.length; i++) {
    const s = e.order[i]!;
    const sc = score[s]!;
    if (!sc) continue;
    // Keyed by rank, not score: different scores of equal rank share one bucket in list order.
    const key = rank(sc);
    let bucket = buckets.get(key);
    if (!bucket) buckets.set(key, (bucket = []));
    if (bucket.length < keep) bucket.push(s);
  }
  const all: number[] = [];
  for (const key of [...buckets.keys()].sort((x, y) => y - x)) {
    all.push(...buckets.get(key)!);
    if (all.length >= keep) break;
  }
  return all.slice(paging.offset, keep);
}

/** 'Members you may like': eligible members meeting at least half of the viewer's stated fields, most met first. */
export function scanForward(e: IndexedEligible, pref: ForwardPreference, now: number, paging: { offset: number; limit: number }): ScoredPage {
  const { store } = e;
  const ageSet = pref.ageFrom !== null || pref.ageTo !== null;
  const dobMax = pref.ageFrom !== null ? dateKey(bornOnOrBefore(now, pref.ageFrom)) : Infinity;
  const dobMinExclusive = pref.ageTo !== null ? dateKey(bornOnOrBefore(now, pref.ageTo + 1)) : -Infinity;
  const heightSet = pref.heightFrom !== null || pref.heightTo !== null;
  const hFrom = pref.heightFrom ?? 0;
  const hTo = pref.heightTo ?? 999;
  const lists = PREFERENCE_LIST_FIELDS.filter((f) => pref.lists[f].length).map((f) => {
    const column = store.coded[traitColumnOf(f)];
    const mask = new Uint8Array(column.table.size);
    for (const id of meetingIds(f, pref.lists[f])) {
      const code = column.table.find(id);
      if (code > 0) mask[code] = 1;
    }
    return { k: column.k, mask };
  });
  const stated = (ageSet ? 1 : 0) + (heightSet ? 1 : 0) + lists.length;
  if (!stated) return { page: [], total: 0 };
  const score = new Uint16Array(store.size);
  let total = 0;
  const g = e.gender;
  const { data: codes, stride } = store.codes;
  for (let s = 0; g && s < store.size; s++) {
    if (store.gender[s] !== g || !isEligible(e, s)) continue;
    let met = 0;
    if (ageSet) {
      const d = store.dob[s]!;
      if (d > 0 && d <= dobMax && d > dobMinExclusive) met++;
    }
    if (heightSet) {
      const h = store.height[s]!;
      if (h !== NONE && h >= hFrom && h <= hTo) met++;
    }
    const row = s * stride;
    for (const l of lists) if (l.mask[codes[row + l.k]!]) met++;
    if (met * 2 < stated) continue;
    total++;
    score[s] = met + 1;
  }
  return { page: pageByScore(e, score, (sc) => sc, paging), total };
}

/** 'Members looking for you': eligible members with a preference the viewer meets on at least half its stated fields, best share first. */
export function scanReverse(e: IndexedEligible, me: ReverseTraits, paging: { offset: number; limit: number }): ScoredPage {
  const { store } = e;
  // The key a candidate's option must equal to be met by the viewer, per field (-1: cannot be met).
  const wanted = new Int32Array(PREFERENCE_LIST_FIELDS.length).fill(-1);
  for (const f of PREFERENCE_LIST_FIELDS) {
    const value = me.values[f];
    if (value === null) continue;
    const code = store.coded[traitColumnOf(f)].table.find(value);
    if (code > 0) wanted[FIELD_INDEX.get(f)!] = FIELD_INDEX.get(f)! * FIELD_SHIFT + code;
  }
  // An unknown manglik meets any manglik preference once, whatever its options (docs/decisions/0111).
  const anyOfField = me.values.dosh === MANGLIK_UNKNOWN ? FIELD_INDEX.get('dosh')! : -1;
  if (anyOfField >= 0) wanted[anyOfField] = -1;
  const age = me.age;
  const height = me.heightInches;
  const score = new Uint16Array(store.size);
  let total = 0;
  const g = e.gender;
  const { hasPref, prefAgeFrom, prefAgeTo, prefHeightFrom, prefHeightTo, prefFields, prefStart, prefLen } = store;
  const pool = store.pool;
  for (let s = 0; g && s < store.size; s++) {
    if (!hasPref[s] || store.gender[s] !== g || !isEligible(e, s)) continue;
    const aFrom = prefAgeFrom[s]!;
    const aTo = prefAgeTo[s]!;
    const ageStated = aFrom !== NONE || aTo !== NONE;
    const hf = prefHeightFrom[s]!;
    const ht = prefHeightTo[s]!;
    const heightStated = hf !== NONE || ht !== NONE;
    const stated = (ageStated ? 1 : 0) + (heightStated ? 1 : 0) + prefFields[s]!;
    if (!stated) continue;
    let met = 0;
    if (age !== null && ageStated && (aFrom === NONE || aFrom <= age) && (aTo === NONE || aTo >= age)) met++;
    if (height !== null && heightStated && (hf === NONE || hf <= height) && (ht === NONE || ht >= height)) met++;
    const start = prefStart[s]!;
    const end = start + prefLen[s]!;
    let anyMet = false;
    for (let p = start; p < end; p++) {
      const key = pool[p]!;
      // field = key >>> 24 (FIELD_SHIFT = 2²⁴): a shift, not a float division, per option.
      const field = key >>> 24;
      if (wanted[field] === key) met++;
      else if (field === anyOfField && !anyMet) {
        anyMet = true;
        met++;
      }
    }
    if (met * 2 < stated) continue;
    total++;
    score[s] = met * 256 + stated + 1;
  }
  // Ordered by the share met / stated: the same double SQLite computes for `met * 1.0 / stated`,
  // so equal shares (1/2, 2/4) tie and fall back to list order.
  const share = (sc: number) => Math.floor(sc / 256) / ((sc % 256) - 1);
  return { page: pageByScore(e, score, share, paging), total };
}
