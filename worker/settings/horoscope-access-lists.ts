import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { HoroscopePrivacy } from '../../contract/settings';

/**
 * The horoscope rule of POST /user/get/horoscope/{id} (./horoscope-access.ts) as a list applies
 * it (docs/decisions/0445-horoscope-values-in-lists.md). A list carries no password, so a
 * horoscope-derived value (star, manglik, anything computed from them) of a member is shown
 * only when `readHoroscope` would answer without one: to the owner, or when the owner's
 * horoscope privacy is 'visible'. The other steps of the detail rule (gone, blocked, hidden
 * profile) already keep such members out of every list.
 *
 * `viewerId` null: any member but the owner (the match index, one copy for every viewer; the
 * viewer's own row never is a result).
 */
export function horoscopeReadableWithoutPassword(viewerId: string | null, ownerId: string, privacy: HoroscopePrivacy | null | undefined): boolean {
  return viewerId === ownerId || (privacy ?? 'visible') === 'visible';
}

/**
 * The same rule as an SQL condition over the owner's id column and their
 * `member_settings.horoscope_privacy` column (NULL, no settings row: the default, visible).
 */
export function horoscopeReadableWithoutPasswordSql(viewerId: string, ownerIdColumn: string, privacyColumn: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(ownerIdColumn)} = ${viewerId} or coalesce(${sql.ref(privacyColumn)}, 'visible') = 'visible')`;
}

/**
 * A horoscope-derived column as a list may show it to `viewerId`: the value, or NULL (shown as
 * 'Not Added' on cards, counted and matched as the empty option in filters).
 */
export function horoscopeValueForListSql<T>(viewerId: string, valueColumn: string, ownerIdColumn: string, privacyColumn: string): RawBuilder<T | null> {
  return sql<T | null>`(case when ${horoscopeReadableWithoutPasswordSql(viewerId, ownerIdColumn, privacyColumn)} then ${sql.ref(valueColumn)} end)`;
}

/**
 * 'With Horoscope' (Profile type filter): a member with a nakshatra whose horoscope the viewer
 * could open, with the password where one is asked: a hidden horoscope does not count for
 * anyone but its owner; a password-protected one does (the viewer can ask its owner for it).
 */
export function horoscopeListedAsAdded(viewerId: string | null, ownerId: string, hasNakshatra: boolean, privacy: HoroscopePrivacy | null | undefined): boolean {
  return hasNakshatra && (viewerId === ownerId || privacy !== 'hidden');
}

export function horoscopeListedAsAddedSql(viewerId: string, nakshatraColumn: string, ownerIdColumn: string, privacyColumn: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(nakshatraColumn)} is not null and (${sql.ref(ownerIdColumn)} = ${viewerId} or coalesce(${sql.ref(privacyColumn)}, 'visible') != 'hidden'))`;
}
