import { z } from 'zod';
import { multiLine, singleLine } from '../text-rules';
import type { IdDocumentType } from '../id-verification';
import { adminListQuerySchema, type AdminPage } from './list-query';

/**
 * The ID review queue of the back office (issue 24, decisions 0956 and 0957). Shared by
 * worker/id-verification and ui/features/admin/id-verifications.
 */
export const ID_VERIFICATION_SORT_KEYS = ['created', 'decided', 'name'] as const;
export const ID_VERIFICATION_FILTERS = ['pending', 'approved', 'rejected', 'all'] as const;
export type IdVerificationFilter = (typeof ID_VERIFICATION_FILTERS)[number];

/** `GET /admin/idVerifications`: pending first, oldest first, unless asked otherwise. */
export const idVerificationListQuerySchema = adminListQuerySchema(ID_VERIFICATION_SORT_KEYS, { key: 'created', direction: 'asc' }).extend({
  status: z.enum(ID_VERIFICATION_FILTERS, { error: 'Show pending, approved, rejected or all requests.' }).default('pending'),
});

export const ID_REJECTION_MAX = 500;

/**
 * `POST /admin/idVerifications/{id}`: an approval names the name and date of birth the
 * administrator confirmed (the profile's, as the review screen showed them); a rejection says why,
 * in words the member reads.
 */
export const idVerificationDecisionSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({
      decision: z.literal('approved'),
      name: singleLine(z.string({ error: 'Confirm the name on the document.' }).trim().min(1, 'Confirm the name on the document.').max(100, 'Confirm the name on the document.')),
      dob: z.string({ error: 'Confirm the date of birth on the document.' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Confirm the date of birth on the document.'),
    }),
    z.object({
      decision: z.literal('rejected'),
      reason: multiLine(
        z
          .string({ error: 'Say why, so the member can fix it.' })
          .trim()
          .min(10, 'Say why in at least 10 characters, so the member can fix it.')
          .max(ID_REJECTION_MAX, `Keep the reason to ${ID_REJECTION_MAX} characters.`),
      ),
    }),
  ],
  { error: "The decision is 'approved' or 'rejected'." },
);
export type IdVerificationDecision = z.infer<typeof idVerificationDecisionSchema>;

/** `GET /admin/idVerifications/{id}/{part}`: the document or the selfie. */
export const ID_DOCUMENT_PARTS = ['document', 'selfie'] as const;
export const idDocumentPartSchema = z.object({ id: z.string().min(1).max(64), part: z.enum(ID_DOCUMENT_PARTS, { error: 'Ask for the document or the selfie.' }) });

/** One request, as the queue and the review screen show it. */
export interface AdminIdVerification {
  _id: string;
  member: { _id: string; name: string; profileId: string | null };
  documentType: IdDocumentType;
  status: 'pending' | 'approved' | 'rejected';
  /** The profile's name and date of birth now: what an approval confirms. */
  profileName: string;
  profileDob: string | null;
  reason: string | null;
  confirmedName: string | null;
  confirmedDob: string | null;
  decidedBy: string | null;
  createdAt: number;
  decidedAt: number | null;
  /** False once the bytes are deleted (after the decision). */
  documentsKept: boolean;
}
export type AdminIdVerificationPage = AdminPage<AdminIdVerification>;

export const ID_REVIEW_TEXT = {
  title: 'ID verification',
  intro: 'Members’ government IDs and selfies, waiting for a decision. Each view is recorded in the audit trail; the images are deleted once you decide.',
  notFound: 'There is no such ID verification request.',
  decided: 'This request was already decided. Nothing changed.',
  gone: 'The images of this request are deleted: they are kept only until the decision.',
  profileChanged: 'The member changed their name or date of birth since you opened this request. Look at the document again and confirm what it shows now.',
  noDob: 'The member’s profile has no date of birth yet: reject the request and ask them to fill it in.',
  approved: (name: string) => `Approved: ${name} now shows “ID verified”, and was told so.`,
  rejected: (name: string) => `Rejected: ${name} was told why and can send the ID again.`,
} as const;
