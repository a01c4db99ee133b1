import { useState, type FormEvent } from 'react';
import { changePasswordSchema } from '../../contract/auth';
import type { ApiResult } from '../lib/api';
import { fieldErrors } from '../lib/form-errors';
import { showToast } from '../state/alerts';
import { Button } from './button';
import { Notice } from './notice';
import { TextField } from './text-field';
import { m } from '../../contract/i18n/paraglide/messages';

const EMPTY = { oldPassword: '', newPassword: '', confirm: '' };

interface ChangePasswordFormProps {
  /** The account's e-mail, so password managers file the new password under it. */
  email: string;
  /** Says what happens to other sessions. */
  description: string;
  send: (input: { oldPassword: string; newPassword: string }) => Promise<ApiResult<{ message: string }>>;
}

/** Current, new and repeated password; used by members (/setting) and admins alike. */
export function ChangePasswordForm({ email, description, send }: ChangePasswordFormProps) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const parsed = changePasswordSchema.safeParse(values);
    const next = parsed.success ? {} : fieldErrors(parsed.error);
    if (values.confirm !== values.newPassword) next.confirm = m.settings_password_mismatch();
    if (!parsed.success || next.confirm) return setErrors(next);
    setErrors({});
    setBusy(true);
    const res = await send(parsed.data);
    setBusy(false);
    if (!res.ok) {
      setErrors(res.fields);
      setError(res.error);
      return;
    }
    setValues(EMPTY);
    showToast(res.body.message, 'success');
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex max-w-md flex-col gap-4">
      {error ? <Notice tone="error">{error}</Notice> : null}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField label={m.settings_current_password()} name="oldPassword" type="password" autoComplete="current-password" value={values.oldPassword} onChange={set('oldPassword')} error={errors.oldPassword} isRequired />
      <TextField
        label={m.settings_new_password()}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={set('newPassword')}
        error={errors.newPassword}
        description={description}
        isRequired
      />
      <TextField label={m.settings_confirm_password()} name="confirm" type="password" autoComplete="new-password" value={values.confirm} onChange={set('confirm')} error={errors.confirm} isRequired />
      <Button type="submit" isDisabled={busy} className="self-start">{busy ? m.settings_saving() : m.settings_change_password()}</Button>
    </form>
  );
}
