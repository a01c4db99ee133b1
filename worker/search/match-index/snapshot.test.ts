import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPreferenceIds, memberTraits } from '../../preferences/queries';
import { seedMatchingDemo } from '../../test/demo-matching';
import { registerMember } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { MatchIndex } from './index';
import { shardPart } from './partition';
import { answerMatches, answerPreferred, type MatchQuery, type PreferenceQuery } from './shard';
import { partsOf, rowsOf, snapshotOf, storeFrom } from './snapshot';

/**
 * A shard restored from its snapshot answers as the shard it was taken of, and catches up from
 * the change log like one loaded from the database (docs/decisions/0966-match-index-shards.md).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedMatchingDemo(t.deps.database, t.deps.now());
}, 60_000);
afterAll(() => t.close());

async function questions(): Promise<{ matches: MatchQuery[]; preferred: PreferenceQuery[] }> {
  const viewers = await t.deps.database.db.selectFrom('member_preferences as mp').innerJoin('users as u', 'u.id', 'mp.user_id').select(['u.id', 'u.gender']).limit(4).execute();
  const now = t.deps.now();
  const matches: MatchQuery[] = [];
  const preferred: PreferenceQuery[] = [];
  for (const v of viewers) {
    const asker = { viewerId: v.id, gender: v.gender === 'male' ? ('female' as const) : ('male' as const), now, leftOut: [] };
    matches.push({ ...asker, criteria: {}, first: 1000, counts: true }, { ...asker, criteria: { age: { from: 24, to: 30 }, maratialStatus: ['maritalStatus.single'] }, first: 5, counts: true });
    const viewer = { pref: await loadPreferenceIds(t.deps, v.id), traits: await memberTraits(t.deps, v.id, v.id), now };
    preferred.push({ ...asker, direction: 'forward', viewer, first: 1000 }, { ...asker, direction: 'reverse', viewer, first: 1000 });
  }
  return { matches, preferred };
}

async function expectSameAnswers(a: MatchIndex, b: MatchIndex) {
  const { matches, preferred } = await questions();
  for (const q of matches) expect(answerMatches(b, q)).toEqual(answerMatches(a, q));
  for (const q of preferred) expect(answerPreferred(b, q)).toEqual(answerPreferred(a, q));
}

describe('a snapshot of a shard of the match index', () => {
  // retry: failed once in a full run (2026-11-27, not reproduced alone in 3 runs); to be explained.
  it('restores a store that answers every question as the one saved, and catches up from the log', { retry: 1 }, async () => {
    for (const [shard, of] of [[0, 1], [3, 8]] as const) {
      const loaded = new MatchIndex(t.deps.database, shardPart(shard, of));
      await loaded.fresh();
      expect(loaded.store.size).toBeGreaterThan(of === 1 ? 100 : 5);
      // Through the stored rows, as the Durable Object keeps them.
      const restored = storeFrom(partsOf(rowsOf(snapshotOf(loaded.store, loaded.at)).reverse()))!;
      expect(restored.position).toBe(loaded.at);
      const adopted = new MatchIndex(t.deps.database, shardPart(shard, of));
      adopted.adopt(restored.store, restored.position);
      await expectSameAnswers(loaded, adopted);
    }
    // Writes after the snapshot: the restored shard reads them from the log.
    const whole = new MatchIndex(t.deps.database, shardPart(0, 1));
    await whole.fresh();
    const saved = snapshotOf(whole.store, whole.at);
    await registerMember(t, { gender: 'female' });
    await t.deps.database.db.updateTable('users').set({ last_seen_at: t.deps.now() }).where('role', '=', 2).where('gender', '=', 'male').execute();
    const later = storeFrom(saved)!;
    const adopted = new MatchIndex(t.deps.database, shardPart(0, 1));
    adopted.adopt(later.store, later.position);
    await adopted.fresh();
    const reloaded = new MatchIndex(t.deps.database, shardPart(0, 1));
    await reloaded.fresh();
    expect(adopted.store.slotOf.size).toBe(reloaded.store.slotOf.size);
    await expectSameAnswers(reloaded, adopted);
  });

  it('is refused when it is of another version or has no meta', () => {
    expect(storeFrom(new Map())).toBeNull();
    expect(storeFrom(new Map([['meta', new TextEncoder().encode('{"version":0}')]]))).toBeNull();
  });
});
