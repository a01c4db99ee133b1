import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { UsableProfile } from '../../../contract/managers';
import { sessionAtom } from '../../state/session';
import { loadUsableProfiles } from '../../lib/profile-switch';

/** The profiles the signed-in person may use (their own, each they manage); read again for each new session. */
export function useUsableProfiles(): UsableProfile[] {
  const token = useAtomValue(sessionAtom)?.token;
  const [profiles, setProfiles] = useState<UsableProfile[]>([]);
  useEffect(() => {
    if (!token) return;
    let live = true;
    void loadUsableProfiles().then((res) => {
      if (live && res.ok) setProfiles(res.body.data);
    });
    return () => {
      live = false;
    };
  }, [token]);
  return profiles;
}
