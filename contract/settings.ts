import { z } from 'zod';
import { emailSchema } from './auth';
import { m } from './i18n/paraglide/messages';

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

/**
 * What each choice means, in the words the /setting page shows. Getters, like the texts below:
 * each is read in the reader's language when it is used (issue 25).
 */
export const HOROSCOPE_PRIVACY_LABELS: Record<HoroscopePrivacy, string> = {
  get visible() { return m.settings_horoscope_visible(); },
  get hidden() { return m.settings_horoscope_hidden(); },
  get hpassword() { return m.settings_horoscope_password(); },
};
export const PHOTO_PRIVACY_LABELS: Record<PhotoPrivacy, string> = {
  get everyone() { return m.settings_privacy_everyone(); },
  get members() { return m.settings_privacy_members(); },
  get accepted() { return m.settings_privacy_accepted(); },
};
export const CONTACT_PRIVACY_LABELS: Record<ContactPrivacy, string> = {
  get everyone() { return m.settings_contact_everyone(); },
  get members() { return m.settings_privacy_members(); },
  get accepted() { return m.settings_privacy_accepted(); },
  get hidden() { return m.settings_contact_nobody(); },
};
export const PROFILE_VISIBILITY_LABELS: Record<ProfileVisibility, string> = {
  get everyone() { return m.settings_privacy_everyone(); },
  get members() { return m.settings_privacy_members(); },
  get hidden() { return m.settings_profile_hidden(); },
};

export const SETTINGS_TEXT = {
  get saved() { return m.settings_saved(); },
  get nothingChanged() { return m.settings_nothing_changed(); },
  get chooseSomething() { return m.settings_choose_something(); },
  get horoscopeSaved() { return m.settings_horoscope_saved(); },
  get horoscopeHidden() { return m.settings_horoscope_hidden_answer(); },
  get horoscopePasswordNeeded() { return m.settings_horoscope_password_needed(); },
  get horoscopeWrongPassword() { return m.settings_horoscope_wrong_password(); },
  get horoscopeTooManyTries() { return m.settings_horoscope_too_many_tries(); },
  // Said to a viewer who has failed at a horoscope many others are failing at too (decision 0857).
  horoscopeBeingGuessed: (seconds: number) => m.settings_horoscope_being_guessed({ count: seconds }),
  get horoscopeNotAdded() { return m.settings_horoscope_not_added(); },
  get memberNotFound() { return m.settings_member_not_found(); },
  get wrongPassword() { return m.settings_wrong_password(); },
  get sameEmail() { return m.settings_same_email(); },
  get emailTaken() { return m.settings_email_taken(); },
  get emailChangeSent() { return m.settings_email_change_sent(); },
  get emailChanged() { return m.settings_email_changed(); },
  get deactivated() { return m.settings_deactivated(); },
  get deleted() { return m.settings_deleted(); },
  get deleteWord() { return m.settings_delete_word(); },
} as const;

const passwordConfirmation = z
  .string({ error: () => m.settings_error_password_confirm() })
  .min(1, { error: () => m.settings_error_password_confirm() })
  .max(128, { error: () => m.settings_error_password_long() });

/** PUT /user/updateSetting/{id}: any of the settings, at least one. */
export const updateSettingSchema = z
  .object({
    matchEnabled: z.boolean({ error: () => m.settings_error_match() }).optional(),
    photoPrivacy: z.enum(PHOTO_PRIVACY, { error: () => m.settings_error_photo_privacy() }).optional(),
    contactPrivacy: z.enum(CONTACT_PRIVACY, { error: () => m.settings_error_contact_privacy() }).optional(),
    profileVisibility: z.enum(PROFILE_VISIBILITY, { error: () => m.settings_error_profile_visibility() }).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: () => SETTINGS_TEXT.chooseSomething });
export type UpdateSetting = z.infer<typeof updateSettingSchema>;

export const horoscopePasswordSchema = z
  .string({ error: () => m.settings_error_horoscope_password() })
  .min(1, { error: () => m.settings_error_horoscope_password() })
  .max(HOROSCOPE_PASSWORD_MAX, { error: () => m.settings_error_horoscope_password_long({ max: HOROSCOPE_PASSWORD_MAX }) });

/** PUT /user/update/horoscope/block: with 'hpassword' the password is required. */
export const horoscopePrivacySchema = z
  .object({
    privacy: z.enum(HOROSCOPE_PRIVACY, { error: () => m.settings_error_horoscope_privacy() }),
    password: horoscopePasswordSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.privacy === 'hpassword' && !v.password) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: m.settings_error_horoscope_password_needed() });
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
  confirm: z.literal('DELETE', { error: () => SETTINGS_TEXT.deleteWord }),
});
