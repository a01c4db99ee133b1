import { atom } from 'jotai';
import { isMemberAtom, sessionAtom } from './session';

/**
 * A member who has not followed the link mailed to them yet (decision 0880): they read the site
 * and complete the profile, but reach out to nobody until they do.
 */
export const emailUnverifiedAtom = atom((get) => get(isMemberAtom) && get(sessionAtom)?.userData.isEmailVerified === false);

