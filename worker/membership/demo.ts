import type { Database } from '../db/database';

/** The membership part of the demo community (idempotent). */
export async function seedDemoMembership(_database: Database, _now: number): Promise<void> {}
