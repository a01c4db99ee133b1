import { sql } from 'kysely';
import { GRIEVANCE_ANSWER_MS, GRIEVANCE_TEXT, grievanceNumberText, type GrievanceInput } from '../../contract/grievances';
import type { Locale } from '../../contract/i18n/locales';
import { getLocale } from '../../contract/i18n/paraglide/runtime';
import type { AppDeps } from '../deps';
import { tooManyRequests } from '../http/errors';
import { newId } from '../ids';
import { withinMailLimits } from '../mail/mail-budget';
import { acknowledgementMail } from './mails';

/** Complaints one address may file an hour: enough for people, not for spam (as the contact form). */
const GRIEVANCES_PER_HOUR = 5;
const HOUR_MS = 3_600_000;
const IST_OFFSET_MS = 5.5 * HOUR_MS;

/** The year a complaint is numbered in: India's calendar year. */
const yearInIndia = (ms: number) => new Date(ms + IST_OFFSET_MS).getUTCFullYear();

async function refuseIfTooMany(deps: AppDeps, ip: string | null): Promise<void> {
  if (!ip) return;
  const recent = await deps.database.db
    .selectFrom('grievances')
    .select(sql<number>`count(*)`.as('n'))
    .where('ip', '=', ip)
    .where('created_at', '>', deps.now() - HOUR_MS)
    .executeTakeFirstOrThrow();
  if (Number(recent.n) >= GRIEVANCES_PER_HOUR) throw tooManyRequests(GRIEVANCE_TEXT.tooMany);
}

export interface FiledGrievance {
  number: string;
  dueAt: number;
  acknowledged: boolean;
}

/**
 * Files a complaint: its number is the next in its year, taken by the INSERT itself (UNIQUE on
 * year and serial holds it), and the acknowledgement is mailed at once. The mail answers to the
 * same limits as every mail sent without signing in; a held or failed mail leaves the complaint
 * filed and unacknowledged, which the queue shows.
 */
export async function fileGrievance(deps: AppDeps, input: GrievanceInput, from: { userId: string | null; ip: string | null }): Promise<FiledGrievance> {
  await refuseIfTooMany(deps, from.ip);
  const { db } = deps.database;
  const now = deps.now();
  const year = yearInIndia(now);
  const id = newId();
  const dueAt = now + GRIEVANCE_ANSWER_MS;
  // The complainant is the caller: the page's language, for the mails now and at its resolution (decision 0963).
  const locale = getLocale();
  const row = await db
    .insertInto('grievances')
    .values({
      id,
      year,
      serial: sql<number>`(select coalesce(max(serial), 0) + 1 from grievances where year = ${year})`,
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      user_id: from.userId,
      ip: from.ip,
      created_at: now,
      due_at: dueAt,
      language: locale,
    })
    .returning('serial')
    .executeTakeFirstOrThrow();
  const number = grievanceNumberText(year, row.serial);
  const acknowledged = await acknowledge(deps, { id, number, dueAt, ...input }, locale, from.ip);
  return { number, dueAt, acknowledged };
}

async function acknowledge(deps: AppDeps, g: GrievanceInput & { id: string; number: string; dueAt: number }, locale: Locale, ip: string | null): Promise<boolean> {
  if (!(await withinMailLimits(deps, g.email, { ip }))) return false;
  try {
    await deps.mailer.send(acknowledgementMail(g, locale));
  } catch (error) {
    console.error('Acknowledgement of a grievance not sent', error);
    return false;
  }
  await deps.database.db.updateTable('grievances').set({ acknowledged_at: deps.now() }).where('id', '=', g.id).execute();
  return true;
}
