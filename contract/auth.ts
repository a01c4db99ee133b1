import { z } from 'zod';
import { m } from './i18n/paraglide/messages';
import { SERVER_TEXT } from './server-texts';
import { singleLine } from './text-rules';
import { ADULT_AGE, ageInYears } from './limits';
import { MANAGER_RELATIONS } from './family-relations';

/**
 * Sign-up and sign-in inputs, shared by the forms and the API. Their messages are read when a value
 * is refused, so each is said in the reader's language (the page's, or the caller's on the server).
 */
export const PROFILE_FOR = ['Self', 'Son', 'Daughter', 'Brother', 'Sister', 'Relative', 'Friend'] as const;

export const emailSchema = z
  .string({ error: () => m.auth_error_email_required() })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: () => m.auth_error_email_invalid() }).max(254));

export const passwordSchema = z
  .string({ error: () => m.auth_error_password_required() })
  .min(8, { error: () => m.auth_error_password_short() })
  .max(128, { error: () => m.auth_error_password_long() })
  .regex(/[A-Za-z]/, { error: () => m.auth_error_password_letter() })
  .regex(/\d/, { error: () => m.auth_error_password_digit() });

const dateOfBirth = z
  .string({ error: () => m.auth_error_dob_required() })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => m.auth_error_dob_format() })
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), { error: () => m.auth_error_dob_real() })
  .refine((d) => ageInYears(d, Date.now()) >= ADULT_AGE, { error: () => SERVER_TEXT.underAge })
  .refine((d) => ageInYears(d, Date.now()) <= 100, { error: () => m.auth_error_dob_too_old() });

/**
 * Who may register (decision 0961): the Prohibition of Child Marriage Act, 2006 sets 21 for men
 * and 18 for women, and a profile is for marriage, so registration asks the same ages. Matching
 * and the profile's other checks keep the general adult age (ADULT_AGE).
 */
export const MARRIAGEABLE_AGE = { male: 21, female: ADULT_AGE } as const;

/**
 * The registration declaration (issue 24): a required tick, recorded with its time. Its texts are
 * read from the catalogue when used, so each is said in the reader's language.
 */
export const DECLARATION_TEXT = {
  get label() {
    return m.auth_declaration_label({ adultAge: ADULT_AGE, manAge: MARRIAGEABLE_AGE.male });
  },
  get required() {
    return m.auth_declaration_required();
  },
  get manUnderAge() {
    return m.auth_declaration_man_under_age({ manAge: MARRIAGEABLE_AGE.male });
  },
};

const registrationFields = z.object({
  profileFor: z.enum(PROFILE_FOR, { error: () => m.auth_error_profile_for() }),
  name: singleLine(
    z
      .string({ error: () => m.auth_error_name_required() })
      .trim()
      .min(2, { error: () => m.auth_error_name_short() })
      .max(60, { error: () => m.auth_error_name_long() }),
  ),
  gender: z.enum(['male', 'female'], { error: () => m.auth_error_gender() }),
  dob: dateOfBirth,
  motherTongueId: z.string({ error: () => m.auth_error_mother_tongue() }).min(1, { error: () => m.auth_error_mother_tongue() }),
  religionId: z.string({ error: () => m.auth_error_religion() }).min(1, { error: () => m.auth_error_religion() }),
  email: emailSchema,
  phone: z
    .string({ error: () => m.auth_error_phone_required() })
    .trim()
    .regex(/^\+?[0-9][0-9 -]{8,16}[0-9]$/, { error: () => m.auth_error_phone_invalid() }),
  password: passwordSchema,
  declaration: z.literal(true, { error: () => DECLARATION_TEXT.required }),
  // Registering for someone else (issue 27): the one registering is the profile's first
  // manager, with this name and relation; e-mail, phone and password are theirs.
  managerName: singleLine(z.string().trim().min(2, { error: () => m.auth_error_manager_name() }).max(60, { error: () => m.auth_error_name_long() })).optional(),
  managerRelation: z.enum(MANAGER_RELATIONS, { error: () => m.auth_error_manager_relation() }).optional(),
});

const genderAndDob = registrationFields.pick({ gender: true, dob: true });
const profileForOnly = registrationFields.pick({ profileFor: true });

// `when`: said together with the other fields' mistakes (an unticked declaration among them), not after them.
export const registrationSchema = registrationFields.superRefine(
  (v, ctx) => {
    if (v.gender === 'male' && ageInYears(v.dob, Date.now()) < MARRIAGEABLE_AGE.male) ctx.addIssue({ code: 'custom', path: ['dob'], message: DECLARATION_TEXT.manUnderAge });
  },
  { when: (payload) => genderAndDob.safeParse(payload.value).success },
).superRefine(
  (v, ctx) => {
    if (v.profileFor === 'Self') return;
    if (!v.managerName) ctx.addIssue({ code: 'custom', path: ['managerName'], message: m.auth_error_manager_name() });
    if (!v.managerRelation) ctx.addIssue({ code: 'custom', path: ['managerRelation'], message: m.auth_error_manager_relation() });
  },
  { when: (payload) => profileForOnly.safeParse(payload.value).success },
);
export type Registration = z.infer<typeof registrationSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: () => m.auth_error_login_password() }).min(1, { error: () => m.auth_error_login_password() }).max(128),
});

export const emailOnlySchema = z.object({ email: emailSchema });

/** The registration page's 6-digit e-mail code (issue 22 §2); spaces people type are dropped. */
export const emailCodeSchema = z.object({
  email: emailSchema,
  code: z
    .string({ error: () => m.auth_code_invalid() })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { error: () => m.auth_code_invalid() })),
});

const linkInvalid = { error: () => m.auth_link_invalid() };
const linkToken = z.string(linkInvalid).min(20, linkInvalid).max(200, linkInvalid);

export const tokenQuerySchema = z.object({ token: linkToken });

export const resetPasswordSchema = z.object({
  token: linkToken,
  password: passwordSchema,
});

export const changePasswordSchema = z.object({
  oldPassword: z.string({ error: () => m.auth_error_current_password() }).min(1, { error: () => m.auth_error_current_password() }).max(128),
  newPassword: passwordSchema,
});

export const idParamSchema = z.object({ id: z.string().min(1).max(64) });
