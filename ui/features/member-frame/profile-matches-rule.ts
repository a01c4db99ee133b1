import { ADULT_AGE, ageInYears } from '../../../contract/limits';
import type { SessionUser } from '../../state/session';

/**
 * Spec §5: Profile Matches is offered only if the member is not Married, is over 18
 * (whole years, 365.25-day years) and has match finding switched on.
 */
export function showsProfileMatches(user: SessionUser, now = Date.now()): boolean {
  if (user.basicDetails.maritalStatus === 'Married') return false;
  if (!user.DOB || ageInYears(user.DOB, now) < ADULT_AGE) return false;
  return user.setting.matchEnabled === true;
}
