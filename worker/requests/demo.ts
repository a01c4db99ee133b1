import type { Database } from '../db/database';

/** The requests part of the demo community (idempotent). */
export async function seedDemoRequests(_database: Database, _now: number): Promise<void> {}
