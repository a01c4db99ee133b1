import { completenessOf, completenessTitle, type SectionKey, type SectionValues } from '../../contract/profile';
import type { AppDeps } from '../deps';
import { requireSelf } from '../http/auth';
import type { Session } from '../http/context';
import { conflict, notFound } from '../http/errors';
import { shortlistersFeedInsert } from '../notifications/feed';
import { loadProfile } from './queries';
import { SECTION_WRITERS, type Member, type SectionWrite } from './sections';
import { m } from '../../contract/i18n/paraglide/messages';

type WrittenSection = Exclude<SectionKey, 'updateUniqueId'>;

export async function profileWithCompleteness(deps: AppDeps, userId: string) {
  const profile = await loadProfile(deps, userId);
  if (!profile) throw notFound(m.server_no_such_member());
  return { profile, completeness: completenessOf(profile) };
}

/**
 * Saves one section of the caller's own profile: checks every id, then writes `users` and
 * `member_profiles` in one atomic batch. A bad field throws before anything is written.
 */
export async function saveSection<K extends WrittenSection>(deps: AppDeps, session: Session, id: string, key: K, input: SectionValues<K>) {
  requireSelf(session, id);
  const writer = SECTION_WRITERS[key] as unknown as (d: AppDeps, me: Member, v: SectionValues<K>) => Promise<SectionWrite>;
  const write = await writer(deps, { id, gender: session.user.gender }, input);
  const { db } = deps.database;
  const now = deps.now();
  await deps.database.batch([
    ...(write.users ? [db.updateTable('users').set({ ...write.users, updated_at: now }).where('id', '=', id)] : []),
    db
      .insertInto('member_profiles')
      .values({ user_id: id, ...write.profile, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...write.profile, updated_at: now })),
    shortlistersFeedInsert(deps, id, 'profile'),
  ]);
  // The section named as the caller's pages name it, in their language (decision 0963).
  return { message: m.server_section_saved({ section: completenessTitle(key) }), data: await profileWithCompleteness(deps, id) };
}

export const UNIQUE_ID_TAKEN = () => m.server_profile_id_taken();

/** The member-chosen profile id, unique regardless of case (the column is COLLATE NOCASE). */
export async function saveUniqueId(deps: AppDeps, session: Session, id: string, uniqueId: string) {
  requireSelf(session, id);
  const { db } = deps.database;
  const taken = await db.selectFrom('member_profiles').select(['user_id', 'unique_id']).where('unique_id', '=', uniqueId).executeTakeFirst();
  if (taken && taken.user_id !== id) throw conflict(UNIQUE_ID_TAKEN(), { uniqueId: UNIQUE_ID_TAKEN() });
  if (taken && taken.unique_id === uniqueId) return { unchanged: true as const, message: m.server_profile_id_already_yours(), data: await profileWithCompleteness(deps, id) };
  const now = deps.now();
  const written = await db
    .insertInto('member_profiles')
    .values({ user_id: id, unique_id: uniqueId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ unique_id: uniqueId, updated_at: now }))
    .returning('user_id')
    .executeTakeFirst()
    .catch((e: unknown) => {
      // Two members racing for one id: the UNIQUE index decides.
      if (String(e).includes('UNIQUE')) throw conflict(UNIQUE_ID_TAKEN(), { uniqueId: UNIQUE_ID_TAKEN() });
      throw e;
    });
  if (!written) throw conflict(UNIQUE_ID_TAKEN(), { uniqueId: UNIQUE_ID_TAKEN() });
  return { unchanged: false as const, message: m.server_profile_id_saved(), data: await profileWithCompleteness(deps, id) };
}
