import { MANGLIK_UNKNOWN, meetingIds, PREFERENCE_LIST_FIELDS, type PreferenceListField } from '../../../contract/preferences';
import { bornOnOrBefore } from '../eligible';
import { dateKey } from './columns';
import { isEligible, type IndexedEligible } from './eligible';
import { FIELD_INDEX, FIELD_SHIFT } from './fields';
import { NONE, traitColumnOf } from './store';

/**
 * The two preference lists over the match index, with the scores and order of
 * docs/decisions/0521–0523 and 0920 (the SQL of ../../preferences/recommendations.ts computes the same
 * and its tests hold the two together): one pass over the eligible members, each bucketed by
 * the percentage its card will show, so the order "percentage, then list order" needs no sort
 * of the members.
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
  /** The percentage each of the page's members shows on its card (the order's first key). */
  shown: number[];
  total: number;
}

/** What the viewer wants and is: the two directions of the match percentage (worker/preferences/score.ts). */
export interface Viewer {
  pref: ForwardPreference | null;
  traits: ReverseTraits | null;
  now: number;
}

/**
 * The page of members ordered by the percentage the card shows (higher first), then list
 * order. `shown[slot]` is that percentage + 1, 0 for members left out. The scoring pass ran in
 * slot order (the columns read front to back); this walks the list order once, reading one
 * small array, into at most 101 buckets.
 */
function pageByShown(e: IndexedEligible, shown: Uint8Array, paging: { offset: number; limit: number }, total: number): ScoredPage {
  const keep = paging.offset + paging.limit;
  const buckets: number[][] = [];
  for (let i = 0; i < e.length; i++) {
    const s = e.order[i]!;
    const key = shown[s]!;
    if (!key) continue;
    const bucket = (buckets[key] ??= []);
    if (bucket.length < keep) bucket.push(s);
  }
  const all: number[] = [];
  for (let key = buckets.length - 1; key > 0 && all.length < keep; key--) {
    const bucket = buckets[key];
    if (bucket) all.push(...bucket);
  }
  const page = all.slice(paging.offset, keep);
  return { page, shown: page.map((s) => shown[s]! - 1), total };
}

const NONE_SCORED: ScoredPage = { page: [], shown: [], total: 0 };

/** A direction's percentage, rounded as scoreDirection rounds it. */
const percent = (met: number, stated: number) => Math.round((100 * met) / stated);

/** The card's percentage (combine in score.ts): the average of the directions that state anything; -1 when neither does. */
const shownPercent = (forward: number, reverse: number) => (forward < 0 ? reverse : reverse < 0 ? forward : Math.round((forward + reverse) / 2));

/** How many fields of the viewer's preference the member in a slot meets, out of `stated`. */
function forwardMeter(e: IndexedEligible, pref: ForwardPreference, now: number): { stated: number; met: (slot: number) => number } {
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
  const { data: codes, stride } = store.codes;
  const met = (s: number) => {
    let n = 0;
    if (ageSet) {
      const d = store.dob[s]!;
      if (d > 0 && d <= dobMax && d > dobMinExclusive) n++;
    }
    if (heightSet) {
      const h = store.height[s]!;
      if (h !== NONE && h >= hFrom && h <= hTo) n++;
    }
    const row = s * stride;
    for (const l of lists) if (l.mask[codes[row + l.k]!]) n++;
    return n;
  };
  return { stated: (ageSet ? 1 : 0) + (heightSet ? 1 : 0) + lists.length, met };
}

/** How far the viewer meets the preference of the member in a slot: met * 256 + stated, 0 when it states nothing. */
function reverseMeter(e: IndexedEligible, me: ReverseTraits): (slot: number) => number {
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
  const { age, heightInches: height } = me;
  const { hasPref, prefAgeFrom, prefAgeTo, prefHeightFrom, prefHeightTo, prefFields, prefStart, prefLen, pool } = store;
  return (s) => {
    if (!hasPref[s]) return 0;
    const aFrom = prefAgeFrom[s]!;
    const aTo = prefAgeTo[s]!;
    const ageStated = aFrom !== NONE || aTo !== NONE;
    const hf = prefHeightFrom[s]!;
    const ht = prefHeightTo[s]!;
    const heightStated = hf !== NONE || ht !== NONE;
    const stated = (ageStated ? 1 : 0) + (heightStated ? 1 : 0) + prefFields[s]!;
    if (!stated) return 0;
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
    return met * 256 + stated;
  };
}

/**
 * 'Members you may like': eligible members meeting at least half of the viewer's stated fields,
 * ordered by the percentage their card shows (both directions, decision 0920).
 */
export function scanForward(e: IndexedEligible, viewer: Viewer, paging: { offset: number; limit: number }): ScoredPage {
  if (!viewer.pref) return NONE_SCORED;
  const forward = forwardMeter(e, viewer.pref, viewer.now);
  if (!forward.stated) return NONE_SCORED;
  const reverse = viewer.traits ? reverseMeter(e, viewer.traits) : () => 0;
  const { store } = e;
  const shown = new Uint8Array(store.size);
  let total = 0;
  const g = e.gender;
  for (let s = 0; g && s < store.size; s++) {
    if (store.gender[s] !== g || !isEligible(e, s)) continue;
    const met = forward.met(s);
    if (met * 2 < forward.stated) continue;
    total++;
    const r = reverse(s);
    shown[s] = shownPercent(percent(met, forward.stated), r ? percent(r >>> 8, r & 255) : -1) + 1;
  }
  return pageByShown(e, shown, paging, total);
}

/**
 * 'Members looking for you': eligible members with a preference the viewer meets on at least
 * half its stated fields, ordered by the percentage their card shows (decision 0920).
 */
export function scanReverse(e: IndexedEligible, viewer: Viewer, paging: { offset: number; limit: number }): ScoredPage {
  if (!viewer.traits) return NONE_SCORED;
  const reverse = reverseMeter(e, viewer.traits);
  const forward = viewer.pref ? forwardMeter(e, viewer.pref, viewer.now) : null;
  const { store } = e;
  const shown = new Uint8Array(store.size);
  let total = 0;
  const g = e.gender;
  for (let s = 0; g && s < store.size; s++) {
    if (!store.hasPref[s] || store.gender[s] !== g || !isEligible(e, s)) continue;
    const r = reverse(s);
    const met = r >>> 8;
    const stated = r & 255;
    if (!stated || met * 2 < stated) continue;
    total++;
    const f = forward?.stated ? percent(forward.met(s), forward.stated) : -1;
    shown[s] = shownPercent(f, percent(met, stated)) + 1;
  }
  return pageByShown(e, shown, paging, total);
}
