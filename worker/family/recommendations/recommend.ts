import type { FamilyRecommendation } from '../../../contract/family-links';
import { chunks } from '../../db/chunks';
import type { AppDeps } from '../../deps';
import { picturesOf } from '../../social/others';
import { inReachOf } from '../../social/reach';
import { joinedMembers, linkedTreeRelatives } from './linked-trees';
import { myFamily } from './my-family';
import { listsNamingUsByDob, listsNamingUsByParent, membersWhoAreMyRelatives, type Signal } from './signals';

/** The page shows this many at most; the /familyMember card the first few. */
export const RECOMMENDATION_LIMIT = 50;
/** Each further piece of evidence for the same member adds a little, below certainty. */
const EXTRA_EVIDENCE = 3;
const MAX_SCORE = 99;

/**
 * Members who are probably my relatives, best first (score, then name, then id): never
 * random, never myself, never members already joined to my tree, blocked either way, or not
 * active. docs/decisions/0760-family-recommendation-scoring.md.
 */
export async function familyRecommendations(deps: AppDeps, me: string): Promise<FamilyRecommendation[]> {
  const { people, linked } = await myFamily(deps, me);
  const joined = await joinedMembers(deps, me, linked);
  const signals = (
    await Promise.all([
      linkedTreeRelatives(deps, me, joined),
      membersWhoAreMyRelatives(deps, me, people),
      listsNamingUsByDob(deps, me, people),
      listsNamingUsByParent(deps, me, people),
    ])
  ).flat();
  const best = combine(signals.filter((s) => s.userId !== me && !joined.has(s.userId)));
  const members = await reachable(deps, me, [...best.keys()]);
  const ranked = members
    .map((m) => ({ ...m, ...best.get(m.id)! }))
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name, 'en') || (a.id < b.id ? -1 : 1))
    .slice(0, RECOMMENDATION_LIMIT);
  return Promise.all(
    ranked.map(async (m): Promise<FamilyRecommendation> => ({
      user_id: m.id,
      to_name: m.name,
      userDetails: [{ profilePicture: (await picturesOf(deps, m.id, me)).profilePicture, gender: m.gender }],
      score: m.score,
      reason: m.reason,
    })),
  );
}

/** One entry per member: the strongest evidence gives the score and the reason. */
export function combine(signals: readonly Signal[]): Map<string, { score: number; reason: string }> {
  const byMember = new Map<string, Signal[]>();
  for (const s of signals) byMember.set(s.userId, [...(byMember.get(s.userId) ?? []), s]);
  const out = new Map<string, { score: number; reason: string }>();
  for (const [id, list] of byMember) {
    const [top, ...rest] = [...list].sort((a, b) => b.score - a.score || a.reason.localeCompare(b.reason));
    if (!top) continue;
    const distinct = new Set(rest.map((s) => s.reason).filter((r) => r !== top.reason)).size;
    out.set(id, { score: Math.min(MAX_SCORE, top.score + EXTRA_EVIDENCE * distinct), reason: top.reason });
  }
  return out;
}

/** Active members with no block either way. */
async function reachable(deps: AppDeps, me: string, ids: readonly string[]) {
  const { db } = deps.database;
  const parts = await Promise.all(
    chunks(ids).map((part) =>
      db.selectFrom('users').select(['id', 'name', 'gender']).where('id', 'in', part).where(inReachOf(me, 'users')).execute(),
    ),
  );
  return parts.flat();
}
