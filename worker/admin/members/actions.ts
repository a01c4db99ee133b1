import { MEMBER_ADMIN_TEXT as TEXT, isProfileId, type AdminMemberSettings } from '../../../contract/admin/members';
import type { MemberSettings } from '../../../contract/settings';
import { revokeAllSessionsQuery } from '../../auth/sessions';
import type { AppDeps } from '../../deps';
import type { Session } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { loadSettings } from '../../settings/privacy';
import { settingsWrite } from '../../settings/store';
import { auditEntry } from '../audit';

/**
 * The row actions of the back office's member list. Each one writes its change and its audit
 * entry in one atomic batch; doing what is already done answers `changed: false` (code 4).
 */
export type Member = NonNullable<Awaited<ReturnType<typeof findMember>>>;

/** A member (not an administrator, not deleted) by internal id or by profile id (SB…). */
export async function findMember(deps: AppDeps, idOrProfileId: string) {
  const { db } = deps.database;
  const members = db
    .selectFrom('users')
    .leftJoin('member_profiles', 'member_profiles.user_id', 'users.id')
    .select(['users.id', 'users.name', 'users.email', 'users.status', 'users.kind', 'users.is_email_verified', 'users.blocked_reason', 'member_profiles.unique_id'])
    .where('users.role', '=', 2)
    .where('users.status', '!=', 'deleted');
  const byId = await members.where('users.id', '=', idOrProfileId).executeTakeFirst();
  if (byId || !isProfileId(idOrProfileId)) return byId;
  return members.where('member_profiles.unique_id', '=', idOrProfileId).executeTakeFirst();
}

export async function requireMemberNamed(deps: AppDeps, idOrProfileId: string): Promise<Member> {
  const member = await findMember(deps, idOrProfileId);
  if (!member) throw notFound(TEXT.notFound);
  return member;
}

/** How the trail names a member: name and profile id, recognisable after they change either. */
export const labelOf = (m: Member) => (m.unique_id ? `${m.name} (${m.unique_id})` : m.name);

export async function verifyEmail(deps: AppDeps, admin: Session, member: Member): Promise<boolean> {
  if (member.is_email_verified === 1) return false;
  const { db } = deps.database;
  await deps.database.batch([
    db.updateTable('users').set({ is_email_verified: 1, updated_at: deps.now() }).where('id', '=', member.id),
    auditEntry(deps, admin, {
      action: 'member.verifyEmail',
      targetType: 'member',
      targetId: member.id,
      targetLabel: labelOf(member),
      before: { isEmailVerified: false },
      after: { isEmailVerified: true },
    }),
  ]);
  return true;
}

/**
 * Settings as the member has them (the settings domain's own write) and the account's status:
 * deactivating signs them out everywhere, as their own deactivation does. A blocked member's
 * status changes only through unblocking.
 */
export async function updateMemberSettings(deps: AppDeps, admin: Session, member: Member, input: AdminMemberSettings) {
  const { status, ...change } = input;
  if (status && member.status === 'blocked') throw conflict(TEXT.blockedFirst, { status: TEXT.blockedFirst });
  const current = await loadSettings(deps, member.id);
  const write = Object.values(change).some((v) => v !== undefined) ? settingsWrite(deps, member.id, current, change) : null;
  const statusChanges = !!status && status !== member.status;
  if (!write && !statusChanges) return { changed: false, settings: current, status: member.status };
  const { db } = deps.database;
  const now = deps.now();
  const next: MemberSettings = write?.next ?? current;
  await deps.database.batch([
    ...(write ? [write.query] : []),
    ...(statusChanges ? [db.updateTable('users').set({ status, updated_at: now }).where('id', '=', member.id)] : []),
    ...(status === 'deactivated' && statusChanges ? [revokeAllSessionsQuery(deps, member.id)] : []),
    auditEntry(deps, admin, {
      action: 'member.updateSettings',
      targetType: 'member',
      targetId: member.id,
      targetLabel: labelOf(member),
      before: { ...current, status: member.status },
      after: { ...next, status: status ?? member.status },
    }),
  ]);
  if (status === 'deactivated' && statusChanges) await deps.live.closeEndedSessions(member.id);
  return { changed: true, settings: next, status: status ?? member.status };
}

/**
 * Blocking: the status and its reason, every session revoked, in one batch. Search, the match
 * index (through the search_changes trigger on users.status) and the lists already require
 * an active member, so the member leaves them with the same write. Unblocking makes them
 * active again.
 */
export async function setBlocked(deps: AppDeps, admin: Session, member: Member, block: boolean, reason: string | null): Promise<boolean> {
  if (block === (member.status === 'blocked')) return false;
  const { db } = deps.database;
  const now = deps.now();
  const change = block
    ? db.updateTable('users').set({ status: 'blocked', blocked_reason: reason, blocked_at: now, updated_at: now })
    : db.updateTable('users').set({ status: 'active', blocked_reason: null, blocked_at: null, updated_at: now });
  await deps.database.batch([
    change.where('id', '=', member.id),
    ...(block ? [revokeAllSessionsQuery(deps, member.id)] : []),
    auditEntry(deps, admin, {
      action: block ? 'member.block' : 'member.unblock',
      targetType: 'member',
      targetId: member.id,
      targetLabel: labelOf(member),
      before: { status: member.status, blockedReason: member.blocked_reason },
      after: block ? { status: 'blocked', blockedReason: reason } : { status: 'active', blockedReason: null },
      reason,
    }),
  ]);
  if (block) await deps.live.closeEndedSessions(member.id);
  return true;
}
