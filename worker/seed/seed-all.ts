import type { Config } from '../config';
import type { Database } from '../db/database';
import { seedReferenceData } from '../reference/seed';
import { ensureAdmin } from './admin';
import { seedDemoCommunity } from './demo';
import { DEMO_STEPS } from './demo-extensions';

/** What an empty database gets at start: reference data, the first admin, the demo community. */
export async function seedAll(database: Database, config: Config, log: (line: string) => void = () => {}): Promise<void> {
  await seedReferenceData(database);
  if (await ensureAdmin(database, config)) log(`Admin account created: ${config.admin.email}`);
  if (config.seedDemo) {
    const n = await seedDemoCommunity(database, config.passwordHashMemoryKib);
    if (n) log(`Demo community seeded: ${n} members (password Demo@1234)`);
    for (const step of DEMO_STEPS) await step.run(database, Date.now(), config);
  }
}
