import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { Completeness, Profile } from '../../../contract/profile';
import { sessionAtom } from '../../state/session';
import { loadMyProfile } from './profile-api';

export interface MyProfile {
  profile: Profile;
  completeness: Completeness;
}

/** The signed-in member's own profile and completeness, with a setter for what a save answers. */
export function useMyProfile() {
  const userId = useAtomValue(sessionAtom)?.userId ?? null;
  const [data, setData] = useState<MyProfile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    if (!userId) return;
    const res = await loadMyProfile(userId);
    if (res.ok) {
      setData(res.body.data as unknown as MyProfile);
      setError(null);
    } else setError(res.error);
  }, [userId]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, setData, error, reload };
}
