import { z } from 'zod';
import { multiLine } from '../text-rules';
import { UNIQUE_ID_PATTERN } from '../profile';
import { updateSettingSchema } from '../settings';
import { adminListQuerySchema, type AdminPage } from './list-query';

/**
 * The members section of the back office (issue 10, docs/decisions/0802): the list, its row
 * actions and their texts, shared by worker/admin/members and ui/features/admin/members.
 */
export const MEMBER_SORT_KEYS = ['name', 'joined', 'lastSeen', 'plan', 'completeness'] as const;
export type MemberSortKey = (typeof MEMBER_SORT_KEYS)[number];
export const MEMBER_STATUSES = ['active', 'deactivated', 'blocked', 'deleted'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** GET /admin/getUserList: the list query plus an optional status (deleted members only when asked). */
export const memberListQuerySchema = adminListQuerySchema(MEMBER_SORT_KEYS, { key: 'joined', direction: 'desc' }).extend({
  status: z.enum(MEMBER_STATUSES, { error: `The status is one of: ${MEMBER_STATUSES.join(', ')}.` }).optional(),
});

/** A profile id as members choose it (contract/profile.ts), e.g. SB100123. */
export const isProfileId = (text: string) => UNIQUE_ID_PATTERN.test(text);

export interface MemberRow {
  _id: string;
  name: string;
  /** The member-chosen profile id (SB…), null until they pick one. */
  uniqueId: string | null;
  email: string;
  isEmailVerified: boolean;
  phone: string | null;
  plan: { _id: string; name: string } | null;
  /** A signed URL of the profile picture, or the default picture. */
  profilePicture: string;
  completeness: number;
  createdAt: number;
  lastSeenAt: number | null;
  status: MemberStatus;
  blockedReason: string | null;
}
export type MemberPage = AdminPage<MemberRow>;

/** POST /admin/updateSettings/{id}: the member's own settings, plus active or deactivated. */
export const ADMIN_MEMBER_STATUSES = ['active', 'deactivated'] as const;
export const adminMemberSettingsSchema = z
  .object({
    ...updateSettingSchema.shape,
    status: z.enum(ADMIN_MEMBER_STATUSES, { error: 'The account is either active or deactivated.' }).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Choose a setting to change.');
export type AdminMemberSettings = z.infer<typeof adminMemberSettingsSchema>;

export const BLOCK_REASON_MAX = 500;
/** POST /admin/blockUser: block with a reason, or unblock (`block: false`, reason optional). */
export const blockMemberSchema = z
  .object({
    id: z.string({ error: 'Choose a member.' }).min(1, 'Choose a member.').max(64, 'Choose a member.'),
    block: z.boolean({ error: 'Say whether to block (true) or unblock (false).' }),
    reason: multiLine(z.string().trim().max(BLOCK_REASON_MAX, `Write the reason in at most ${BLOCK_REASON_MAX} characters.`)).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.block && (v.reason ?? '').length < 3) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Write why this member is blocked (at least 3 characters).' });
  });

/** GET /admin/notifications/{id}?page&limit. */
export const memberNotificationsQuerySchema = adminListQuerySchema(['created'], { key: 'created', direction: 'desc' }).pick({ page: true, limit: true });

export interface MemberStats {
  requestsSent: number;
  requestsReceived: number;
  requestsAccepted: number;
  visitors: number;
  shortlistedBy: number;
  signIns: number;
  lastSeenAt: number | null;
  planHistory: Array<{ _id: string; plan: string; status: 'pending' | 'approved' | 'rejected'; requestedAt: number; decidedAt: number | null }>;
}

export interface MemberNotification {
  _id: string;
  type: string;
  content: string;
  link: string | null;
  isRead: boolean;
  createdAt: number;
}

export const MEMBER_ADMIN_TEXT = {
  notFound: 'There is no member with this id.',
  verified: (name: string) => `${name}'s e-mail address is now verified.`,
  alreadyVerified: (name: string) => `${name}'s e-mail address was already verified.`,
  settingsSaved: (name: string) => `${name}'s settings have been saved.`,
  settingsUnchanged: 'These settings were already in force.',
  blockedFirst: 'This member is blocked. Unblock them before changing their account status.',
  blocked: (name: string) => `${name} is blocked and signed out everywhere.`,
  alreadyBlocked: (name: string) => `${name} was already blocked.`,
  unblocked: (name: string) => `${name} is unblocked and can sign in again.`,
  notBlocked: (name: string) => `${name} is not blocked.`,
} as const;

export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  active: 'Active',
  deactivated: 'Deactivated',
  blocked: 'Blocked',
  deleted: 'Deleted',
};
