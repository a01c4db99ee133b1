import type { Database } from '../db/database';
import { seedDemoPreferences } from '../preferences/demo';
import { seedDemoProfile } from '../profile/demo';
import { seedDemoCommunity } from '../seed/demo';
import { seedDemoSettings } from '../settings/demo';
import { seedDemoSocial } from '../social/demo';

/**
 * The demo community with what matching reads, seeded in `npm start`'s order (DEMO_STEPS): the
 * members (password hashing at its cheapest), their profile sections, settings and privacy,
 * visits and blocks, and partner preferences — left out with `preferences: false` by the test of
 * that step itself.
 */
export async function seedMatchingDemo(database: Database, now: number, { preferences = true } = {}): Promise<void> {
  await seedDemoCommunity(database, 1024, now);
  await seedDemoProfile(database, now);
  await seedDemoSettings(database, now);
  await seedDemoSocial(database, now);
  if (preferences) await seedDemoPreferences(database, now);
}
