import { ageInYears } from '../../contract/limits';
import type { AppDeps } from '../deps';
import { profilePicturesFor } from '../pictures/list-pictures';
import { defaultPicture } from '../pictures/urls';

/** A member as list rows show them: name, picture the viewer may load, age, gender. */
export interface MemberCard {
  _id: string;
  name: string;
  gender: 'male' | 'female' | null;
  age: number | null;
  profilePicture: string;
}

export interface CardRow {
  id: string;
  name: string;
  gender: 'male' | 'female' | null;
  dob: string | null;
}

export async function memberCards(deps: AppDeps, rows: readonly CardRow[], viewerId: string): Promise<MemberCard[]> {
  const now = deps.now();
  // The page's pictures in three statements (worker/pictures/list-pictures.ts), not four a card.
  const pictures = await profilePicturesFor(deps, rows.map((r) => r.id), viewerId);
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    gender: r.gender,
    age: r.dob ? ageInYears(r.dob, now) : null,
    profilePicture: pictures.get(r.id) ?? defaultPicture(r.gender),
  }));
}

export const pageOffset = (page: number, limit: number) => Math.max(page - 1, 0) * limit;
