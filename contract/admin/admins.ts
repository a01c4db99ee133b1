import { z } from 'zod';
import { singleLine } from '../text-rules';
import { emailSchema } from '../auth';
import { adminListQuerySchema } from './list-query';

/**
 * Administrator accounts (spec §7 Admin, issue 10, docs/decisions/0808): `users` rows with
 * role 1. The main administrator (the configured ADMIN_EMAIL) can be neither removed nor
 * switched off, nor change address, and only they rename their account; no administrator
 * removes or switches off themself.
 */
const nameSchema = singleLine(
  z
    .string({ error: 'Enter the administrator’s name.' })
    .trim()
    .min(2, 'Enter the full name (at least 2 letters).')
    .max(60, 'The name can have at most 60 characters.'),
);

export const createAdminSchema = z.object({ name: nameSchema, email: emailSchema });
export type CreateAdmin = z.infer<typeof createAdminSchema>;

export const updateAdminSchema = z.object({
  id: z.string({ error: 'Say which administrator to change.' }).min(1, 'Say which administrator to change.').max(64),
  name: nameSchema,
  email: emailSchema.optional(),
  /** false: the account cannot sign in, and its sessions end at once. */
  active: z.boolean({ error: 'Say whether the account is active.' }),
});
export type UpdateAdmin = z.infer<typeof updateAdminSchema>;

export const ADMIN_SORT_KEYS = ['name', 'email', 'created', 'lastSeen'] as const;
export const adminAccountListQuerySchema = adminListQuerySchema(ADMIN_SORT_KEYS, { key: 'created', direction: 'asc' });

/** One row of `GET /admin/getadmin`. */
export interface AdminAccount {
  _id: string;
  name: string;
  email: string;
  active: boolean;
  /** The configured main administrator: cannot be removed or switched off. */
  isMain: boolean;
  createdAt: number;
  /** null: has not signed in yet (the set-password link may still be waiting). */
  lastSeenAt: number | null;
}

export const ADMINS_TEXT = {
  created: (email: string) => `The administrator account has been created. We have e-mailed ${email} a link to set a password.`,
  updated: 'The administrator has been saved.',
  unchanged: 'Nothing to save: the administrator is as it was.',
  removed: (name: string) => `${name} is no longer an administrator; their sessions have ended.`,
  notFound: 'There is no administrator with this id.',
  emailTaken: 'There is an account with this e-mail address already. Use another address.',
  mainCannotBeRemoved: 'The main administrator cannot be removed.',
  mainStaysActive: 'The main administrator cannot be switched off.',
  mainKeepsName: 'Only the main administrator can rename the main administrator.',
  mainKeepsEmail: 'The main administrator’s e-mail address is set in the configuration (ADMIN_EMAIL) and cannot be changed here.',
  notYourself: 'You cannot remove or switch off your own account. Ask another administrator.',
  mainBadge: 'Main administrator',
  cannotRemoveHint: 'The main administrator cannot be removed',
} as const;
