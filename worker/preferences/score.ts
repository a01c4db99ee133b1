import {
  heightLabel,
  meetingIds,
  PREFERENCE_FIELD_LABELS,
  PREFERENCE_LIST_FIELDS,
  type MatchDirection,
  type MatchField,
  type MatchPercentage,
} from '../../contract/preferences';
import type { AppDeps } from '../deps';
import { memberTraitsOf, preferenceIdsOf, referenceNames, type MemberTraits, type PreferenceIds } from './queries';

/**
 * The match percentage of two members (docs/decisions/0521-match-percentage.md): each
 * direction is the share of the stated fields of one member's preference that the other
 * meets (unstated fields don't count, an unknown value of the other does not meet a stated
 * field); the percentage is the average of the directions that state anything.
 */

type Names = ReadonlyMap<string, string>;

const rangeText = (from: number | null, to: number | null, unit: (n: number) => string) =>
  from !== null && to !== null ? `${unit(from)} to ${unit(to)}` : from !== null ? `${unit(from)} or more` : `up to ${unit(to!)}`;
const years = (n: number) => `${n} years`;

/** How far `other` meets `pref`: pure, field by field, in SCORED_FIELDS order. */
export function scoreDirection(pref: PreferenceIds | null, other: MemberTraits, names: Names = new Map()): MatchDirection {
  if (!pref) return { percentage: null, fields: [] };
  const fields: MatchField[] = [];
  const inRange = (v: number | null, from: number | null, to: number | null) => v !== null && (from === null || v >= from) && (to === null || v <= to);
  if (pref.ageFrom !== null || pref.ageTo !== null)
    fields.push({
      field: 'age',
      label: PREFERENCE_FIELD_LABELS.age,
      wanted: rangeText(pref.ageFrom, pref.ageTo, years),
      actual: other.age === null ? null : years(other.age),
      met: inRange(other.age, pref.ageFrom, pref.ageTo),
    });
  if (pref.heightFrom !== null || pref.heightTo !== null)
    fields.push({
      field: 'height',
      label: PREFERENCE_FIELD_LABELS.height,
      wanted: rangeText(pref.heightFrom, pref.heightTo, heightLabel),
      actual: other.heightInches === null ? null : heightLabel(other.heightInches),
      met: inRange(other.heightInches, pref.heightFrom, pref.heightTo),
    });
  for (const f of PREFERENCE_LIST_FIELDS) {
    const wanted = pref.lists[f];
    if (!wanted.length) continue;
    const value = other.values[f];
    fields.push({
      field: f,
      label: PREFERENCE_FIELD_LABELS[f],
      wanted: wanted.map((id) => names.get(id) ?? id).join(', '),
      actual: value === null ? null : (names.get(value) ?? value),
      met: value !== null && meetingIds(f, wanted).includes(value),
    });
  }
  if (!fields.length) return { percentage: null, fields };
  return {
    percentage: Math.round((100 * fields.filter((x) => x.met).length) / fields.length),
    fields,
  };
}

/** Both directions combined; null when neither preference states anything. */
export function combine(theyMeetMine: MatchDirection, iMeetTheirs: MatchDirection): MatchPercentage | null {
  const known = [theyMeetMine.percentage, iMeetTheirs.percentage].filter((p): p is number => p !== null);
  if (!known.length) return null;
  return {
    percentage: Math.round(known.reduce((a, b) => a + b, 0) / known.length),
    theyMeetMine,
    iMeetTheirs,
  };
}

/**
 * How well `viewerId` and `otherId` meet each other's preferences, explained field by field;
 * null when either is not a member or neither has stated a preference.
 */
export async function matchPercentage(deps: Pick<AppDeps, 'database' | 'now'>, viewerId: string, otherId: string): Promise<MatchPercentage | null> {
  return (await matchPercentages(deps, viewerId, [otherId])).get(otherId) ?? null;
}

type Deps = Pick<AppDeps, 'database' | 'now'>;

/**
 * matchPercentage for every member of a list: the preferences and traits of the viewer and of
 * every member in three statements (preferenceIdsOf, memberTraitsOf), the option names in one more
 * round (referenceNames), whatever the length of the list.
 */
export async function matchPercentages(deps: Deps, viewerId: string, otherIds: readonly string[]): Promise<Map<string, MatchPercentage | null>> {
  const everyone = [...new Set([viewerId, ...otherIds])];
  // Traits as the viewer sees them: another member's manglik only where their horoscope is open to the viewer.
  const [prefs, traits] = await Promise.all([preferenceIdsOf(deps, everyone), memberTraitsOf(deps, everyone, viewerId)]);
  const myPref = prefs.get(viewerId) ?? null;
  const me = traits.get(viewerId) ?? null;
  const others = otherIds.map((id) => ({
    id,
    pref: prefs.get(id) ?? null,
    traits: traits.get(id) ?? null,
  }));
  const ids = [
    ...PREFERENCE_LIST_FIELDS.flatMap((f) => [...(myPref?.lists[f] ?? []), ...others.flatMap((o) => o.pref?.lists[f] ?? [])]),
    ...Object.values(me?.values ?? {}),
    ...others.flatMap((o) => Object.values(o.traits?.values ?? {})),
  ].filter((v): v is string => !!v);
  const names = await referenceNames(deps, ids);
  return new Map(
    others.map(({ id, pref, traits: theirs }) => [
      id,
      !me || !theirs || (!myPref && !pref) ? null : combine(scoreDirection(myPref, theirs, names), scoreDirection(pref, me, names)),
    ]),
  );
}
