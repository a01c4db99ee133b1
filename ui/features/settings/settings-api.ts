import type { InferResponseType } from 'hono/client';
import type { MyIdVerification } from '../../../contract/id-verification';
import type { PhoneStatus } from '../../../contract/phone';
import { api, call } from '../../lib/api';

const getSetting = api.user.getSetting[':id'].$get;
/** The member's settings and e-mail, and their phone and ID as the "Verify your phone" and "Verify your ID" cards show them (issue 24). */
export type SettingsPageData = InferResponseType<typeof getSetting, 200>['data'] & { phone: PhoneStatus; idVerification: MyIdVerification };

/** The member's settings, e-mail, pending e-mail change, phone and ID verification; an error sentence when they could not be loaded. */
export async function fetchSettings(userId: string): Promise<{ data: SettingsPageData } | { error: string }> {
  const [res, phone, id] = await Promise.all([call(() => getSetting({ param: { id: userId } })), call(() => api.user.phone.$get()), call(() => api.user.idVerification.$get())]);
  if (!res.ok) return { error: res.error };
  if (!phone.ok) return { error: phone.error };
  if (!id.ok) return { error: id.error };
  return { data: { ...res.body.data, phone: phone.body.data, idVerification: id.body.data } };
}
