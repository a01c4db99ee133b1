import { z } from 'zod';
import { m } from './i18n/paraglide/messages';

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
 * Each country is named in the reader's language when it is read (issue 25).
 */
export const CALLING_CODES = [
  { code: '+91', get country() { return m.settings_country_india(); } },
  { code: '+1', get country() { return m.settings_country_united_states_and_canada(); } },
  { code: '+44', get country() { return m.settings_country_united_kingdom(); } },
  { code: '+971', get country() { return m.settings_country_united_arab_emirates(); } },
  { code: '+966', get country() { return m.settings_country_saudi_arabia(); } },
  { code: '+974', get country() { return m.settings_country_qatar(); } },
  { code: '+968', get country() { return m.settings_country_oman(); } },
  { code: '+965', get country() { return m.settings_country_kuwait(); } },
  { code: '+973', get country() { return m.settings_country_bahrain(); } },
  { code: '+61', get country() { return m.settings_country_australia(); } },
  { code: '+64', get country() { return m.settings_country_new_zealand(); } },
  { code: '+65', get country() { return m.settings_country_singapore(); } },
  { code: '+60', get country() { return m.settings_country_malaysia(); } },
  { code: '+977', get country() { return m.settings_country_nepal(); } },
  { code: '+94', get country() { return m.settings_country_sri_lanka(); } },
  { code: '+880', get country() { return m.settings_country_bangladesh(); } },
  { code: '+49', get country() { return m.settings_country_germany(); } },
  { code: '+353', get country() { return m.settings_country_ireland(); } },
  { code: '+31', get country() { return m.settings_country_netherlands(); } },
  { code: '+33', get country() { return m.settings_country_france(); } },
  { code: '+41', get country() { return m.settings_country_switzerland(); } },
  { code: '+27', get country() { return m.settings_country_south_africa(); } },
  { code: '+254', get country() { return m.settings_country_kenya(); } },
  { code: '+230', get country() { return m.settings_country_mauritius(); } },
] as const;
export type CallingCode = (typeof CALLING_CODES)[number]['code'];
export const DEFAULT_CALLING_CODE: CallingCode = '+91';

/** Getters and functions: each text is read in the reader's language when it is used (issue 25). */
export const PHONE_TEXT = {
  get numberWrong() { return m.settings_phone_number_wrong(); },
  get numberWrongAbroad() { return m.settings_phone_number_wrong_abroad(); },
  get callingCodeWrong() { return m.settings_phone_calling_code_wrong(); },
  get codeFormat() { return m.settings_phone_code_format(); },
  sent: (phone: string) => m.settings_phone_sent({ phone }),
  get verified() { return m.settings_phone_verified(); },
  get alreadyVerified() { return m.settings_phone_already_verified(); },
  get codeWrong() { return m.settings_phone_code_wrong(); },
  get codeExpired() { return m.settings_phone_code_expired(); },
  get codeUsedUp() { return m.settings_phone_code_used_up(); },
  get noCode() { return m.settings_phone_no_code(); },
  get numberTaken() { return m.settings_phone_number_taken(); },
  get unavailable() { return m.settings_phone_unavailable(); },
  get sendFailed() { return m.settings_phone_send_failed(); },
  tooManySends: (minutes: number) => m.settings_phone_too_many_sends({ count: minutes }),
  tooManyWrongCodes: (minutes: number) => m.settings_phone_too_many_wrong_codes({ count: minutes }),
  codeBeingGuessed: (seconds: number) => m.settings_phone_code_being_guessed({ count: seconds }),
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
    phone: z
      .string({ error: () => PHONE_TEXT.numberWrong })
      .trim()
      .min(1, { error: () => PHONE_TEXT.numberWrong })
      .max(30, { error: () => PHONE_TEXT.numberWrong }),
    countryCode: z
      .enum(CALLING_CODES.map((c) => c.code) as [CallingCode, ...CallingCode[]], { error: () => PHONE_TEXT.callingCodeWrong })
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
    .string({ error: () => PHONE_TEXT.codeFormat })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { error: () => PHONE_TEXT.codeFormat })),
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
