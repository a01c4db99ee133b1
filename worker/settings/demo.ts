import type { Database } from '../db/database';

/** The settings part of the demo community (idempotent). */
export async function seedDemoSettings(_database: Database, _now: number): Promise<void> {}
