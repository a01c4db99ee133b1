import { uuidv7 } from 'uuidv7';

/** Opaque, time-ordered ids (UUIDv7) for every row the product creates. */
export const newId = (): string => uuidv7();
