import { z } from 'zod';
import { emailSchema } from './auth';

/**
 * Settings and privacy of a member (issue 3 §3), shared by the API and the /setting page.
 * Defaults and their reasons: docs/decisions/0440-privacy-defaults.md.
 */
export const HOROSCOPE_PRIVACY = ['visible', 'hidden', 'hpassword'] as const;
export const PHOTO_PRIVACY = ['everyone', 'members', 'accepted'] as const;
export const CONTACT_PRIVACY = ['everyone', 'members', 'accepted', 'hidden'] as const;
export const PROFILE_VISIBILITY = ['everyone', 'members', 'hidden'] as const;

export type HoroscopePrivacy = (typeof HOROSCOPE_PRIVACY)[number];
export type PhotoPrivacy = (typeof PHOTO_PRIVACY)[number];
export type ContactPrivacy = (typeof CONTACT_PRIVACY)[number];
export type ProfileVisibility = (typeof PROFILE_VISIBILITY)[number];

export interface MemberSettings {
  matchEnabled: boolean;
  horoscope: { privacy: HoroscopePrivacy };
  photoPrivacy: PhotoPrivacy;
  contactPrivacy: ContactPrivacy;
  profileVisibility: ProfileVisibility;
}

export const DEFAULT_SETTINGS: MemberSettings = {
  matchEnabled: true,
  horoscope: { privacy: 'visible' },
  photoPrivacy: 'members',
  contactPrivacy: 'accepted',
  profileVisibility: 'everyone',
};

/** Spec §9: the horoscope password has at most 30 characters. */
export const HOROSCOPE_PASSWORD_MAX = 30;

/** What each choice means, in the words the /setting page shows. */
export const HOROSCOPE_PRIVACY_LABELS: Record<HoroscopePrivacy, string> = {
  visible: 'Visible to members',
  hidden: 'Hidden',
  hpassword: 'Protected with a password',
};
export const PHOTO_PRIVACY_LABELS: Record<PhotoPrivacy, string> = {
  everyone: 'Everyone',
  members: 'Signed-in members',
  accepted: 'Only members whose request I accepted',
};
export const CONTACT_PRIVACY_LABELS: Record<ContactPrivacy, string> = {
  everyone: 'Everyone who can see my profile',
  members: 'Signed-in members',
  accepted: 'Only members whose request I accepted',
  hidden: 'Nobody',
};
export const PROFILE_VISIBILITY_LABELS: Record<ProfileVisibility, string> = {
  everyone: 'Everyone',
  members: 'Signed-in members',
  hidden: 'Only members whose request I accepted (hidden from searches and lists)',
};

export const SETTINGS_TEXT = {
  saved: 'Your settings have been saved.',
  nothingChanged: 'These settings were already saved.',
  chooseSomething: 'Choose a setting to change.',
  horoscopeSaved: 'Your horoscope privacy has been saved.',
  horoscopeHidden: 'This member keeps their horoscope hidden.',
  horoscopePasswordNeeded: 'This horoscope is protected. Enter the password its owner gave you.',
  horoscopeWrongPassword: 'The horoscope password is not right. Check it with the member and try again.',
  horoscopeTooManyTries: 'Too many wrong horoscope passwords. Wait 15 minutes and try again.',
  // Said to a viewer who has failed at a horoscope many others are failing at too (decision 0857).
  horoscopeBeingGuessed: (seconds: number) =>
    `Many wrong passwords have been tried for this horoscope lately. Wait ${seconds === 1 ? '1 second' : `${seconds} seconds`} and try again.`,
  horoscopeNotAdded: 'This member has not added a horoscope yet.',
  memberNotFound: 'This member could not be found.',
  wrongPassword: 'The password is not right.',
  sameEmail: 'This is already your e-mail address.',
  emailTaken: 'Another account already uses this e-mail address. Choose a different one.',
  emailChangeSent: 'We have sent a link to your new e-mail address. Your address changes when you open it.',
  emailChanged: 'Your e-mail address has been changed. Use the new one to sign in.',
  deactivated: 'Your account is deactivated. Sign in again whenever you want to come back.',
  deleted: 'Your account has been deleted.',
  deleteWord: 'Type DELETE to confirm.',
} as const;

const passwordConfirmation = z
  .string({ error: 'Enter your password to confirm.' })
  .min(1, 'Enter your password to confirm.')
  .max(128, 'The password can have at most 128 characters.');

/** PUT /user/updateSetting/{id}: any of the settings, at least one. */
export const updateSettingSchema = z
  .object({
    matchEnabled: z.boolean({ error: 'Choose on or off for finding a soulmate.' }).optional(),
    photoPrivacy: z.enum(PHOTO_PRIVACY, { error: 'Choose who may see your photos.' }).optional(),
    contactPrivacy: z.enum(CONTACT_PRIVACY, { error: 'Choose who may see your contact details.' }).optional(),
    profileVisibility: z.enum(PROFILE_VISIBILITY, { error: 'Choose who may see your profile.' }).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), SETTINGS_TEXT.chooseSomething);
export type UpdateSetting = z.infer<typeof updateSettingSchema>;

export const horoscopePasswordSchema = z
  .string({ error: 'Enter the horoscope password.' })
  .min(1, 'Enter the horoscope password.')
  .max(HOROSCOPE_PASSWORD_MAX, `The horoscope password can have at most ${HOROSCOPE_PASSWORD_MAX} characters.`);

/** PUT /user/update/horoscope/block: with 'hpassword' the password is required. */
export const horoscopePrivacySchema = z
  .object({
    privacy: z.enum(HOROSCOPE_PRIVACY, { error: 'Choose who may see your horoscope.' }),
    password: horoscopePasswordSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.privacy === 'hpassword' && !v.password) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'Enter the password members will need to see your horoscope.' });
    }
  });
export type HoroscopePrivacyInput = z.infer<typeof horoscopePrivacySchema>;

/** POST /user/get/horoscope/{id}. */
export const horoscopeRequestSchema = z.object({ password: horoscopePasswordSchema.optional() });

/** PUT /user/update/email. */
export const changeEmailSchema = z.object({
  email: emailSchema,
  password: passwordConfirmation,
});
export type ChangeEmail = z.infer<typeof changeEmailSchema>;

/** POST /user/deactivate/. */
export const deactivateSchema = z.object({ password: passwordConfirmation });

/** POST /user/delete/: the password and the word DELETE. */
export const deleteAccountSchema = z.object({
  password: passwordConfirmation,
  confirm: z.literal('DELETE', { error: SETTINGS_TEXT.deleteWord }),
});
