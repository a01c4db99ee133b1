import { ageInYears } from '../../contract/limits';
import type { AppDeps } from '../deps';
import { picturesOf } from './others';

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
  return Promise.all(
    rows.map(async (r) => ({
      _id: r.id,
      name: r.name,
      gender: r.gender,
      age: r.dob ? ageInYears(r.dob, now) : null,
      profilePicture: (await picturesOf(deps, r.id, viewerId)).profilePicture,
    })),
  );
}

export const pageOffset = (page: number, limit: number) => Math.max(page - 1, 0) * limit;
