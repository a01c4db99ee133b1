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
import { blockedUserIds } from '../../social/relationships';
import { relativeUserIds } from '../kinship';
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

/** fatherGen/motherGen: the criteria's, else the searching member's preference (spec §9), else 3. */
export async function generations(deps: AppDeps, me: string, c: Pick<ChildrenMatchesParsed, 'fatherGen' | 'motherGen'>) {
  if (c.fatherGen != null && c.motherGen != null) return { fatherGen: c.fatherGen, motherGen: c.motherGen };
  const pref = await deps.database.db.selectFrom('member_preferences').select(['father_gen', 'mother_gen']).where('user_id', '=', me).executeTakeFirst();
  return {
    fatherGen: c.fatherGen ?? pref?.father_gen ?? GENERATION_DEFAULT,
    motherGen: c.motherGen ?? pref?.mother_gen ?? GENERATION_DEFAULT,
  };
}

/**
 * Profile Matches for a person of the caller's list (docs/decisions/0772): the search
 * machinery of worker/search with the person's gender, leaving out their relatives within
 * the generations and members of their gotra, and counting both (never naming them).
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
  const { fatherGen, motherGen } = await generations(deps, me, criteria);
  const [relatives, gotraId, grants] = await Promise.all([
    relativeUserIds(deps, entry.id, { father: fatherGen, mother: motherGen }),
    gotraOfEntry(deps, own, entry),
    grantsOf(deps, me),
  ]);
  // The person's own account when linked (their blocks and their own profile are left out), else the caller's.
  const viewer = { id: member.user_id ?? me, gender: member.gender };
  relatives.delete(viewer.id);
  // Members who blocked the caller, or whom the caller blocked, cannot receive the caller's match either.
  const callerOut = new Set(viewer.id === me ? [] : [me, ...(await blockedUserIds(deps, me))]);
  const gotraOut = gotraId ? await sameGotraIds(deps, gotraId) : [];
  const leftOut = new Set([...callerOut, ...relatives, ...gotraOut]);
  const locked = !grants.familyFinding;
  // One pass over the match index each (docs/decisions/0502): the page with every filter's count
  // without the left-out members, and the totals that tell how many each reason took away.
  // fatherGen/motherGen ride along in the criteria unread.
  const count = async (exclude: Set<string>) => (await profileMatches(deps, viewer, { ...criteria, limit: 0 }, { withCounts: false, exclude })).total;
  const [result, beforeRelatives, beforeGotra] = await Promise.all([
    profileMatches(deps, viewer, locked ? { ...criteria, page: 0, limit: 0 } : criteria, { exclude: leftOut }),
    relatives.size ? count(callerOut) : null,
    gotraOut.length ? count(new Set([...callerOut, ...relatives])) : null,
  ]);
  const withoutRelatives = gotraOut.length ? (beforeGotra ?? 0) : result.total;
  return {
    member,
    matches: locked ? [] : result.matches,
    total: result.total,
    filters: result.filters,
    activeUser: result.activeUser,
    fatherGen,
    motherGen,
    leftOut: {
      relatives: beforeRelatives === null ? 0 : beforeRelatives - withoutRelatives,
      sameGotra: beforeGotra === null ? 0 : beforeGotra - result.total,
      fatherGen,
      motherGen,
    },
    locked,
    message: locked ? FAMILY_FINDING_TEXT.needsPlan : null,
  };
}
