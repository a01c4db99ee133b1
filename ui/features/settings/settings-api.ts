import type { InferResponseType } from 'hono/client';
import { api, call } from '../../lib/api';

const getSetting = api.user.getSetting[':id'].$get;
export type SettingsPageData = InferResponseType<typeof getSetting, 200>['data'];

/** The member's settings, e-mail and pending e-mail change; null when they could not be loaded. */
export async function fetchSettings(userId: string): Promise<{ data: SettingsPageData } | { error: string }> {
  const res = await call(() => getSetting({ param: { id: userId } }));
  return res.ok ? { data: res.body.data } : { error: res.error };
}
