import { ADULT_AGE, ageInYears } from '../../contract/limits';
import type { ViewerSettings } from './others';

/** The social rules as plain functions (docs/decisions/0460–0465). */

export interface Pair {
  self: boolean;
  /** Either member has a request of the other accepted. */
  accepted: boolean;
  /** A block between them, either way. */
  blocked: boolean;
}

export type ContactAccess = 'visible' | 'afterAccept' | 'hidden';

/** Contact details by the owner's contactPrivacy; the viewer is always a signed-in member. */
export function contactAccess(privacy: ViewerSettings['contactPrivacy'], pair: Pair): ContactAccess {
  if (pair.self) return 'visible';
  if (pair.blocked || privacy === 'hidden') return 'hidden';
  if (privacy === 'accepted') return pair.accepted ? 'visible' : 'afterAccept';
  return 'visible';
}

/** 'hidden' profiles are shown only to members with an accepted request either way. */
export function mayViewProfile(visibility: ViewerSettings['profileVisibility'], pair: Pair): boolean {
  return pair.self || visibility !== 'hidden' || pair.accepted;
}

/** Ratings, comments and messages: between two members who accepted a request, never blocked, never oneself. */
export function mayInteract(pair: Pair): boolean {
  return !pair.self && !pair.blocked && pair.accepted;
}

export interface MatchSide {
  gender: 'male' | 'female' | null;
  dob: string | null;
  matchEnabled: boolean;
}

/**
 * The profile's `isMatchable` and the horoscope score's gate (decision 0462): opposite gender,
 * both adults, both looking. Who is listed to whom is the lists' own rule (decisions 0500, 0522).
 */
export function isMatchable(a: MatchSide, b: MatchSide, now: number): boolean {
  const adult = (s: MatchSide) => !!s.dob && ageInYears(s.dob, now) >= ADULT_AGE;
  return !!a.gender && !!b.gender && a.gender !== b.gender && adult(a) && adult(b) && a.matchEnabled && b.matchEnabled;
}
