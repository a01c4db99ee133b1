import { FAMILY_FINDING_TEXT } from '../../contract/family-finding';
import { ADULT_AGE, ageInYears } from '../../contract/limits';
import { REQUESTS_TEXT } from '../../contract/requests';
import type { AppDeps } from '../deps';
import { badRequest, forbidden, notFound } from '../http/errors';
import { grantsOf } from '../membership/grants';
import { recommendationBlock } from '../preferences/eligibility';
import { eligibleMembers } from '../search/eligible';
import { loadSettings } from '../settings/privacy';
import { blockBetween } from '../social/reach';
import { gotraOfEntry } from '../family/finding/gotra';
import { generations } from '../family/finding/matches';
import { familyFindingMembers, loadOwnList } from '../family/finding/members';
import { barredUserIds } from '../family/kinship';
import type { Target } from './rules';

/** The person of the sender's family list an interest is for, as stored on the request. */
export interface ForMember {
  entryId: string;
  name: string;
  /** In English, lower case ("son", "brother's daughter"): the notification reads it mid-sentence. */
  relation: string;
  /** The member the entry is linked to, if any. */
  userId: string | null;
}

/**
 * Family finding's Send Match (docs/decisions/0546): may `me` send `other` an interest for the
 * entry `entryId` of their own list? The rules are family finding's own — whom it searches for
 * and why not (worker/family/finding/members.ts), the caller's recommendation rules and the
 * familyFinding grant, the relatives within the generations, the prohibited degrees of s.3(g)
 * at any generations (decision 0723) and the gotra it leaves out —
 * then interest's matching rules with the PERSON in the sender's place: their gender, and when
 * they are a member, their blocks. The caller's blocks were checked by reachableMember.
 */
export async function forMemberOf(deps: AppDeps, me: string, other: Target, entryId: string): Promise<ForMember> {
  const own = await loadOwnList(deps, me);
  const entry = own.byId.get(entryId);
  // Another member's entry looks like no entry at all.
  if (!entry) throw notFound(FAMILY_FINDING_TEXT.notInYourList);
  const person = (await familyFindingMembers(deps, own, 'en')).find((m) => m._id === entryId);
  if (!person) throw forbidden(FAMILY_FINDING_TEXT.notSearchable);
  if (person.blocked) throw forbidden(person.blocked);
  const block = await recommendationBlock(deps, me);
  if (block) throw forbidden(block);
  if (!(await grantsOf(deps, me)).familyFinding) throw forbidden(REQUESTS_TEXT.forNeedsPlan);

  const name = person.name;
  if (person.user_id === other.id) throw badRequest(REQUESTS_TEXT.forThemself(name), { forMember: REQUESTS_TEXT.forThemself(name) });
  if (!person.gender || !other.gender || person.gender === other.gender) throw forbidden(REQUESTS_TEXT.forSameGender(name));
  if (!other.dob || ageInYears(other.dob, deps.now()) < ADULT_AGE) throw forbidden(REQUESTS_TEXT.theyAreMinor);
  if (!(await loadSettings(deps, other.id)).matchEnabled) throw forbidden(REQUESTS_TEXT.theyMatchOff);
  if (person.user_id) await assertNoBlock(deps, person.user_id, other.id, name);

  const gens = await generations(deps, me, { fatherGen: null, motherGen: null });
  const [barred, gotraId, theirGotra] = await Promise.all([
    barredUserIds(deps, entry.id, { father: gens.fatherGen, mother: gens.motherGen }, { crossCousinCustom: gens.crossCousinCustom }),
    gotraOfEntry(deps, own, entry),
    birthGotra(deps, other.id),
  ]);
  if (barred.sapinda.has(other.id)) throw forbidden(REQUESTS_TEXT.forRelative(name, gens.fatherGen, gens.motherGen));
  // s.3(g) bars these whatever the generations (s.5(iv)); the custom was applied by barredUserIds.
  if (barred.prohibited.has(other.id)) throw forbidden(REQUESTS_TEXT.forProhibited(name));
  if (gotraId && theirGotra === gotraId) throw forbidden(REQUESTS_TEXT.forSameGotra(name));

  // Whatever else family finding's results leave out (a hidden profile) cannot be reached either.
  const eligible = await eligibleMembers(deps, person.user_id ?? me, person.gender).where('u.id', '=', other.id).select('u.id').executeTakeFirst();
  if (!eligible) throw notFound(REQUESTS_TEXT.profileNotAvailable);
  return { entryId, name, relation: person.relation.toLowerCase(), userId: person.user_id };
}

/** A block between the person (a member) and the candidate: theirs hides the candidate as any block does. */
async function assertNoBlock(deps: AppDeps, personId: string, otherId: string, name: string): Promise<void> {
  const block = await blockBetween(deps, personId, otherId);
  if (block.blockedYou) throw notFound(REQUESTS_TEXT.profileNotAvailable);
  if (block.youBlocked) throw forbidden(REQUESTS_TEXT.forTheyBlocked(name));
}

/** A member's gotra of birth as family finding compares it (docs/decisions/0771): a woman's birth gotra when given. */
async function birthGotra(deps: AppDeps, userId: string): Promise<string | null> {
  const p = await deps.database.db.selectFrom('member_profiles').select(['gotra_id', 'birth_gotra_id']).where('user_id', '=', userId).executeTakeFirst();
  return p?.birth_gotra_id ?? p?.gotra_id ?? null;
}
