import { z } from 'zod';
import { LIFESTYLE_KINDS } from '../lifestyle-kinds';
import { adminListQuerySchema } from './list-query';

/**
 * The back office's reference data (issue 10, spec §7 Admin): religions, castes within a
 * religion, sub-castes and gotras within a caste, and the lifestyle option lists. Shared by
 * the API's validators and the forms of /admin/reference and /admin/lifestyle.
 */

/** Trimmed, inner runs of spaces made one: how every name is stored (decision 0804). */
export const tidyName = (name: string) => name.trim().replace(/\s+/g, ' ');

export const REFERENCE_NAME_MAX = 60;

export const referenceNameSchema = z
  .string({ error: 'Enter a name.' })
  .transform(tidyName)
  .pipe(
    z
      .string()
      .min(1, 'Enter a name.')
      .max(REFERENCE_NAME_MAX, `Keep the name to ${REFERENCE_NAME_MAX} characters.`)
      .regex(/^[\p{L}\p{M}\p{N} .,'()&/+-]+$/u, "Use letters, digits, spaces and . , ' ( ) & / + - only."),
  );

const idSchema = (what: string) => z.string({ error: `Choose the ${what}.` }).trim().min(1, `Choose the ${what}.`).max(100, `Choose the ${what}.`);

/** The kinds of reference data with a list of their own, in the words of the audit trail. */
export type CommunityKind = 'religion' | 'caste' | 'subCaste' | 'gotra';

export const COMMUNITY_SORT_KEYS = ['name', 'members'] as const;
export const religionListQuerySchema = adminListQuerySchema(COMMUNITY_SORT_KEYS, { key: 'name', direction: 'asc' });
export const casteListQuerySchema = religionListQuerySchema.extend({ religionId: idSchema('religion') });
export const casteChildListQuerySchema = religionListQuerySchema.extend({ casteId: idSchema('caste') });

export const idParamSchema = z.object({ id: idSchema('entry') });
export const religionInputSchema = z.object({ name: referenceNameSchema });
export const casteInputSchema = z.object({ religionId: idSchema('religion'), name: referenceNameSchema });
export const casteChildInputSchema = z.object({ casteId: idSchema('caste'), name: referenceNameSchema });
/** updateCaste, updateSubCaste, updateGotra: the id travels in the body (spec §7). */
export const renameSchema = z.object({ id: idSchema('entry'), name: referenceNameSchema });
export const mergeSchema = z
  .object({ fromId: idSchema('entry to merge'), intoId: idSchema('entry to keep') })
  .refine((m) => m.fromId !== m.intoId, { path: ['intoId'], message: 'Choose a different entry to merge into.' });
export type MergeInput = z.infer<typeof mergeSchema>;

/** One row of a religion, caste, sub-caste or gotra list. */
export interface CommunityRow {
  _id: string;
  name: string;
  /** Members whose profile holds it. */
  members: number;
  /** Partner preferences that ask for it (religions and castes only; 0 for the others). */
  preferences: number;
  /** Castes of a religion; sub-castes plus gotras of a caste; 0 for the others. */
  children: number;
}

/** What a removal refused because of use says, so the page can show the counts. */
export interface InUse {
  members: number;
  preferences: number;
}

/* ---- lifestyle options ---- */

/**
 * The option lists an admin edits on /admin/lifestyle. 'profileFor' is left out: registration
 * stores its name as text and the spec fixes the list (Self, Son, Daughter, …).
 */
export const EDITABLE_LIFESTYLE_KINDS = LIFESTYLE_KINDS.filter((k) => k !== 'profileFor');
export type EditableLifestyleKind = (typeof EDITABLE_LIFESTYLE_KINDS)[number];

export const LIFESTYLE_KIND_LABELS: Record<EditableLifestyleKind, string> = {
  eatingHabit: 'Eating habits',
  drinkingHabit: 'Drinking habits',
  smokingHabit: 'Smoking habits',
  maritalStatus: 'Marital status',
  haveChildren: 'Have children',
  complexion: 'Complexion',
  bodyType: 'Body type',
  physicalStatus: 'Physical status',
  bloodGroup: 'Blood group',
  manglik: 'Manglik',
  familyValue: 'Family values',
  familyType: 'Family type',
  familyStatus: 'Family status',
  employedIn: 'Employed in',
  residencyStatus: 'Residency status',
};

const kindSchema = z.enum(EDITABLE_LIFESTYLE_KINDS as [EditableLifestyleKind, ...EditableLifestyleKind[]], {
  error: `Choose one of the lists: ${EDITABLE_LIFESTYLE_KINDS.join(', ')}.`,
});

export const lifestyleQuerySchema = z.object({ kind: kindSchema.default('eatingHabit') });

/** POST /admin/updateLifeStyleOptions: one change a call. */
export const lifestyleChangeSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('add'), kind: kindSchema, name: referenceNameSchema }),
    z.object({ action: z.literal('rename'), id: idSchema('option'), name: referenceNameSchema }),
    z.object({ action: z.literal('remove'), id: idSchema('option') }),
  ],
  { error: "Say what to do: 'add', 'rename' or 'remove'." },
);
export type LifestyleChange = z.infer<typeof lifestyleChangeSchema>;

export interface LifestyleOptionRow {
  _id: string;
  name: string;
  members: number;
  preferences: number;
}
