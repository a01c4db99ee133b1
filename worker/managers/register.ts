import { sql, type SqlBool } from 'kysely';
import type { Registration } from '../../contract/auth';
import type { Locale } from '../../contract/i18n/locales';
import type { AppDeps } from '../deps';
import { newId } from '../ids';
import { familyAccountInsert } from './accept';
import { historyInsert } from './history';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** What a profile made for someone else holds until its candidate takes it up (decision 0971). */
export const AWAITING_CANDIDATE = { status: 'deactivated', consent: 'awaiting', password_hash: '!' } as const;

/**
 * Registering for a son, a daughter, a sibling, a relative or a friend (issue 27): the one
 * registering gets a family account of their own (the e-mail, phone and password they gave) and
 * becomes the profile's first manager. The profile waits, out of every list, for its candidate.
 * The statements go after the profile's own in its batch; if the address is taken the family
 * account is not made, and the last statement takes the profile back out (its rows cascade).
 */
export function familyRegistrationQueries(deps: AppDeps, input: Registration, profileId: string, passwordHash: string, locale: Locale) {
  const db = deps.database.db;
  const accountId = newId();
  const accountExists = sql<SqlBool>`exists (select 1 from users where id = ${accountId})`;
  const queries = [
    familyAccountInsert(deps, { id: accountId, email: input.email, name: input.managerName!, passwordHash, phone: input.phone, locale, emailVerified: false }).onConflict((oc) => oc.column('email').doNothing()),
    db
      .insertInto('profile_managers')
      .columns(['profile_id', 'account_id', 'relation', 'added_at', 'added_by'])
      .expression(
        db.selectNoFrom((eb) => [eb.val(profileId).as('profile_id'), eb.val(accountId).as('account_id'), eb.val(input.managerRelation!).as('relation'), eb.val(deps.now()).as('added_at'), eb.val(accountId).as('added_by')]).where(accountExists),
      ),
    historyInsert(deps, { profileId, actorId: accountId, action: 'registered' }),
    // The one registering is who the family would have members call: the contact person.
    db
      .updateTable('member_profiles')
      .set({ contact: JSON.stringify({ contactPerson: input.managerName, relationship: capitalised(input.managerRelation!) }) })
      .where('user_id', '=', profileId),
    db.deleteFrom('users').where('id', '=', profileId).where(sql<SqlBool>`not ${accountExists}`),
  ];
  return { accountId, queries };
}
