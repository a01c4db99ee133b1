import { atom } from 'jotai';
import type { ReferenceData } from '../../contract/reference';

/** Reference data (religions, mother tongues, …), loaded once before the app renders. */
export const referenceAtom = atom<ReferenceData | null>(null);
