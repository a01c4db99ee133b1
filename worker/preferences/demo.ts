import type { Database } from '../db/database';

/** The preferences part of the demo community (idempotent). */
export async function seedDemoPreferences(_database: Database, _now: number): Promise<void> {}
