import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { emailOnlySchema } from '../../../contract/auth';
import { m } from '../../../contract/i18n/paraglide/messages';
import { Button } from '../../components/button';
import { useCaptcha } from '../../components/captcha';
import { Notice } from '../../components/notice';
import { TextField } from '../../components/text-field';
import { api, call } from '../../lib/api';
import { fieldErrors } from '../../lib/form-errors';

/** Asks for a reset link (POST /auth/forgotPassword). */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setNotice(null);
    const parsed = emailOnlySchema.safeParse({ email });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const headers = captcha.take();
    if (!headers) return;
    setBusy(true);
    const res = await call(() => api.auth.forgotPassword.$post({ json: parsed.data }, { headers }));
    setBusy(false);
    if (res.ok) setNotice({ tone: 'success', text: res.body.message });
    else {
      setErrors(res.fields);
      setNotice({ tone: 'error', text: res.error });
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <TextField label={m.auth_field_email()} name="email" type="email" autoComplete="email" value={email} onChange={setEmail} error={errors.email} isRequired />
      {captcha.field}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" isDisabled={busy}>{busy ? m.auth_sending() : m.auth_forgot_submit()}</Button>
        <Link to="/login" className="text-sm font-semibold text-maroon-700 underline underline-offset-4">{m.auth_forgot_back_to_login()}</Link>
      </div>
    </form>
  );
}
