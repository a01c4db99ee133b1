import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardActionFlags } from '../../contract/requests';
import { memberWithSession } from '../test/factories';
import { createTestApp, type TestApp } from '../test/harness';
import { answer, api } from '../test/typed-client';
import { cardActionFlags } from './card-actions';

/** The flags of a result card's actions (docs/decisions/0547): right for each state, one statement a page. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type M = Awaited<ReturnType<typeof memberWithSession>>;
const tag = `Cardflag${Date.now().toString(36)}`;
const woman = (n: string) => memberWithSession(t, { gender: 'female', name: `${tag} ${n}` });
const interest = (by: M, id: string) => answer(api(t, { token: by.token }).match.matchAccount[':id'].$post({ param: { id }, json: {} }));
const answerInterest = (by: M, id: string, status: 'accepted' | 'rejected' | 'withdrawn') => answer(api(t, { token: by.token }).match.updateMatchRequest.$put({ json: { id, status } }));
const flagsIn = (users: Array<{ _id: string } & CardActionFlags>) => new Map(users.map((u) => [u._id, { isShortlisted: u.isShortlisted, interest: u.interest }]));

describe('card action flags', () => {
  let me: M;
  let sent: M, received: M, accepted: M, declined: M, withdrawn: M, shortlisted: M;
  let ids: Record<string, string>;
  beforeAll(async () => {
    me = await memberWithSession(t, { gender: 'male' });
    const made = await Promise.all(['Sent', 'Received', 'Accepted', 'Declined', 'Withdrawn', 'Shortlisted'].map(woman));
    [sent, received, accepted, declined, withdrawn, shortlisted] = made as [M, M, M, M, M, M];
    ids = {
      sent: (await interest(me, sent.id)).body.requestId!,
      received: (await interest(received, me.id)).body.requestId!,
      accepted: (await interest(me, accepted.id)).body.requestId!,
      declined: (await interest(declined, me.id)).body.requestId!,
      withdrawn: (await interest(me, withdrawn.id)).body.requestId!,
    };
    expect((await answerInterest(accepted, ids.accepted!, 'accepted')).body.code).toBe(5);
    expect((await answerInterest(me, ids.declined!, 'rejected')).body.code).toBe(5);
    expect((await answerInterest(me, ids.withdrawn!, 'withdrawn')).body.code).toBe(5);
    expect((await answer(api(t, { token: me.token }).match.shortlistAccount[':id'].$post({ param: { id: shortlisted.id }, json: {} }))).body.code).toBe(5);
  });

  it('search results carry whether the viewer shortlisted each member and how the interest between them stands', async () => {
    const res = await answer(api(t, { token: me.token }).user.searchUsers.$post({ json: { page: 0, limit: 20, text: tag } }));
    expect(res.status).toBe(200);
    const flags = flagsIn(res.body.data.matches);
    expect(flags.size).toBe(6);
    expect(flags.get(sent.id)).toEqual({ isShortlisted: false, interest: { _id: ids.sent, status: 'pending', sent: true } });
    expect(flags.get(received.id)).toEqual({ isShortlisted: false, interest: { _id: ids.received, status: 'pending', sent: false } });
    expect(flags.get(accepted.id)).toEqual({ isShortlisted: false, interest: { _id: ids.accepted, status: 'accepted', sent: true } });
    expect(flags.get(declined.id)).toEqual({ isShortlisted: false, interest: { _id: ids.declined, status: 'rejected', sent: false } });
    // A withdrawn interest can be sent again: the card offers Send interest.
    expect(flags.get(withdrawn.id)).toEqual({ isShortlisted: false, interest: null });
    expect(flags.get(shortlisted.id)).toEqual({ isShortlisted: true, interest: null });
  });

  it('the other member sees the same interest from their side', async () => {
    const res = await answer(api(t, { token: sent.token }).user.searchUsers.$post({ json: { page: 0, limit: 20, text: me.name } }));
    expect(flagsIn(res.body.data.matches).get(me.id)).toEqual({ isShortlisted: false, interest: { _id: ids.sent, status: 'pending', sent: false } });
  });

  it('the shortlist carries the flags too', async () => {
    const res = await answer(api(t, { token: me.token }).match.getShortlist.$post({ json: { page: 1, limit: 10 } }));
    expect(flagsIn(res.body.data.users).get(shortlisted.id)).toEqual({ isShortlisted: true, interest: null });
  });

  it('builds the flags of a whole page in one statement', async () => {
    let statements = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        statements += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const database = { ...t.deps.database, db: t.deps.database.db.withPlugin(counting) };
    const all = [sent, received, accepted, declined, withdrawn, shortlisted].map((m) => m.id);
    const flags = await cardActionFlags({ database }, me.id, all);
    expect(statements).toBe(1);
    expect(flags.size).toBe(6);
    expect(await cardActionFlags({ database }, me.id, [])).toEqual(new Map());
    expect(statements).toBe(1);
  });
});
