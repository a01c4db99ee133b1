import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { resetPasswordSchema } from '../../../contract/auth';
import { m } from '../../../contract/i18n/paraglide/messages';
import { Button, buttonClass } from '../../components/button';
import { Notice } from '../../components/notice';
import { TextField } from '../../components/text-field';
import { api, call } from '../../lib/api';
import { fieldErrors } from '../../lib/form-errors';

/** Sets a new password with the e-mailed token (POST /auth/resetPassword). */
export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [signInPath, setSignInPath] = useState<'/login' | '/adminlogin' | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setNotice(null);
    const parsed = resetPasswordSchema.safeParse({ token, password });
    const next = parsed.success ? {} : fieldErrors(parsed.error);
    if (confirm !== password) next.confirm = m.auth_reset_mismatch();
    if (next.token) setNotice({ tone: 'error', text: next.token });
    if (!parsed.success || next.confirm) {
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    const res = await call(() => api.auth.resetPassword.$post({ json: parsed.data }));
    setBusy(false);
    if (res.ok) {
      setSignInPath(res.body.data.signInPath);
      setNotice({ tone: 'success', text: res.body.message });
    } else {
      setErrors(res.fields);
      setNotice({ tone: 'error', text: res.error });
    }
  }

  if (signInPath && notice) {
    return (
      <div className="flex flex-col gap-4">
        <Notice tone="success">{notice.text}</Notice>
        <Link to={signInPath} className={buttonClass('primary', 'self-start')}>{m.auth_go_to_login()}</Link>
      </div>
    );
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <TextField
        label={m.auth_reset_new_password()}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        description={m.auth_password_description()}
        isRequired
      />
      <TextField label={m.auth_reset_confirm_password()} name="confirm" type="password" autoComplete="new-password" value={confirm} onChange={setConfirm} error={errors.confirm} isRequired />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" isDisabled={busy}>{busy ? m.auth_saving() : m.auth_reset_submit()}</Button>
        <Link to="/forgotpassword" className="text-sm font-semibold text-maroon-700 underline underline-offset-4">{m.auth_reset_ask_new_link()}</Link>
      </div>
    </form>
  );
}
