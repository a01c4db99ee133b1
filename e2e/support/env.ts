import { inject } from 'vitest';

/** What e2e/global-setup.ts started: the server's address, its mail folder, the first admin. */
export const e2e = inject('e2e');
export const baseUrl = e2e.baseUrl;
