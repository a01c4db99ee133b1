import { sql, type SelectQueryBuilder } from 'kysely';
import { HOME_COUNTRY } from '../../contract/reference';
import type { DB } from '../db/schema';

/**
 * The order of the place lists members pick from (decision 0936): India first among countries;
 * states and cities ranked by population first (migration 0046), then alphabetically.
 */
export const homeCountryFirst = <O>(q: SelectQueryBuilder<DB, 'countries', O>) =>
  q.orderBy(sql`id = ${HOME_COUNTRY}`, 'desc').orderBy('name');

export const largestFirst = <T extends 'states' | 'cities', O>(q: SelectQueryBuilder<DB, T, O>) =>
  q.orderBy(sql`rank is null`).orderBy(sql`rank`).orderBy(sql`name`);
