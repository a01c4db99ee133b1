import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps';
import { createTestApp, type TestApp } from '../test/harness';
import { registerMember } from '../test/factories';
import { sendResetLink, sendVerificationLink } from './mails';

/**
 * Forgot-password does the same work for an address with an account as for one without
 * (issue 20 §1.12): the same statements in the same order, a token made and hashed and a letter
 * rendered either way, so its timing tells nothing. Only what is stored and sent differs.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The app's real database, with every statement it compiles written down as kind and table. */
function watched(deps: AppDeps) {
  const steps: string[] = [];
  const tableOf = (node: RootOperationNode) => JSON.stringify(node).match(/"TableNode","table":\{"kind":"SchemableIdentifierNode","identifier":\{"kind":"IdentifierNode","name":"(\w+)"/)?.[1] ?? '?';
  const plugin: KyselyPlugin = {
    transformQuery(args: PluginTransformQueryArgs) {
      steps.push(`${args.node.kind} ${tableOf(args.node)}`);
      return args.node;
    },
    transformResult: async (args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => args.result,
  };
  const database = { ...deps.database, db: deps.database.db.withPlugin(plugin), batch: deps.database.batch.bind(deps.database) };
  return { deps: { ...deps, database }, steps };
}

describe('forgotten password and verification links', () => {
  it.each([
    ['reset', sendResetLink],
    ['verification', sendVerificationLink],
  ])('run the same statements for a known address as for an unknown one (%s)', async (_, send) => {
    const m = await registerMember(t, {}, { verified: false });
    const known = watched(t.deps);
    await send(known.deps, m.email, { ip: '198.51.100.7' });
    const unknown = watched(t.deps);
    await send(unknown.deps, `nobody-${m.id}@example.com`, { ip: '198.51.100.7' });

    expect(known.steps.length).toBeGreaterThan(1);
    expect(unknown.steps).toEqual(known.steps);
    // The unknown address got no link stored and no mail.
    expect(t.mails.some((x) => x.to === `nobody-${m.id}@example.com`)).toBe(false);
    expect(await t.deps.database.db.selectFrom('auth_tokens').select('id').where('user_id', '=', '').execute()).toEqual([]);
  });
});
