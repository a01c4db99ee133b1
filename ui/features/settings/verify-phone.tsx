import { useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { CALLING_CODES, DEFAULT_CALLING_CODE, formatPhone, PHONE_REASON, PHONE_TEXT, sendOtpSchema, verifyOtpSchema, type CallingCode, type PhoneStatus } from '../../../contract/phone';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { VerifiedBadges } from '../../components/verified-badges';
import { api, call } from '../../lib/api';
import { fieldErrors } from '../../lib/form-errors';
import { showToast } from '../../state/alerts';
import { m } from '../../../contract/i18n/paraglide/messages';

/** An Indian contact phone as its 10 digits, so the number field starts filled; otherwise empty. */
function nationalPart(phone: string | null): string {
  const digits = (phone ?? '').replace(/[^\d]/g, '');
  return /^(?:91)?[6-9]\d{9}$/.test(digits) ? digits.slice(-10) : '';
}

/**
 * "Verify your phone" on /setting (issue 24): the number and its country code, Send code, then
 * the six digits from the SMS. The answer's `reason` decides which state shows: a wrong code
 * stays at the code field; an expired or used-up code asks for a new one. Verifying makes the
 * number the contact phone, so the page's data is read again (router.invalidate).
 */
export function VerifyPhone({ status }: { status: PhoneStatus }) {
  const router = useRouter();
  const [countryCode, setCountryCode] = useState<CallingCode>(DEFAULT_CALLING_CODE);
  const [phone, setPhone] = useState(nationalPart(status.phone));
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(status.pending?.phone ?? null);
  const [sentNote, setSentNote] = useState<string | null>(status.pending ? PHONE_TEXT.sent(formatPhone(status.pending.phone)) : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [changing, setChanging] = useState(false);

  async function send(e?: FormEvent) {
    e?.preventDefault();
    setError(null);
    const parsed = sendOtpSchema.safeParse({ phone, countryCode });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setBusy(true);
    const res = await call(() => api.user.phone.sendOtp.$post({ json: { phone, countryCode } }));
    setBusy(false);
    if (!res.ok) {
      setErrors(res.fields);
      setError(res.error);
      return;
    }
    if (res.body.code === 4) {
      // The number typed is the one already verified: nothing was sent, nothing to type.
      showToast(res.body.message ?? '', 'info', 5000);
      setChanging(false);
      return;
    }
    setCode('');
    setSentTo(parsed.data.phone);
    setSentNote(res.body.message ?? null);
  }

  async function verify(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const parsed = verifyOtpSchema.safeParse({ code });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setBusy(true);
    const res = await call(() => api.user.phone.verifyOtp.$post({ json: parsed.data }));
    setBusy(false);
    if (!res.ok) {
      if (res.reason === PHONE_REASON.codeWrong) return setErrors({ code: res.error });
      // Expired, used up, gone or taken: this code is over; a new one starts again.
      if (res.reason) {
        setSentTo(null);
        setSentNote(null);
      }
      setErrors(res.fields);
      setError(res.error);
      return;
    }
    showToast(res.body.message ?? '', 'success', 5000);
    setSentTo(null);
    setSentNote(null);
    setChanging(false);
    await router.invalidate();
  }

  const verified = status.verifiedAt !== null && status.phone;
  if (verified && !changing && !sentTo) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="flex flex-wrap items-center gap-2 text-stone-800">
          <span>
            {m.settings_phone_verified_before()}
            <strong>{formatPhone(status.phone!)}</strong>
            {m.settings_phone_verified_after()}
          </span>
          <VerifiedBadges phone id={false} />
        </p>
        <p className="text-sm text-stone-700">{m.settings_phone_another_hint()}</p>
        <Button variant="secondary" onPress={() => setChanging(true)}>{m.settings_phone_verify_another()}</Button>
      </div>
    );
  }

  return (
    <div className="flex max-w-md flex-col gap-4">
      {error ? <Notice tone="error">{error}</Notice> : null}
      {sentTo ? (
        <form onSubmit={(e) => void verify(e)} noValidate className="flex flex-col gap-4">
          {sentNote ? <Notice tone="info">{sentNote}</Notice> : null}
          <TextField
            label={m.settings_phone_code_label()}
            name="phoneCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            onChange={setCode}
            error={errors.code}
            isRequired
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" isDisabled={busy}>{busy ? m.settings_phone_checking() : m.settings_phone_verify()}</Button>
            <Button variant="secondary" isDisabled={busy} onPress={() => void send()}>{m.settings_phone_send_new_code()}</Button>
            <Button variant="secondary" isDisabled={busy} onPress={() => { setSentTo(null); setSentNote(null); setError(null); }}>{m.settings_phone_use_another()}</Button>
          </div>
        </form>
      ) : (
        <form onSubmit={(e) => void send(e)} noValidate className="flex flex-col gap-4">
          <p className="text-stone-800">{m.settings_phone_why()}</p>
          <SelectField label={m.settings_phone_country_code()} name="countryCode" options={CALLING_CODES.map((c) => ({ id: c.code, label: `${c.country} (${c.code})` }))} value={countryCode} onChange={(v) => setCountryCode((v || DEFAULT_CALLING_CODE) as CallingCode)} error={errors.countryCode} isRequired />
          <TextField label={m.settings_phone_mobile()} name="mobile" type="tel" inputMode="tel" autoComplete="tel-national" value={phone} onChange={setPhone} error={errors.phone} isRequired />
          <Button type="submit" isDisabled={busy} className="self-start">{busy ? m.settings_sending() : m.settings_phone_send_code()}</Button>
        </form>
      )}
    </div>
  );
}
