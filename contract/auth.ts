import { SERVER_TEXT } from './server-texts';
import { z } from 'zod';
import { singleLine } from './text-rules';
import { ADULT_AGE, ageInYears } from './limits';
import { TEXT } from './texts';

/** Sign-up and sign-in inputs, shared by the forms and the API. */
export const PROFILE_FOR = ['Self', 'Son', 'Daughter', 'Brother', 'Sister', 'Relative', 'Friend'] as const;

export const emailSchema = z
  .string({ error: 'Enter your e-mail address.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid e-mail address, like name@example.com.' }).max(254));

export const passwordSchema = z
  .string({ error: 'Enter a password.' })
  .min(8, 'The password needs at least 8 characters.')
  .max(128, 'The password can have at most 128 characters.')
  .regex(/[A-Za-z]/, 'The password needs at least one letter.')
  .regex(/\d/, 'The password needs at least one digit.');

const dateOfBirth = z
  .string({ error: 'Enter the date of birth.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date of birth as YYYY-MM-DD.')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Enter a real date of birth.')
  .refine((d) => ageInYears(d, Date.now()) >= ADULT_AGE, SERVER_TEXT.underAge)
  .refine((d) => ageInYears(d, Date.now()) <= 100, 'Enter a date of birth within the last 100 years.');

/**
 * Who may register (decision 0961): the Prohibition of Child Marriage Act, 2006 sets 21 for men
 * and 18 for women, and a profile is for marriage, so registration asks the same ages. Matching
 * and the profile's other checks keep the general adult age (ADULT_AGE).
 */
export const MARRIAGEABLE_AGE = { male: 21, female: ADULT_AGE } as const;

/** The registration declaration (issue 24): a required tick, recorded with its time. */
export const DECLARATION_TEXT = {
  label: `I declare that this profile is for marriage, for me or for the person I chose under “This profile is for”, and that they are at least ${ADULT_AGE} years old (${MARRIAGEABLE_AGE.male} for a man).`,
  required: 'Tick the declaration to register: profiles here are only for marriage, and for people of marriageable age.',
  manUnderAge: `A man must be at least ${MARRIAGEABLE_AGE.male} years old to register, the legal age of marriage for men in India.`,
} as const;

const registrationFields = z.object({
  profileFor: z.enum(PROFILE_FOR, { error: 'Choose whom this profile is for.' }),
  name: singleLine(
    z
      .string({ error: 'Enter the name.' })
      .trim()
      .min(2, 'Enter the full name (at least 2 letters).')
      .max(60, 'The name can have at most 60 characters.'),
  ),
  gender: z.enum(['male', 'female'], { error: 'Choose the gender.' }),
  dob: dateOfBirth,
  motherTongueId: z.string({ error: 'Choose the mother tongue.' }).min(1, 'Choose the mother tongue.'),
  religionId: z.string({ error: 'Choose the religion.' }).min(1, 'Choose the religion.'),
  email: emailSchema,
  phone: z
    .string({ error: 'Enter a mobile number.' })
    .trim()
    .regex(/^\+?[0-9][0-9 -]{8,16}[0-9]$/, 'Enter a mobile number of 10 to 15 digits, e.g. +91 98765 43210.'),
  password: passwordSchema,
  declaration: z.literal(true, { error: DECLARATION_TEXT.required }),
});

const genderAndDob = registrationFields.pick({ gender: true, dob: true });

// `when`: said together with the other fields' mistakes (an unticked declaration among them), not after them.
export const registrationSchema = registrationFields.superRefine(
  (v, ctx) => {
    if (v.gender === 'male' && ageInYears(v.dob, Date.now()) < MARRIAGEABLE_AGE.male) ctx.addIssue({ code: 'custom', path: ['dob'], message: DECLARATION_TEXT.manUnderAge });
  },
  { when: (payload) => genderAndDob.safeParse(payload.value).success },
);
export type Registration = z.infer<typeof registrationSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(128),
});

export const emailOnlySchema = z.object({ email: emailSchema });

/** The registration page's 6-digit e-mail code (issue 22 §2); spaces people type are dropped. */
export const emailCodeSchema = z.object({
  email: emailSchema,
  code: z
    .string({ error: 'Enter the 6-digit code from the e-mail.' })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail.')),
});

export const tokenQuerySchema = z.object({
  token: z.string({ error: TEXT.linkInvalid }).min(20, TEXT.linkInvalid).max(200, TEXT.linkInvalid),
});

export const resetPasswordSchema = z.object({
  token: z.string({ error: TEXT.linkInvalid }).min(20, TEXT.linkInvalid).max(200, TEXT.linkInvalid),
  password: passwordSchema,
});

export const changePasswordSchema = z.object({
  oldPassword: z.string({ error: 'Enter your current password.' }).min(1, 'Enter your current password.').max(128),
  newPassword: passwordSchema,
});

export const idParamSchema = z.object({ id: z.string().min(1).max(64) });
