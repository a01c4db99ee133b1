import type { Database } from '../db/database';

/** The profile part of the demo community (idempotent). */
export async function seedDemoProfile(_database: Database, _now: number): Promise<void> {}
