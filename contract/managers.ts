import { z } from 'zod';
import { m } from './i18n/paraglide/messages';
import { emailSchema, passwordSchema } from './auth';
import { FAMILY_RELATIONS, type FamilyRelation } from './family-relations';

/**
 * A profile the family runs together (issue 27, docs/decisions/0971): one candidate, whose
 * account is the profile, and up to MAX_MANAGERS family managers, each with a sign-in of their
 * own. A manager's session acts for the profile; the candidate decides.
 */
export const MAX_MANAGERS = 3;

export { MANAGER_RELATIONS, type FamilyRelation } from './family-relations';

export const PROFILE_ROLES = ['candidate', 'manager'] as const;
export type ProfileRole = (typeof PROFILE_ROLES)[number];

/** The candidate's answer to a profile a manager made: 'awaiting' until they give it. */
export type Consent = 'awaiting' | 'confirmed' | 'declined';

const profileId = z.string().min(1).max(64);
const relation = z.enum(FAMILY_RELATIONS, { error: () => m.managers_error_relation() });

/** `POST /user/managers/invite`: mails a one-time link. A candidate's relation is 'self'. */
export const inviteSchema = z
  .object({
    profileId,
    email: emailSchema,
    relation,
    role: z.enum(PROFILE_ROLES, { error: () => m.managers_error_role() }),
  })
  .refine((v) => (v.role === 'candidate') === (v.relation === 'self'), { path: ['relation'], error: () => m.managers_error_relation() });
export type Invite = z.infer<typeof inviteSchema>;

/** `POST /user/managers/accept`: a password makes a new account; without one, the signed-in account joins. */
export const acceptInvitationSchema = z.object({
  token: z.string().min(16).max(200),
  password: passwordSchema.optional(),
});

/** `POST /user/profile/confirm/{profileId}`: the candidate's yes or no. */
export const consentSchema = z.object({ consent: z.enum(['yes', 'no'], { error: () => m.managers_error_consent() }) });

/** `PUT /user/messaging/family/{partnerId}`. */
export const familyInConversationSchema = z.object({ enabled: z.boolean({ error: () => m.managers_error_enabled() }) });

/** `POST /user/profiles/switch`: the profile to act for next (one's own, or one managed). */
export const switchProfileSchema = z.object({ profileId });

export const profileIdParamSchema = z.object({ profileId });
export const managerParamSchema = z.object({ profileId, accountId: z.string().min(1).max(64) });
export const partnerParamSchema = z.object({ partnerId: z.string().min(1).max(64) });

export interface ProfileManager {
  accountId: string;
  name: string;
  relation: FamilyRelation;
  addedAt: number;
}

export interface PendingInvitation {
  id: string;
  email: string;
  role: ProfileRole;
  relation: FamilyRelation;
  sentAt: number;
  expiresAt: number;
}

/** `GET /user/managers/{profileId}`: the profile's family, for the candidate and the managers. */
export interface ProfileFamily {
  profileId: string;
  candidate: { name: string; hasSignIn: boolean; consent: Consent | null; consentAt: number | null };
  managers: ProfileManager[];
  invitations: PendingInvitation[];
  /** The caller's place on the profile. */
  you: { accountId: string; role: ProfileRole };
}

/** One profile the signed-in person may act for (`GET /user/profiles/mine`). */
export interface UsableProfile {
  profileId: string;
  name: string;
  role: ProfileRole;
  /** The caller's relation to the candidate ('self' for one's own). */
  relation: FamilyRelation;
  current: boolean;
}

/** What a manager's session says about itself (checkLogin's `user.managedBy`). */
export interface ActingManager {
  accountId: string;
  name: string;
  relation: FamilyRelation;
}

export const HISTORY_ACTIONS = [
  'registered',
  'section',
  'pictures',
  'preferences',
  'invited',
  'joined',
  'confirmed',
  'declined',
  'removed',
  'left',
  'interestSent',
  'interestAccepted',
  'interestDeclined',
  'familyChatOn',
  'familyChatOff',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** `GET /user/profile/history/{profileId}`: newest first. */
export interface HistoryEntry {
  at: number;
  action: HistoryAction;
  detail: string | null;
  /** Who did it; null when their account is gone. `relation` is theirs to the candidate. */
  actor: { accountId: string; name: string; relation: FamilyRelation } | null;
}

/** How a manager is named to other members: "her father", "his mother". */
export function relationToCandidate(relation: FamilyRelation, candidateGender: 'male' | 'female' | null): string {
  const her = candidateGender === 'female';
  const names: Record<FamilyRelation, () => string> = {
    self: () => m.managers_relation_self(),
    father: () => (her ? m.managers_her_father() : m.managers_his_father()),
    mother: () => (her ? m.managers_her_mother() : m.managers_his_mother()),
    brother: () => (her ? m.managers_her_brother() : m.managers_his_brother()),
    sister: () => (her ? m.managers_her_sister() : m.managers_his_sister()),
    guardian: () => (her ? m.managers_her_guardian() : m.managers_his_guardian()),
    relative: () => (her ? m.managers_her_relative() : m.managers_his_relative()),
    friend: () => (her ? m.managers_her_friend() : m.managers_his_friend()),
  };
  return names[relation]();
}
