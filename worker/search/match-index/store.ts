import type { PreferenceListField } from '../../../contract/preferences';
import { CodeMatrix, CodeTable, dateKey, grown, type CodedColumn } from './columns';
import type { HoroscopePrivacy } from '../../../contract/settings';
import { horoscopeListedAsAdded, horoscopeReadableWithoutPassword } from '../../settings/horoscope-access-lists';
import { isFindable } from '../../social/reach';
import { CODED, FIELD_INDEX, FIELD_SHIFT, HOROSCOPE_CODED, PROFILE_CODED, USER_CODED, type CodedName } from './fields';

/** One member as the loader reads it: users ⟕ member_profiles ⟕ member_settings ⟕ member_preferences. */
export interface MemberRow {
  id: string;
  role: number;
  status: string;
  is_email_verified: number;
  /** Reports from several members wait for review (decision 0958): not findable meanwhile. */
  hidden_by_reports: number;
  gender: string | null;
  dob: string | null;
  last_seen_at: number | null;
  created_at: number;
  profile_picture: string | null;
  height_inches: number | null;
  settings_user: string | null;
  match_enabled: number | null;
  profile_visibility: string | null;
  horoscope_privacy: HoroscopePrivacy | null;
  pref_user: string | null;
  age_from: number | null;
  age_to: number | null;
  height_from: number | null;
  height_to: number | null;
  [coded: string]: string | number | null;
}

export interface OptionRow {
  user_id: string;
  field: PreferenceListField;
  option_id: string;
}

/** Gender codes; 0 is none (matched with no one). */
export const MALE = 1;
export const FEMALE = 2;
const GENDER_CODE: Record<string, number> = { male: MALE, female: FEMALE };
/** Null of the small signed columns (ages, heights). */
export const NONE = -1;

/**
 * The columnar store of the match index: one slot per member, typed arrays per column, and per
 * gender the slots in the order every list shows them (last seen, newest first, never-seen
 * last, then id). Writes go through `put`/`remove`, which keep the orders sorted.
 */
export class MemberStore {
  capacity: number;
  size = 0;
  readonly ids: (string | null)[] = [];
  readonly slotOf = new Map<string, number>();

  /** role 2, status active, e-mail verified, matching on and profile not hidden (or no settings row), a date of birth. */
  findable: Uint8Array;
  gender: Uint8Array;
  dob: Int32Array;
  lastSeen: Float64Array;
  createdAt: Float64Array;
  height: Int16Array;
  hasPhoto: Uint8Array;
  /** 'With Horoscope' as other members count it: a nakshatra, horoscope not hidden (docs/decisions/0445). */
  hasHoroscope: Uint8Array;
  /**
   * Each coded column's code table and position in `codes`. The horoscope's columns (nakshatra,
   * manglik) hold a member's value only where any other member may see it without a password:
   * the index is shared by every viewer, and the viewer's own row is never a result.
   */
  readonly coded: Record<CodedName, CodedColumn>;
  /** Every coded column of every member, row-major (CodeMatrix). */
  readonly codes: CodeMatrix;
  /**
   * Bumped by every write that can change a Profile Matches count (eligibility, gender, date of
   * birth, height, photo, a coded column); not by a new last-seen time alone, which only moves a
   * member in the list order. Cached counts are keyed by it (counts-cache.ts).
   */
  countsVersion = 0;

  hasPref: Uint8Array;
  prefAgeFrom: Int16Array;
  prefAgeTo: Int16Array;
  prefHeightFrom: Int16Array;
  prefHeightTo: Int16Array;
  /** How many list fields the preference states (count distinct field). */
  prefFields: Uint8Array;
  /** The preference's options: pool[prefStart … prefStart + prefLen) as field·2²⁴ + code. */
  prefStart: Int32Array;
  prefLen: Uint16Array;
  pool = new Uint32Array(1024);
  poolUsed = 0;
  /** Pool entries of current preferences (the rest belong to replaced ones, dropped when the pool compacts). */
  poolLive = 0;

  /** Per gender (MALE, FEMALE), the slots in list order; the first `orderLen[g]` are used. */
  readonly order: Int32Array[] = [new Int32Array(0), new Int32Array(1024), new Int32Array(1024)];
  readonly orderLen = [0, 0, 0];
  private sorting = false;

  constructor(capacity = 1024) {
    this.capacity = capacity;
    this.findable = new Uint8Array(capacity);
    this.gender = new Uint8Array(capacity);
    this.dob = new Int32Array(capacity);
    this.lastSeen = new Float64Array(capacity);
    this.createdAt = new Float64Array(capacity);
    this.height = new Int16Array(capacity);
    this.hasPhoto = new Uint8Array(capacity);
    this.hasHoroscope = new Uint8Array(capacity);
    this.coded = Object.fromEntries(CODED.map((c, k) => [c, { table: new CodeTable(), k }])) as Record<CodedName, CodedColumn>;
    this.codes = new CodeMatrix(CODED.length, capacity);
    this.hasPref = new Uint8Array(capacity);
    this.prefAgeFrom = new Int16Array(capacity);
    this.prefAgeTo = new Int16Array(capacity);
    this.prefHeightFrom = new Int16Array(capacity);
    this.prefHeightTo = new Int16Array(capacity);
    this.prefFields = new Uint8Array(capacity);
    this.prefStart = new Int32Array(capacity);
    this.prefLen = new Uint16Array(capacity);
  }

  private grow(): void {
    const c = this.capacity * 2;
    this.findable = grown(this.findable, c);
    this.gender = grown(this.gender, c);
    this.dob = grown(this.dob, c);
    this.lastSeen = grown(this.lastSeen, c);
    this.createdAt = grown(this.createdAt, c);
    this.height = grown(this.height, c);
    this.hasPhoto = grown(this.hasPhoto, c);
    this.hasHoroscope = grown(this.hasHoroscope, c);
    this.codes.grow(c);
    this.hasPref = grown(this.hasPref, c);
    this.prefAgeFrom = grown(this.prefAgeFrom, c);
    this.prefAgeTo = grown(this.prefAgeTo, c);
    this.prefHeightFrom = grown(this.prefHeightFrom, c);
    this.prefHeightTo = grown(this.prefHeightTo, c);
    this.prefFields = grown(this.prefFields, c);
    this.prefStart = grown(this.prefStart, c);
    this.prefLen = grown(this.prefLen, c);
    this.capacity = c;
  }

  /** Whether slot `a` is listed before slot `b`: last seen newest first, never seen last, then id. */
  before(a: number, b: number): boolean {
    const la = this.lastSeen[a]!;
    const lb = this.lastSeen[b]!;
    const na = Number.isNaN(la);
    const nb = Number.isNaN(lb);
    if (na !== nb) return nb;
    if (!na && la !== lb) return la > lb;
    return this.ids[a]! < this.ids[b]!;
  }

  /** Position in gender g's order of the first slot not listed before `slot`. */
  private lowerBound(g: number, slot: number): number {
    const order = this.order[g]!;
    let lo = 0;
    let hi = this.orderLen[g]!;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.before(order[mid]!, slot)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private unlist(slot: number): void {
    const g = this.gender[slot]!;
    if (!g || this.sorting) return;
    const pos = this.lowerBound(g, slot);
    const order = this.order[g]!;
    if (order[pos] !== slot) throw new Error('match index: order out of step');
    order.copyWithin(pos, pos + 1, this.orderLen[g]);
    this.orderLen[g]!--;
  }

  private list(slot: number): void {
    const g = this.gender[slot]!;
    if (!g || this.sorting) return;
    if (this.orderLen[g] === this.order[g]!.length) this.order[g] = grown(this.order[g]!, this.order[g]!.length * 2);
    const pos = this.lowerBound(g, slot);
    const order = this.order[g]!;
    order.copyWithin(pos + 1, pos, this.orderLen[g]);
    order[pos] = slot;
    this.orderLen[g]!++;
  }

  /** For bulk writes (the first load, a large catch-up): orders are rebuilt once by `endBulk`. */
  beginBulk(): void {
    this.sorting = true;
  }

  endBulk(): void {
    this.sorting = false;
    for (const g of [MALE, FEMALE]) {
      const slots: number[] = [];
      for (let s = 0; s < this.size; s++) if (this.gender[s] === g && this.ids[s] !== null) slots.push(s);
      slots.sort((a, b) => (a === b ? 0 : this.before(a, b) ? -1 : 1));
      this.order[g] = Int32Array.from(slots.length ? slots : [0]);
      this.orderLen[g] = slots.length;
    }
  }

  /** Writes (adds or replaces) one member with their preference options. */
  put(row: MemberRow, options: readonly OptionRow[]): void {
    let slot = this.slotOf.get(row.id);
    let before: string | null = null;
    if (slot === undefined) {
      if (this.size === this.capacity) this.grow();
      slot = this.size++;
      this.ids[slot] = row.id;
      this.slotOf.set(row.id, slot);
      this.countsVersion++;
    } else {
      this.unlist(slot);
      before = this.countedSignature(slot);
    }
    const dob = row.dob === null ? 0 : dateKey(row.dob);
    const visible = row.settings_user === null || (row.match_enabled === 1 && row.profile_visibility !== 'hidden');
    this.findable[slot] = isFindable(row) && visible && row.dob !== null ? 1 : 0;
    this.gender[slot] = row.gender ? (GENDER_CODE[row.gender] ?? 0) : 0;
    this.dob[slot] = Number.isNaN(dob) ? 0 : dob;
    this.lastSeen[slot] = row.last_seen_at ?? Number.NaN;
    this.createdAt[slot] = row.created_at;
    this.height[slot] = row.height_inches ?? NONE;
    this.hasPhoto[slot] = row.profile_picture !== null ? 1 : 0;
    this.hasHoroscope[slot] = horoscopeListedAsAdded(null, row.id, row.nakshatra_id !== null, row.horoscope_privacy) ? 1 : 0;
    const horoscopeShown = horoscopeReadableWithoutPassword(null, row.id, row.horoscope_privacy);
    for (const name of USER_CODED) this.codes.set(slot, this.coded[name].k, this.coded[name].table.codeOf(row[name]));
    for (const name of PROFILE_CODED) {
      const value = HOROSCOPE_CODED.has(name) && !horoscopeShown ? null : row[name];
      this.codes.set(slot, this.coded[name].k, this.coded[name].table.codeOf(value));
    }
    this.putPreference(slot, row, options);
    this.list(slot);
    if (before !== null && before !== this.countedSignature(slot)) this.countsVersion++;
  }

  /** What of a slot the Profile Matches counts read, as a string to compare before and after a write. */
  private countedSignature(slot: number): string {
    const row = this.codes.data.subarray(slot * this.codes.stride, (slot + 1) * this.codes.stride);
    return `${this.findable[slot]} ${this.gender[slot]} ${this.dob[slot]} ${this.height[slot]} ${this.hasPhoto[slot]} ${this.hasHoroscope[slot]} ${row.join(',')}`;
  }

  private putPreference(slot: number, row: MemberRow, options: readonly OptionRow[]): void {
    this.poolLive -= this.prefLen[slot]!;
    this.hasPref[slot] = row.pref_user !== null ? 1 : 0;
    this.prefAgeFrom[slot] = row.age_from ?? NONE;
    this.prefAgeTo[slot] = row.age_to ?? NONE;
    this.prefHeightFrom[slot] = row.height_from ?? NONE;
    this.prefHeightTo[slot] = row.height_to ?? NONE;
    const keys: number[] = [];
    const fields = new Set<number>();
    for (const o of options) {
      const f = FIELD_INDEX.get(o.field);
      if (f === undefined) continue;
      fields.add(f);
      keys.push(f * FIELD_SHIFT + this.coded[traitColumnOf(o.field)].table.codeOf(o.option_id));
    }
    this.prefFields[slot] = fields.size;
    if (this.poolUsed + keys.length > this.pool.length) this.compactPool(keys.length);
    this.prefStart[slot] = this.poolUsed;
    this.prefLen[slot] = keys.length;
    this.pool.set(keys, this.poolUsed);
    this.poolUsed += keys.length;
    this.poolLive += keys.length;
  }

  /** Makes room for `more` keys: drops the space of replaced preferences, or doubles the pool. */
  private compactPool(more: number): void {
    const need = this.poolLive + more;
    const next = new Uint32Array(Math.max(need * 2, this.pool.length * (need * 2 > this.pool.length ? 2 : 1), 1024));
    let at = 0;
    for (let s = 0; s < this.size; s++) {
      const len = this.prefLen[s]!;
      if (!len) continue;
      next.set(this.pool.subarray(this.prefStart[s], this.prefStart[s]! + len), at);
      this.prefStart[s] = at;
      at += len;
    }
    this.pool = next;
    this.poolUsed = at;
  }

  /** Forgets a member (deleted account); the slot stays empty. */
  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.unlist(slot);
    this.countsVersion++;
    this.slotOf.delete(id);
    this.ids[slot] = null;
    this.findable[slot] = 0;
    this.gender[slot] = 0;
    this.poolLive -= this.prefLen[slot]!;
    this.prefLen[slot] = 0;
    this.hasPref[slot] = 0;
  }
}

/** The trait column a preference field is compared with (TRAIT_COLUMN, without the table). */
const TRAIT_OF: Record<PreferenceListField, CodedName> = {
  maritalStatus: 'marital_status_id',
  religion: 'religion_id',
  caste: 'caste_id',
  motherTongue: 'mother_tongue_id',
  education: 'education_id',
  occupation: 'occupation_id',
  annualIncome: 'annual_income_id',
  eatingHabit: 'eating_habit_id',
  drinkingHabit: 'drinking_habit_id',
  smokingHabit: 'smoking_habit_id',
  dosh: 'manglik_id',
};
export const traitColumnOf = (f: PreferenceListField): CodedName => TRAIT_OF[f];
