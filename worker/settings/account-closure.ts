import { sql, type CompiledQuery } from 'kysely';
import type { AppDeps } from '../deps';
import { revokeAllSessionsQuery } from '../auth/sessions';
import type { UserRow } from '../auth/users';
import { picturesOf } from '../pictures/store';
import { idDocumentNamesOf, deleteIdDocumentsOf } from '../id-verification/store';

/**
 * Deactivation and deletion of a member's own account (issue 3 §3). What deletion removes and
 * what it keeps anonymised: docs/decisions/0442-account-deletion.md.
 */
export async function deactivateAccount(deps: AppDeps, user: UserRow): Promise<void> {
  const now = deps.now();
  await deps.database.batch([
    deps.database.db.updateTable('users').set({ status: 'deactivated', updated_at: now }).where('id', '=', user.id),
    revokeAllSessionsQuery(deps, user.id),
  ]);
  await deps.live.closeEndedSessions(user.id);
}

/**
 * Rows that are the member's own, or that tie them to another member, by table and the
 * columns that name the member. All are deleted. A table not (yet) in this database is
 * skipped, so each domain's migration can arrive on its own; the test of this module checks
 * that every table with a reference to `users` is either here or in KEPT_TABLES.
 */
export const ERASED_ROWS: ReadonlyArray<{ table: string; columns: readonly string[] }> = [
  { table: 'member_profiles', columns: ['user_id'] },
  { table: 'member_settings', columns: ['user_id'] },
  { table: 'email_changes', columns: ['user_id'] },
  { table: 'member_pictures', columns: ['user_id'] },
  { table: 'blocks', columns: ['blocker_id', 'blocked_id'] },
  { table: 'profile_visits', columns: ['visitor_id', 'visited_id'] },
  { table: 'ratings', columns: ['rater_id', 'rated_id'] },
  { table: 'comments', columns: ['author_id', 'owner_id'] },
  { table: 'member_requests', columns: ['from_user_id', 'to_user_id'] },
  { table: 'shortlists', columns: ['owner_id', 'member_id'] },
  { table: 'contact_views', columns: ['viewer_id', 'member_id'] },
  // Options go with their preference (ON DELETE CASCADE).
  { table: 'member_preferences', columns: ['user_id'] },
  // decided_by names an admin, never the member being deleted; listed so the check sees it.
  { table: 'upgrade_requests', columns: ['user_id', 'decided_by'] },
  { table: 'auth_tokens', columns: ['user_id'] },
  { table: 'email_codes', columns: ['user_id'] },
  // A pending phone verification code (issue 24); the verified time goes with the phone, cleared by its trigger.
  { table: 'phone_codes', columns: ['user_id'] },
  { table: 'socket_tickets', columns: ['user_id'] },
  { table: 'notifications', columns: ['user_id', 'sender_id'] },
  // Both members' messages and letters go with either account (issue 12): messages before
  // their conversations, which they reference.
  { table: 'messages', columns: ['from_user_id', 'to_user_id'] },
  { table: 'conversations', columns: ['user_a', 'user_b'] },
  { table: 'letters', columns: ['from_user_id', 'to_user_id'] },
  // replied_by names an admin, never the member being deleted; listed so the check sees it.
  { table: 'visitor_queries', columns: ['user_id', 'replied_by'] },
  // Reports the member sent or that are about them (decision 0958); decided_by names an admin.
  { table: 'member_reports', columns: ['reporter_id', 'reported_user_id', 'decided_by'] },
  // ID verification requests (decision 0956), their images deleted after the rows; decided_by names an admin.
  { table: 'id_verifications', columns: ['user_id', 'decided_by'] },
  // The member's own family list and link requests. Entries of other members' lists that
  // name this member stay (they are what those members wrote) and are unlinked: UNLINKED_COLUMNS.
  { table: 'family_members', columns: ['owner_id'] },
  { table: 'family_link_requests', columns: ['requester_id', 'user_id'] },
  // A family-run profile (issue 27): its managers, invitations, history and family-read
  // conversations go with it; a manager who closes their account leaves every profile.
  { table: 'profile_managers', columns: ['profile_id', 'account_id'] },
  { table: 'profile_invitations', columns: ['profile_id'] },
  { table: 'profile_history', columns: ['profile_id'] },
  { table: 'family_conversations', columns: ['profile_id', 'partner_id'] },
];

/** Columns set to NULL rather than erased: rows other members wrote that merely point at this member. */
export const UNLINKED_COLUMNS: ReadonlyArray<{ table: string; column: string }> = [
  { table: 'family_members', column: 'linked_user_id' },
  { table: 'grievances', column: 'user_id' },
  // What a manager did on another profile stays in that profile's history and requests, unnamed.
  { table: 'profile_history', column: 'actor_id' },
  { table: 'profile_invitations', column: 'invited_by' },
  { table: 'profile_managers', column: 'added_by' },
  { table: 'member_requests', column: 'sent_by' },
];

/** Tables that reference users and keep their rows, with why (the decision file says more). */
export const KEPT_TABLES: Readonly<Record<string, string>> = {
  users: 'the row stays as a tombstone: status deleted, personal fields cleared',
  sessions: 'revoked, address cleared; impersonation records point at them',
  impersonations: 'the back office audit of who acted as whom',
  page_logs: 'activity statistics; the user is now "Deleted member"',
  api_logs: 'the request log; the user is now "Deleted member"',
  // admin_id names an administrator, never a member; rows ABOUT the member keep what was done
  // and when, without their name or the records before and after (erased below).
  admin_actions: 'the back office audit trail; actions on the member lose their label and records',
  // admin_id names an administrator who recorded why they deleted logs, never a member.
  log_access_records: 'why an administrator deleted logs (Record Log); names administrators only',
  maintenance_runs: 'who ran a database job; names administrators only',
  // A tax invoice is kept as issued for the tax records (issue 23): the member's name, e-mail and
  // state on it were copied at the sale and stay; the grant it made (an upgrade request) is erased.
  payments: 'payments and their tax invoices, kept for the tax records with the name and e-mail as issued',
  // A complaint to the Grievance Officer and its answer are what the site must be able to show
  // it was told and did (IT Rules 2021, decision 0960); user_id is cleared (ON DELETE SET NULL
  // does not fire for a tombstone, so the closure's batch clears it: UNLINKED_COLUMNS).
  grievances: 'complaints to the Grievance Officer and their answers, kept as filed',
};

export const DELETED_NAME = 'Deleted member';
export const tombstoneEmail = (id: string) => `deleted+${id}@invalid`;

async function existingTables(deps: AppDeps): Promise<Set<string>> {
  const rows = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(deps.database.db);
  return new Set(rows.rows.map((r) => r.name));
}

export async function deleteAccount(deps: AppDeps, user: UserRow): Promise<void> {
  const now = deps.now();
  const db = deps.database.db;
  const present = await existingTables(deps);
  const unlink: CompiledQuery[] = UNLINKED_COLUMNS.filter((u) => present.has(u.table)).map((u) =>
    sql`update ${sql.table(u.table)} set ${sql.ref(u.column)} = null where ${sql.ref(u.column)} = ${user.id}`.compile(db),
  );
  const erase: CompiledQuery[] = ERASED_ROWS.filter((r) => present.has(r.table)).flatMap((r) =>
    r.columns.map((col) => sql`delete from ${sql.table(r.table)} where ${sql.ref(col)} = ${user.id}`.compile(db)),
  );
  const pictureNames = present.has('member_pictures')
    ? (await db.selectFrom('member_pictures').select('name').where('user_id', '=', user.id).execute()).map((p) => p.name)
    : [];
  const idDocumentNames = present.has('id_verifications') ? await idDocumentNamesOf(deps, user.id) : [];
  // An unusable hash: verifyPassword of a malformed hash is always false.
  const unusable = `!deleted:${crypto.randomUUID()}`;
  await deps.database.batch([
    ...unlink,
    ...erase,
    db.deleteFrom('horoscope_password_failures').where((eb) => eb.or([eb('key', 'like', `${user.id}:%`), eb('key', 'like', `%:${user.id}`)])),
    db.deleteFrom('sign_in_failures').where('account', '=', user.email),
    revokeAllSessionsQuery(deps, user.id),
    // As a manager, their sessions acting for others' profiles end too.
    db.updateTable('sessions').set({ revoked_at: now }).where('managed_by', '=', user.id).where('revoked_at', 'is', null),
    db.updateTable('sessions').set({ ip: null }).where('user_id', '=', user.id),
    db.updateTable('admin_actions').set({ target_label: DELETED_NAME, before_json: null, after_json: null }).where('target_id', '=', user.id),
    db
      .updateTable('users')
      .set({
        status: 'deleted',
        email: tombstoneEmail(user.id),
        name: DELETED_NAME,
        password_hash: unusable,
        gender: null,
        dob: null,
        phone: null,
        profile_for: null,
        mother_tongue_id: null,
        religion_id: null,
        plan_id: null,
        profile_picture: null,
        is_email_verified: 0,
        last_seen_at: null,
        updated_at: now,
      })
      .where('id', '=', user.id),
  ]);
  await deps.live.closeEndedSessions(user.id);
  await removePictureFiles(deps, pictureNames);
  await deleteIdDocumentsOf(deps, idDocumentNames);
}

/**
 * The bytes go after the rows: once the rows are gone no URL can be signed or served for
 * them, so a file left behind by a failing store is unreachable, and is only logged.
 */
async function removePictureFiles(deps: AppDeps, names: string[]): Promise<void> {
  if (!names.length) return;
  try {
    const store = picturesOf(deps);
    await Promise.all(names.map((n) => store.delete(n).catch((err) => console.error(`Picture ${n} of a deleted account stays in the store:`, err))));
  } catch (err) {
    console.error('No picture store to remove the pictures of a deleted account from:', err);
  }
}
