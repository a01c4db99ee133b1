import { sql, type SqlBool } from 'kysely';
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
import type { EligibleMembersQuery } from '../../search/eligible';
import { filterCounts, matchPage } from '../../search/matches';
import { notBlockedWith } from '../../social/relationships';
import { relativeUserIds } from '../kinship';
import { gotraOfEntry } from './gotra';
import type { Entry, OwnList } from './members';

/**
 * One id list as ONE bound parameter (a JSON array read by json_each), so a relatives set of
 * any size stays within D1's 100 bound parameters a statement without chunking.
 */
const idsJson = (ids: Iterable<string>) => JSON.stringify([...ids]);
const inIds = (ids: Set<string>) => sql<SqlBool>`u.id in (select value from json_each(${idsJson(ids)}))`;
const notInIds = (ids: Set<string>) => sql<SqlBool>`u.id not in (select value from json_each(${idsJson(ids)}))`;
/** The candidate's gotra of birth: a woman's birth gotra when given, else the gotra. */
const sameGotra = (gotraId: string) => sql<SqlBool>`coalesce(p.birth_gotra_id, p.gotra_id) = ${gotraId}`;
const otherGotra = (gotraId: string) => sql<SqlBool>`coalesce(p.birth_gotra_id, p.gotra_id) is not ${gotraId}`;

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
  const alsoCaller = (q: EligibleMembersQuery) => (viewer.id === me ? q : q.where(notBlockedWith(me, 'u.id')).where('u.id', '!=', me));
  const kept = (q: EligibleMembersQuery) => {
    let out = alsoCaller(q);
    if (relatives.size) out = out.where(notInIds(relatives));
    if (gotraId) out = out.where(otherGotra(gotraId));
    return out;
  };
  const locked = !grants.familyFinding;
  // matchPage and filterCounts read only the Profile Matches keys; fatherGen/motherGen ride along unread.
  const search = criteria;
  const [page, counts, relativeCount, gotraCount] = await Promise.all([
    matchPage(deps, viewer, locked ? { ...search, page: 0, limit: 1 } : search, kept),
    filterCounts(deps, viewer, search),
    relatives.size ? matchPage(deps, viewer, { ...search, page: 0, limit: 1 }, (q) => alsoCaller(q).where(inIds(relatives))) : null,
    gotraId
      ? matchPage(deps, viewer, { ...search, page: 0, limit: 1 }, (q) => {
          const out = alsoCaller(q).where(sameGotra(gotraId));
          return relatives.size ? out.where(notInIds(relatives)) : out;
        })
      : null,
  ]);
  return {
    member,
    matches: locked ? [] : page.matches,
    total: page.total,
    filters: counts.filters,
    activeUser: counts.activeUser,
    fatherGen,
    motherGen,
    leftOut: { relatives: relativeCount?.total ?? 0, sameGotra: gotraCount?.total ?? 0, fatherGen, motherGen },
    locked,
    message: locked ? FAMILY_FINDING_TEXT.needsPlan : null,
  };
}
