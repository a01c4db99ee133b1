import type { AppDeps } from '../deps';
import { picturesOf } from './store';

/**
 * For account deletion: the names of a member's pictures (read before their rows go), and the
 * removal of their bytes from the store (after the rows went, so no row points at nothing).
 */
export async function pictureNamesOf(deps: AppDeps, userId: string): Promise<string[]> {
  const rows = await deps.database.db.selectFrom('member_pictures').select('name').where('user_id', '=', userId).execute();
  return rows.map((r) => r.name);
}

export async function erasePictureBytes(deps: AppDeps, names: readonly string[]): Promise<void> {
  const store = picturesOf(deps);
  await Promise.all(names.map((name) => store.delete(name)));
}
