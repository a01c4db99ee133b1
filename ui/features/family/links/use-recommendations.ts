import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { FamilyRecommendation } from '../../../../contract/family-links';
import { sessionAtom } from '../../../state/session';
import { fetchFamilyRecommendations } from './links-api';

/** The signed-in member's family recommendations; null while loading. A failed fetch is only logged (spec §8). */
export function useFamilyRecommendations(): FamilyRecommendation[] | null {
  const userId = useAtomValue(sessionAtom)?.userId;
  const [list, setList] = useState<FamilyRecommendation[] | null>(null);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    void fetchFamilyRecommendations(userId).then((res) => {
      if (!live) return;
      if (res.ok) setList(res.body.relations);
      else {
        console.error('Family recommendations API failed', res.error);
        setList([]);
      }
    });
    return () => {
      live = false;
    };
  }, [userId]);
  return list;
}
