import { sql, type RawBuilder } from 'kysely';
import { BASE_LOCALE, isLocale, LOCALES, type Locale } from '../../contract/i18n/locales';
import { idList } from '../db/chunks';
import type { AppDeps } from '../deps';

/**
 * The language a mail, notification or SMS is written in: its reader's (decision 0963), who is
 * usually not the caller. `users.language`, English for an account that never had one. A
 * notification is written once in it and never changes, like the relation words (decision 0724).
 */
export const localeOf = (user: { language: string | null } | null | undefined): Locale => (isLocale(user?.language) ? user.language : BASE_LOCALE);

/** The languages of several readers in one read: English for an id with no account. */
export async function readerLocales(deps: Pick<AppDeps, 'database'>, userIds: readonly string[]): Promise<(userId: string) => Locale> {
  // Every reporter of a member, say: one JSON parameter however many (D1 binds at most 100, decision 0970).
  const rows = userIds.length ? await deps.database.db.selectFrom('users').select(['id', 'language']).where('id', 'in', idList([...new Set(userIds)])).execute() : [];
  const byId = new Map(rows.map((r) => [r.id, localeOf(r)]));
  return (userId) => byId.get(userId) ?? BASE_LOCALE;
}

/** The language of one reader. */
export async function readerLocale(deps: Pick<AppDeps, 'database'>, userId: string): Promise<Locale> {
  return (await readerLocales(deps, [userId]))(userId);
}

/**
 * The language of whoever sent a visitor query or a complaint, who may have no account: a
 * member's own, else the page's they sent it from (migrations/0063), else English.
 */
export async function senderLocale(deps: Pick<AppDeps, 'database'>, table: 'visitor_queries' | 'grievances', id: string): Promise<Locale> {
  const { rows } = await sql<{ language: string | null }>`
    select coalesce(u.language, s.language) as language from ${sql.table(table)} s left join users u on u.id = s.user_id where s.id = ${id}`.execute(deps.database.db);
  return localeOf(rows[0]);
}

/**
 * A text in the language of each row's reader, for an INSERT … SELECT that writes to many
 * readers at once (the feed): `language` is the reader's `users.language` column.
 */
export function inReadersLocale(language: RawBuilder<unknown>, text: (locale: Locale) => string): RawBuilder<string> {
  const others = LOCALES.filter((l) => l !== BASE_LOCALE).map((l) => sql`when ${l} then ${text(l)}`);
  return sql<string>`case ${language} ${sql.join(others, sql` `)} else ${text(BASE_LOCALE)} end`;
}

/**
 * A date as people in India read it, in the reader's language: "7 December 2026", "7 दिसंबर 2026".
 * Latin digits in every language, as the pages write them (decision 0963).
 */
export const dayInIndia = (ms: number, locale: Locale) =>
  new Date(ms).toLocaleDateString(locale === BASE_LOCALE ? 'en-IN' : `${locale}-IN-u-nu-latn`, { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' });
