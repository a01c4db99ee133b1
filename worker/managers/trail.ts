import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { HistoryAction } from '../../contract/managers';
import type { AppEnv, Session } from '../http/context';
import { CODE_OK } from '../http/envelope';
import { historyInsert } from './history';
import { actorOf } from './roles';

/**
 * The profile's trail (issue 27): each change to a family-run profile, and each interest sent,
 * accepted or declined for it, is recorded with who did it — the candidate or a manager. One
 * table of the calls that change a profile, read after the call has answered "done", so no
 * handler carries it and a failed or unchanged call records nothing.
 */
type Step = {
  method: string;
  path: RegExp;
  action: (c: Context<AppEnv>) => Promise<HistoryAction | null> | HistoryAction;
  /** The section changed, or the other member's name. */
  detail?: (c: Context<AppEnv>, match: RegExpMatchArray) => Promise<string | null> | string | null;
};

const memberName = async (c: Context<AppEnv>, id: string) =>
  (await c.var.deps.database.db.selectFrom('users').select('name').where('id', '=', id).executeTakeFirst())?.name ?? null;

const answeredRequest = async (c: Context<AppEnv>) => {
  const { id } = await c.req.json<{ id: string }>();
  return c.var.deps.database.db
    .selectFrom('member_requests')
    .select(['from_user_id', 'to_user_id', 'type'])
    .where('id', '=', id)
    .executeTakeFirst();
};

const STEPS: Step[] = [
  { method: 'PUT', path: /\/user\/update\/(basicDetails|contactDetails|locationDetails|additionalInfo|horoscope|religionDetails|professionalDetails|aboutFamily|lifeStyleDetails|familyDetails)\/[^/]+$/, action: () => 'section', detail: (_c, m) => m[1]! },
  { method: 'POST', path: /\/user\/update\/(uploadPictures|updateProfilePicture)$/, action: () => 'pictures' },
  { method: 'POST', path: /\/user\/setProfilePicture$/, action: () => 'pictures' },
  { method: 'DELETE', path: /\/user\/deleteImage$/, action: () => 'pictures' },
  { method: 'PUT', path: /\/user\/userPreferences\/[^/]+$/, action: () => 'preferences' },
  { method: 'POST', path: /\/match\/matchAccount\/([^/]+)$/, action: () => 'interestSent', detail: (c, m) => memberName(c, m[1]!) },
  {
    method: 'PUT',
    path: /\/match\/updateMatchRequest$/,
    action: async (c) => {
      const { status } = await c.req.json<{ status: string }>();
      return status === 'accepted' ? 'interestAccepted' : status === 'rejected' ? 'interestDeclined' : null;
    },
    detail: async (c) => {
      const request = await answeredRequest(c);
      return request ? memberName(c, request.from_user_id === c.var.session!.userId ? request.to_user_id : request.from_user_id) : null;
    },
  },
];

/** A profile the family runs: made by a manager, or one whose candidate has invited family. */
const isFamilyRun = (session: Session) => session.user.consent !== null;

export const profileTrail = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const session = c.get('session');
  if (!session || session.role !== 2 || session.impersonatedBy || !isFamilyRun(session) || c.res.status !== 200) return;
  const method = c.req.method;
  const path = c.req.path;
  for (const step of STEPS) {
    if (step.method !== method) continue;
    const match = path.match(step.path);
    if (!match) continue;
    const answer = (await c.res.clone().json()) as { code?: number };
    if (answer.code !== CODE_OK) return;
    const action = await step.action(c);
    if (!action) return;
    const detail = step.detail ? await step.detail(c, match) : null;
    await historyInsert(c.var.deps, { profileId: session.userId, actorId: actorOf(session), action, detail }).execute();
    return;
  }
});
