import { Hono } from 'hono';
import {
  memberIdParamSchema,
  PREFERENCE_TEXT,
  preferenceInputSchema,
  recommendationQuerySchema,
  smallListQuerySchema,
  type PreferenceValues,
} from '../../contract/preferences';
import { idList } from '../db/chunks';
import type { AppDeps } from '../deps';
import { requireMember, requireSelf } from '../http/auth';
import type { AppEnv } from '../http/context';
import { ok, unchanged } from '../http/envelope';
import { badRequest, forbidden } from '../http/errors';
import { params, query, body } from '../http/validate';
import { recommendationBlock } from './eligibility';
import { FIELD_SOURCE, loadPreference, loadPreferenceIds, samePreference, toPreferenceIds, writePreference } from './queries';
import { membersPreferringYou, membersYouMayLike, newMembers, similarMembers } from './recommendations';
import { m } from '../../contract/i18n/paraglide/messages';

// Functions: each is said when a check fails, in the caller's language (decision 0963).
const FIELD_MESSAGES: Record<keyof typeof FIELD_SOURCE, () => string> = {
  maritalStatus: m.server_choose_marital_status,
  religion: m.server_choose_religion,
  caste: m.server_choose_caste,
  motherTongue: m.server_choose_mother_tongue,
  education: m.server_choose_education,
  occupation: m.server_choose_occupation,
  annualIncome: m.server_choose_annual_income,
  eatingHabit: m.server_choose_eating_habit,
  drinkingHabit: m.server_choose_drinking_habit,
  smokingHabit: m.server_choose_smoking_habit,
  dosh: m.server_choose_manglik_option,
};

/** Every id must be of its list's reference data; castes must belong to a chosen religion when religions are given. */
async function checkReferenceIds(deps: AppDeps, v: PreferenceValues): Promise<void> {
  const { db } = deps.database;
  const kinds = Object.entries(FIELD_SOURCE).filter(([f, s]) => 'kind' in s && v[f as keyof typeof FIELD_SOURCE].length);
  const optionIds = kinds.flatMap(([f]) => v[f as keyof typeof FIELD_SOURCE]);
  const [options, religions, castes, tongues] = await Promise.all([
    // Up to 40 ids in each of eight lists: one JSON parameter (D1 binds at most 100, decision 0970). The
    // three lists below hold at most PREFERENCE_LIST_MAX (40) each, as the schema says.
    optionIds.length ? db.selectFrom('reference_options').select(['id', 'kind']).where('id', 'in', idList(optionIds)).execute() : [],
    v.religion.length ? db.selectFrom('religions').select('id').where('id', 'in', v.religion).execute() : [],
    v.caste.length ? db.selectFrom('castes').select(['id', 'religion_id']).where('id', 'in', v.caste).execute() : [],
    v.motherTongue.length ? db.selectFrom('mother_tongues').select('id').where('id', 'in', v.motherTongue).execute() : [],
  ]);
  const fail = (field: keyof typeof FIELD_SOURCE, message = FIELD_MESSAGES[field]()): never => {
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
    fail('caste', m.server_castes_of_chosen_religions());
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
