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

export const registrationSchema = z.object({
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
});
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
