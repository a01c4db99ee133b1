import type { FamilyRecommendation } from '../../../../contract/family-links';
import { fetchFamilyRecommendations } from './links-api';

/**
 * A page loader's part (decision 0900): the member's family recommendations. The pages that show
 * them read them again when a write of theirs or a live 'familyLinks' event invalidates them. A
 * failed read is only logged (spec §8).
 */
export async function loadFamilyRecommendations(userId: string): Promise<FamilyRecommendation[]> {
  const res = await fetchFamilyRecommendations(userId);
  if (res.ok) return res.body.relations;
  console.error('Family recommendations API failed', res.error);
  return [];
}
