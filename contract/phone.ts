import { z } from 'zod';

/**
 * Phone verification (issue 24, decision 0955): a six-digit code by SMS to a mobile number, Indian
 * by default, with the country calling code chosen from a list. Shared by the API and the card on
 * /setting.
 */

/** A code works this long, and this many wrong tries end it. */
export const PHONE_CODE_LIFETIME_MS = 5 * 60 * 1000;
export const PHONE_CODE_TRIES = 5;

/**
 * The calling codes offered, India first, then where most Indian families abroad live. E.164
 * allows at most 15 digits with the country code; India's mobiles are 10 digits from 6 to 9.
 */
export const CALLING_CODES = [
  { code: '+91', country: 'India' },
  { code: '+1', country: 'United States and Canada' },
  { code: '+44', country: 'United Kingdom' },
  { code: '+971', country: 'United Arab Emirates' },
  { code: '+966', country: 'Saudi Arabia' },
  { code: '+974', country: 'Qatar' },
  { code: '+968', country: 'Oman' },
  { code: '+965', country: 'Kuwait' },
  { code: '+973', country: 'Bahrain' },
  { code: '+61', country: 'Australia' },
  { code: '+64', country: 'New Zealand' },
  { code: '+65', country: 'Singapore' },
  { code: '+60', country: 'Malaysia' },
  { code: '+977', country: 'Nepal' },
  { code: '+94', country: 'Sri Lanka' },
  { code: '+880', country: 'Bangladesh' },
  { code: '+49', country: 'Germany' },
  { code: '+353', country: 'Ireland' },
  { code: '+31', country: 'Netherlands' },
  { code: '+33', country: 'France' },
  { code: '+41', country: 'Switzerland' },
  { code: '+27', country: 'South Africa' },
  { code: '+254', country: 'Kenya' },
  { code: '+230', country: 'Mauritius' },
] as const;
export type CallingCode = (typeof CALLING_CODES)[number]['code'];
export const DEFAULT_CALLING_CODE: CallingCode = '+91';

export const PHONE_TEXT = {
  numberWrong: 'Enter a mobile number of 10 digits, e.g. 98765 43210.',
  numberWrongAbroad: 'Enter the mobile number without the country code, 4 to 14 digits.',
  callingCodeWrong: 'Choose the country code from the list.',
  codeFormat: 'Enter the 6 digits of the code we sent by SMS.',
  sent: (phone: string) => `We sent a 6-digit code to ${phone}. It works for 5 minutes.`,
  verified: 'Your phone number is verified. Members now see “Phone verified” on your profile.',
  alreadyVerified: 'This number is already verified on your profile.',
  codeWrong: 'That code is not right. Check the SMS and type the 6 digits again.',
  codeExpired: 'That code has expired. Choose Send a new code.',
  codeUsedUp: 'That code was tried 5 times and no longer works. Choose Send a new code.',
  noCode: 'Ask for a code first: enter your mobile number and choose Send code.',
  numberTaken: 'This number is already verified on another profile. Use another number, or write to us if it is yours.',
  unavailable: 'Phone checks are not available at the moment. Please try again later.',
  sendFailed: 'We could not send the SMS just now. Check the number and try again in a few minutes.',
  tooManySends: (minutes: number) => `Too many codes were asked for from here. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  tooManyWrongCodes: (minutes: number) => `Too many wrong codes. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  codeBeingGuessed: (seconds: number) => `Codes for this number are being tried too quickly. Try again in ${seconds} seconds.`,
  /** The SMS itself: the code first, so a phone's notification shows it. */
  sms: (code: string) => `${code} is your Sambandh code to verify your phone. It works for 5 minutes. Never share it: Sambandh never asks for it.`,
} as const;

/** Why a code did not verify: a stable word the card decides on (DESIGN: Envelope). */
export const PHONE_REASON = { codeWrong: 'codeWrong', codeExpired: 'codeExpired', codeUsedUp: 'codeUsedUp', noCode: 'noCode', numberTaken: 'numberTaken' } as const;

/** The number as E.164 (+919876543210), or null when it is not a mobile number of that country. */
export function toE164(callingCode: string, number: string): string | null {
  const digits = number.replace(/[\s().-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  if (callingCode === '+91') {
    // A leading 0 (or 91) is how some write an Indian mobile; the number itself is 10 digits from 6.
    const national = digits.replace(/^(?:0|91)(?=\d{10}$)/, '');
    return /^[6-9]\d{9}$/.test(national) ? `+91${national}` : null;
  }
  const national = digits.replace(/^0+/, '');
  const e164 = `${callingCode}${national}`;
  return national.length >= 4 && e164.length - 1 <= 15 ? e164 : null;
}

/** "+919876543210" as people read it: "+91 98765 43210" for India, the code and the rest otherwise. */
export function formatPhone(e164: string): string {
  const india = /^\+91(\d{5})(\d{5})$/.exec(e164);
  if (india) return `+91 ${india[1]} ${india[2]}`;
  const code = CALLING_CODES.find((c) => e164.startsWith(c.code));
  return code ? `${code.code} ${e164.slice(code.code.length)}` : e164;
}

/** `POST /user/phone/sendOtp`: the number as typed, and its country code (India when left out). */
export const sendOtpSchema = z
  .object({
    phone: z.string({ error: PHONE_TEXT.numberWrong }).trim().min(1, PHONE_TEXT.numberWrong).max(30, PHONE_TEXT.numberWrong),
    countryCode: z
      .enum(CALLING_CODES.map((c) => c.code) as [CallingCode, ...CallingCode[]], { error: PHONE_TEXT.callingCodeWrong })
      .default(DEFAULT_CALLING_CODE),
  })
  .transform((v, ctx) => {
    const e164 = toE164(v.countryCode, v.phone);
    if (!e164) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: v.countryCode === '+91' ? PHONE_TEXT.numberWrong : PHONE_TEXT.numberWrongAbroad });
      return z.NEVER;
    }
    return { phone: e164 };
  });

/** `POST /user/phone/verifyOtp`. */
export const verifyOtpSchema = z.object({
  code: z
    .string({ error: PHONE_TEXT.codeFormat })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, PHONE_TEXT.codeFormat)),
});

/** `GET /user/phone`: the card's state. */
export interface PhoneStatus {
  /** The contact phone as saved (any format); null when none. */
  phone: string | null;
  /** When that phone was confirmed by SMS; null when not (or changed since). */
  verifiedAt: number | null;
  /** A code is on its way to this number (E.164) and works until `expiresAt`. */
  pending: { phone: string; expiresAt: number } | null;
}
