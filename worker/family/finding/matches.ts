import {
  FAMILY_FINDING_TEXT,
  GENERATION_DEFAULT,
  type ChildrenMatchesData,
  type ChildrenMatchesParsed,
  type FamilyFindingMember,
} from '../../../contract/family-finding';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../http/errors';
import { grantsOf } from '../../membership/grants';
import { profileMatches } from '../../search/matches';
import { blockedUserIds } from '../../social/reach';
import { barredUserIds } from '../kinship';
import { gotraOfEntry } from './gotra';
import type { Entry, OwnList } from './members';

/** Members whose gotra of birth (a woman's birth gotra when given, else the gotra) is `gotraId`. */
async function sameGotraIds(deps: AppDeps, gotraId: string): Promise<string[]> {
  const rows = await deps.database.db
    .selectFrom('member_profiles')
    .select('user_id')
    .where((eb) => eb.or([eb('birth_gotra_id', '=', gotraId), eb.and([eb('birth_gotra_id', 'is', null), eb('gotra_id', '=', gotraId)])]))
    .execute();
  return rows.map((r) => r.user_id);
}

/**
 * fatherGen/motherGen: the criteria's, else the searching member's preference (spec §9), else 3;
 * and whether their community's custom permits cross-cousin marriage (decision 0723).
 */
export async function generations(deps: AppDeps, me: string, c: Pick<ChildrenMatchesParsed, 'fatherGen' | 'motherGen'>) {
  const pref = await deps.database.db
    .selectFrom('member_preferences')
    .select(['father_gen', 'mother_gen', 'cross_cousin_custom'])
    .where('user_id', '=', me)
    .executeTakeFirst();
  return {
    fatherGen: c.fatherGen ?? pref?.father_gen ?? GENERATION_DEFAULT,
    motherGen: c.motherGen ?? pref?.mother_gen ?? GENERATION_DEFAULT,
    crossCousinCustom: pref?.cross_cousin_custom === 1,
  };
}

/**
 * How many each reason takes away, counted in turn (docs/decisions/0772, 0723): the total
 * leaving out only `base`, then each reason's set added to what is left out, each a pass over
 * the match index without counts. A reason with nobody in it costs no pass.
 */
async function countsPerReason(count: (exclude: Set<string>) => Promise<number>, base: Set<string>, reasons: Set<string>[], finalTotal: number): Promise<number[]> {
  const steps: Set<string>[] = [];
  let acc = base;
  for (const r of reasons) {
    steps.push(acc);
    acc = new Set([...acc, ...r]);
  }
  // totals[i]: left out = base and the reasons before i; the last total is the result's own.
  const totals = await Promise.all(steps.map(async (ex, i) => (reasons[i]!.size ? count(ex) : null)));
  const out: number[] = [];
  for (let i = 0; i < reasons.length; i++) {
    if (totals[i] === null) {
      out.push(0);
      continue;
    }
    const next = totals.slice(i + 1).find((t) => t !== null) ?? finalTotal;
    out.push(totals[i]! - next);
  }
  return out;
}

/**
 * Profile Matches for a person of the caller's list (docs/decisions/0772, 0723): the search
 * machinery of worker/search with the person's gender, leaving out their relatives within the
 * generations, the prohibited degrees of s.3(g) at any generations, and members of their
 * gotra, and counting each (never naming them).
 */
export async function childrenMatches(
  deps: AppDeps,
  me: string,
  own: OwnList,
  entry: Entry,
  member: FamilyFindingMember,
  criteria: ChildrenMatchesParsed,
): Promise<ChildrenMatchesData> {
  if (member.blocked) throw forbidden(member.blocked);
  const { fatherGen, motherGen, crossCousinCustom } = await generations(deps, me, criteria);
  const [barred, gotraId, grants] = await Promise.all([
    barredUserIds(deps, entry.id, { father: fatherGen, mother: motherGen }, { crossCousinCustom }),
    gotraOfEntry(deps, own, entry),
    grantsOf(deps, me),
  ]);
  // The person's own account when linked (their blocks and their own profile are left out), else the caller's.
  const viewer = { id: member.user_id ?? me, gender: member.gender };
  const relatives = barred.sapinda;
  relatives.delete(viewer.id);
  const prohibited = new Set([...barred.prohibited].filter((id) => id !== viewer.id && !relatives.has(id)));
  // Members who blocked the caller, or whom the caller blocked, cannot receive the caller's match either.
  const callerOut = new Set(viewer.id === me ? [] : [me, ...(await blockedUserIds(deps, me))]);
  const gotraOut = new Set(gotraId ? await sameGotraIds(deps, gotraId) : []);
  const leftOut = new Set([...callerOut, ...relatives, ...prohibited, ...gotraOut]);
  const locked = !grants.familyFinding;
  // One pass over the match index (docs/decisions/0502) for the page with every filter's count
  // without the left-out members; fatherGen/motherGen ride along in the criteria unread.
  const count = async (exclude: Set<string>) => (await profileMatches(deps, viewer, { ...criteria, limit: 0 }, { withCounts: false, exclude })).total;
  const result = await profileMatches(deps, viewer, locked ? { ...criteria, page: 0, limit: 0 } : criteria, { exclude: leftOut });
  const [relativesOut, prohibitedOut, gotraCount] = await countsPerReason(count, callerOut, [relatives, prohibited, gotraOut], result.total);
  return {
    member,
    matches: locked ? [] : result.matches,
    total: result.total,
    filters: result.filters,
    activeUser: result.activeUser,
    fatherGen,
    motherGen,
    leftOut: { relatives: relativesOut!, prohibited: prohibitedOut!, sameGotra: gotraCount!, fatherGen, motherGen },
    crossCousinCustom,
    locked,
    message: locked ? FAMILY_FINDING_TEXT.needsPlan : null,
  };
}
