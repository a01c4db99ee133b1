import type { Database } from '../db/database';

/** The pictures part of the demo community (idempotent). */
export async function seedDemoPictures(_database: Database, _now: number): Promise<void> {}
