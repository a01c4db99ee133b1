import { Hono } from 'hono';
import {
  memberIdParamSchema,
  PREFERENCE_TEXT,
  preferenceInputSchema,
  recommendationQuerySchema,
  smallListQuerySchema,
  type PreferenceValues,
} from '../../contract/preferences';
import type { AppDeps } from '../deps';
import { requireMember, requireSelf } from '../http/auth';
import type { AppEnv } from '../http/context';
import { ok, unchanged } from '../http/envelope';
import { badRequest, forbidden } from '../http/errors';
import { params, query, body } from '../http/validate';
import { recommendationBlock } from './eligibility';
import { FIELD_SOURCE, loadPreference, loadPreferenceIds, samePreference, toPreferenceIds, writePreference } from './queries';
import { membersPreferringYou, membersYouMayLike, newMembers, similarMembers } from './recommendations';

const FIELD_MESSAGES: Record<keyof typeof FIELD_SOURCE, string> = {
  maritalStatus: 'Choose the marital status from the list.',
  religion: 'Choose the religion from the list.',
  caste: 'Choose the caste from the list.',
  motherTongue: 'Choose the mother tongue from the list.',
  education: 'Choose the education from the list.',
  occupation: 'Choose the occupation from the list.',
  annualIncome: 'Choose the annual income from the list.',
  eatingHabit: 'Choose the eating habit from the list.',
  drinkingHabit: 'Choose the drinking habit from the list.',
  smokingHabit: 'Choose the smoking habit from the list.',
  dosh: 'Choose the manglik option from the list.',
};

/** Every id must be of its list's reference data; castes must belong to a chosen religion when religions are given. */
async function checkReferenceIds(deps: AppDeps, v: PreferenceValues): Promise<void> {
  const { db } = deps.database;
  const kinds = Object.entries(FIELD_SOURCE).filter(([f, s]) => 'kind' in s && v[f as keyof typeof FIELD_SOURCE].length);
  const optionIds = kinds.flatMap(([f]) => v[f as keyof typeof FIELD_SOURCE]);
  const [options, religions, castes, tongues] = await Promise.all([
    optionIds.length ? db.selectFrom('reference_options').select(['id', 'kind']).where('id', 'in', optionIds).execute() : [],
    v.religion.length ? db.selectFrom('religions').select('id').where('id', 'in', v.religion).execute() : [],
    v.caste.length ? db.selectFrom('castes').select(['id', 'religion_id']).where('id', 'in', v.caste).execute() : [],
    v.motherTongue.length ? db.selectFrom('mother_tongues').select('id').where('id', 'in', v.motherTongue).execute() : [],
  ]);
  const fail = (field: keyof typeof FIELD_SOURCE, message = FIELD_MESSAGES[field]): never => {
    throw badRequest(message, { [field]: message });
  };
  const kindOf = new Map(options.map((o) => [o.id, o.kind]));
  for (const [f, s] of kinds) {
    const field = f as keyof typeof FIELD_SOURCE;
    for (const id of v[field]) if (kindOf.get(id) !== (s as { kind: string }).kind) fail(field);
  }
  if (religions.length !== v.religion.length) fail('religion');
  if (castes.length !== v.caste.length) fail('caste');
  if (tongues.length !== v.motherTongue.length) fail('motherTongue');
  if (v.religion.length && castes.some((c) => !v.religion.includes(c.religion_id)))
    fail('caste', 'Each caste must belong to one of the chosen religions. Choose castes of those religions.');
}

/** Endpoints of the preferences domain, with their full paths under /api. */
export const preferencesRoutes = new Hono<AppEnv>()
  .get('/user/get/preference/:id', requireMember, params(memberIdParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    requireSelf(c.var.session, id);
    return ok(c, { preference: await loadPreference(c.var.deps, id) });
  })
  .put('/user/userPreferences/:id', requireMember, params(memberIdParamSchema), body(preferenceInputSchema), async (c) => {
    const { deps } = c.var;
    const { id } = c.req.valid('param');
    requireSelf(c.var.session, id);
    const input = c.req.valid('json');
    await checkReferenceIds(deps, input);
    const next = toPreferenceIds(input, deps.now());
    const current = await loadPreferenceIds(deps, id);
    if (current && samePreference(current, next)) return unchanged(c, { message: PREFERENCE_TEXT.unchanged, preference: await loadPreference(deps, id) });
    await writePreference(deps, id, next);
    return ok(c, { message: PREFERENCE_TEXT.saved, preference: await loadPreference(deps, id) });
  })
  .get('/match/recommendationStatus', requireMember, async (c) => {
    return ok(c, { message: await recommendationBlock(c.var.deps, c.var.session.userId) });
  })
  .get('/match/getRecommendedMatches', requireMember, query(recommendationQuerySchema), async (c) => {
    const { deps, session } = c.var;
    const block = await recommendationBlock(deps, session.userId);
    if (block) throw forbidden(block);
    const { users, total } = await membersYouMayLike(deps, session.userId, session.user.gender, c.req.valid('query'));
    return ok(c, { matches: users, total });
  })
  .get('/match/getPreferedYou', requireMember, query(recommendationQuerySchema), async (c) => {
    const { deps, session } = c.var;
    const block = await recommendationBlock(deps, session.userId);
    if (block) throw forbidden(block);
    const { users, total } = await membersPreferringYou(deps, session.userId, session.user.gender, c.req.valid('query'));
    return ok(c, { findPreferedYouUsers: users, total });
  })
  .get('/user/getSimilarProfile/:id', requireMember, params(memberIdParamSchema), query(smallListQuerySchema), async (c) => {
    const { deps, session } = c.var;
    const users = await similarMembers(deps, session.userId, session.user.gender, c.req.valid('param').id, c.req.valid('query').limit);
    return ok(c, { users });
  })
  .get('/user/getNewUser/:id', requireMember, params(memberIdParamSchema), query(smallListQuerySchema), async (c) => {
    const { deps, session } = c.var;
    requireSelf(session, c.req.valid('param').id);
    return ok(c, { users: await newMembers(deps, session.userId, session.user.gender, c.req.valid('query').limit) });
  });
