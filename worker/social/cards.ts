import { ageInYears } from '../../contract/limits';
import { idList } from '../db/chunks';
import type { AppDeps } from '../deps';
import { profilePicturesFor } from '../pictures/list-pictures';
import { defaultPicture } from '../pictures/urls';

/** A member as list rows show them: name, picture the viewer may load, age, gender, what the site checked. */
export interface MemberCard {
  _id: string;
  name: string;
  gender: 'male' | 'female' | null;
  age: number | null;
  profilePicture: string;
  /** The member confirmed their mobile number by SMS (issue 24): the "Phone verified" badge. */
  phoneVerified: boolean;
  /** An administrator approved the member's government ID (issue 24): the "ID verified" badge. */
  idVerified: boolean;
}

export interface CardRow {
  id: string;
  name: string;
  gender: 'male' | 'female' | null;
  dob: string | null;
}

export async function memberCards(deps: AppDeps, rows: readonly CardRow[], viewerId: string): Promise<MemberCard[]> {
  const now = deps.now();
  const ids = rows.map((r) => r.id);
  // The page's pictures in three statements (worker/pictures/list-pictures.ts), not four a card;
  // the badges in one more, here, so no list that builds cards can leave them out.
  const [pictures, checked] = await Promise.all([profilePicturesFor(deps, ids, viewerId), verifiedFlags(deps, ids)]);
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    gender: r.gender,
    age: r.dob ? ageInYears(r.dob, now) : null,
    profilePicture: pictures.get(r.id) ?? defaultPicture(r.gender),
    phoneVerified: checked.get(r.id)?.phone ?? false,
    idVerified: checked.get(r.id)?.id ?? false,
  }));
}

/** Whether each member's phone and ID were verified, read as the result cards read them (worker/search/matches-sql.ts). */
async function verifiedFlags(deps: AppDeps, ids: readonly string[]): Promise<Map<string, { phone: boolean; id: boolean }>> {
  if (!ids.length) return new Map();
  const rows = await deps.database.db.selectFrom('users').select(['id', 'phone_verified_at', 'id_verified_at']).where('id', 'in', idList(ids)).execute();
  return new Map(rows.map((r) => [r.id, { phone: r.phone_verified_at !== null, id: r.id_verified_at !== null }]));
}

export const pageOffset = (page: number, limit: number) => Math.max(page - 1, 0) * limit;
