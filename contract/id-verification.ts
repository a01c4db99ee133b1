import { z } from 'zod';
import { PICTURE_LIMITS } from './pictures';
import { m } from './i18n/paraglide/messages';

/**
 * ID verification, the member's side (issue 24, decisions 0956 and 0957): a photo of a
 * government ID and a selfie, checked by an administrator. Shared by worker/id-verification and
 * the "Verify your ID" card of /setting.
 */
export const ID_DOCUMENT_TYPES = ['aadhaar', 'pan', 'passport', 'voterId', 'drivingLicence'] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];

/** Getters, like the texts below: each is read in the reader's language when it is used (issue 25). */
export const ID_DOCUMENT_LABEL: Record<IdDocumentType, string> = {
  get aadhaar() { return m.settings_id_aadhaar(); },
  get pan() { return m.settings_id_pan(); },
  get passport() { return m.settings_id_passport(); },
  get voterId() { return m.settings_id_voter(); },
  get drivingLicence() { return m.settings_id_driving_licence(); },
};

/** What the member's verification stands at; `lapsed`: approved, then the name or date of birth changed. */
export const ID_VERIFICATION_STATES = ['none', 'pending', 'approved', 'rejected', 'lapsed'] as const;
export type IdVerificationState = (typeof ID_VERIFICATION_STATES)[number];

/** `GET /user/idVerification`: the member's latest request. */
export interface MyIdVerification {
  status: IdVerificationState;
  documentType: IdDocumentType | null;
  /** Why it was rejected, as the administrator wrote it. */
  reason: string | null;
  sentAt: number | null;
  decidedAt: number | null;
}

/** Each image as a picture is checked: JPEG, PNG or WebP by its bytes, at most this size. */
export const ID_DOCUMENT_MAX_BYTES = PICTURE_LIMITS.maxBytes;

const isFile = (v: unknown): v is File => typeof File !== 'undefined' && v instanceof File;
const oneFile = (missing: () => string) =>
  z.preprocess((v) => (Array.isArray(v) ? v : v === undefined ? [] : [v]), z.array(z.custom<File>(isFile, { error: missing })).length(1, { error: missing })).transform((files) => files[0]!);

/** `POST /user/idVerification`: multipart form with the document's type, its photo and a selfie. */
export const idVerificationUploadSchema = z.object({
  documentType: z.enum(ID_DOCUMENT_TYPES, { error: () => m.settings_id_error_type() }),
  document: oneFile(() => m.settings_id_error_document()),
  selfie: oneFile(() => m.settings_id_error_selfie()),
});

/** The decision's notification and mail are the server's (worker/id-verification/decide.ts), in the member's language. */
export const ID_VERIFICATION_TEXT = {
  get title() { return m.settings_id_title(); },
  get intro() { return m.settings_id_intro(); },
  get aadhaarMask() { return m.settings_id_aadhaar_mask(); },
  get nameAndDob() { return m.settings_id_name_and_dob(); },
  get sent() { return m.settings_id_sent(); },
  get pending() { return m.settings_id_pending(); },
  get approved() { return m.settings_id_approved(); },
  rejected: (reason: string) => m.settings_id_rejected({ reason }),
  get lapsed() { return m.settings_id_lapsed(); },
  get alreadyPending() { return m.settings_id_already_pending(); },
  get alreadyVerified() { return m.settings_id_already_verified(); },
  get notSetUp() { return m.settings_id_not_set_up(); },
  get uploadTooBig() { return m.settings_id_upload_too_big({ mb: (2 * PICTURE_LIMITS.maxBytes) / 1024 / 1024 }); },
} as const;
