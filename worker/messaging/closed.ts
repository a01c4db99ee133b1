import type { AppDeps } from '../deps';

/** Everyone `userId` has a conversation with. Read before a deletion erases the rows. */
export async function conversationPartners(deps: AppDeps, userId: string): Promise<string[]> {
  const rows = await deps.database.db
    .selectFrom('conversations')
    .select(['user_a', 'user_b'])
    .where((eb) => eb.or([eb('user_a', '=', userId), eb('user_b', '=', userId)]))
    .execute();
  return rows.map((r) => (r.user_a === userId ? r.user_b : r.user_a));
}

/**
 * Tells the partners' open pages that `userId` can no longer be written to (deactivated,
 * deleted, or blocked by an administrator), as a member's block does: their open thread shows
 * the reason at once instead of failing on the next send. Only notice; the rules decide.
 */
export async function tellPartnersClosed(deps: AppDeps, userId: string, partners: string[]): Promise<void> {
  await Promise.all(partners.map((partner) => deps.live.publish(partner, { type: 'closed', partnerId: userId })));
}

/** Both steps, for a member whose conversations stay stored (deactivation, an administrator's block). */
export async function closeConversationsOf(deps: AppDeps, userId: string): Promise<void> {
  await tellPartnersClosed(deps, userId, await conversationPartners(deps, userId));
}
