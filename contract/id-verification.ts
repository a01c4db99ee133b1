import { z } from 'zod';
import { PICTURE_LIMITS } from './pictures';

/**
 * ID verification, the member's side (issue 24, decisions 0956 and 0957): a photo of a
 * government ID and a selfie, checked by an administrator. Shared by worker/id-verification and
 * the "Verify your ID" card of /setting.
 */
export const ID_DOCUMENT_TYPES = ['aadhaar', 'pan', 'passport', 'voterId', 'drivingLicence'] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];

export const ID_DOCUMENT_LABEL: Record<IdDocumentType, string> = {
  aadhaar: 'Aadhaar card (number masked)',
  pan: 'PAN card',
  passport: 'Passport',
  voterId: 'Voter ID',
  drivingLicence: 'Driving licence',
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
const oneFile = (missing: string) =>
  z.preprocess((v) => (Array.isArray(v) ? v : v === undefined ? [] : [v]), z.array(z.custom<File>(isFile, missing)).length(1, missing)).transform((files) => files[0]!);

/** `POST /user/idVerification`: multipart form with the document's type, its photo and a selfie. */
export const idVerificationUploadSchema = z.object({
  documentType: z.enum(ID_DOCUMENT_TYPES, { error: 'Choose which ID the photo shows: Aadhaar, PAN, passport, voter ID or driving licence.' }),
  document: oneFile('Choose a photo of your ID.'),
  selfie: oneFile('Choose a selfie: a photo of your face, taken now.'),
});

export const ID_VERIFICATION_TEXT = {
  title: 'Verify your ID',
  intro:
    'Send a photo of a government ID and a selfie. An administrator compares them with your profile; once approved, “ID verified” shows on your profile and cards. Other members never see your ID, and it is deleted within a day of the decision.',
  aadhaarMask:
    'For Aadhaar, cover the first eight digits of the number before you take the photo (or download the masked Aadhaar from UIDAI). An Aadhaar with the whole number showing is rejected.',
  nameAndDob: 'The name and date of birth on your ID must be those of your profile. Changing them later removes the badge.',
  sent: 'Thank you. Your ID was sent; an administrator will check it, usually within two working days. We will tell you by notification and e-mail.',
  pending: 'Your ID is waiting for an administrator. We will tell you by notification and e-mail when it is checked.',
  approved: 'Your ID is verified: “ID verified” shows on your profile and cards.',
  rejected: (reason: string) => `Your ID was not approved: ${reason} Send it again once this is fixed.`,
  lapsed: 'Your name or date of birth changed after your ID was checked, so the badge was removed. Send your ID again to get it back.',
  alreadyPending: 'Your ID is already waiting for an administrator. You can send another once it is checked.',
  alreadyVerified: 'Your ID is already verified. There is nothing more to send.',
  notSetUp: 'ID verification is not available on this site yet. Please try again later.',
  uploadTooBig: `The two photos together are larger than ${(2 * PICTURE_LIMITS.maxBytes) / 1024 / 1024} MB. Choose smaller photos.`,
  /** What the member is told when the administrator decides: the notification and the mail say the same. */
  approvedNotice: 'Your ID was approved: “ID verified” now shows on your profile.',
  rejectedNotice: (reason: string) => `Your ID was not approved: ${reason} You can send it again from Settings.`,
  mailSubject: 'Your ID verification on Sambandh',
} as const;
