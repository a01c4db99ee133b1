import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import { givePlan, memberWithSession } from '../test/factories';
import { call, type TestApp } from '../test/harness';

/** Members, interests and sends as the messaging tests build them, through the API. */
export type Member = Awaited<ReturnType<typeof memberWithSession>>;

export const man = (t: TestApp) => memberWithSession(t, { gender: 'male' });
export const woman = (t: TestApp) => memberWithSession(t, { gender: 'female' });

/** `by` sends an interest to `to`, and `to` accepts it. */
export async function acceptInterest(t: TestApp, by: Member, to: Member) {
  const sent = await call(t, 'POST', `/api/match/matchAccount/${to.id}`, { token: by.token, body: {} });
  expect(sent.body.code).toBe(5);
  const res = await call(t, 'PUT', '/api/match/updateMatchRequest', { token: to.token, body: { id: sent.body.requestId, status: 'accepted' } });
  expect(res.body.code).toBe(5);
}

/** A man on the Gold plan (chat and letters) and a woman on the Free plan, whose interest was accepted. */
export async function acceptedPair(t: TestApp, plan: string | null = 'gold') {
  const [paid, free] = [await man(t), await woman(t)];
  if (plan) await givePlan(t, paid.id, plan);
  await acceptInterest(t, paid, free);
  return { paid, free };
}

export const send = (t: TestApp, by: Member, to: string, text: string, clientId?: string) =>
  call(t, 'POST', '/api/user/sendMessage', { token: by.token, body: { userId: to, text, ...(clientId ? { clientId } : {}) } });

export const thread = (t: TestApp, by: Member, id: string, q = '') => call(t, 'GET', `/api/user/getMessages/${id}${q}`, { token: by.token });
export const chatList = (t: TestApp, by: Member, q = '') => call(t, 'GET', `/api/user/getChatUsers${q}`, { token: by.token });
export const block = (t: TestApp, by: Member, id: string, on = true) => call(t, 'POST', '/api/user/blockUser', { token: by.token, body: { id, block: on } });

/** A page attached to a member's live channel on their signed-in session, keeping what it is told. */
export function openPage(t: TestApp, member: Member) {
  const frames: Record<string, any>[] = [];
  t.live.attach(member.id, decodeJwt(member.token).sid as string, { send: (data: string) => void frames.push(JSON.parse(data)), close: () => undefined });
  return frames;
}

export async function messagesBetween(t: TestApp, x: string, y: string) {
  return t.deps.database.db
    .selectFrom('messages')
    .selectAll()
    .where((eb) => eb.or([eb.and([eb('from_user_id', '=', x), eb('to_user_id', '=', y)]), eb.and([eb('from_user_id', '=', y), eb('to_user_id', '=', x)])]))
    .orderBy('id')
    .execute();
}
