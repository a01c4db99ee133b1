import type { Database } from '../db/database';

/** The social part of the demo community (idempotent). */
export async function seedDemoSocial(_database: Database, _now: number): Promise<void> {}
