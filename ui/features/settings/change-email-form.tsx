import { useState, type FormEvent } from 'react';
import { changeEmailSchema } from '../../../contract/settings';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { TextField } from '../../components/text-field';
import { api, call } from '../../lib/api';
import { fieldErrors } from '../../lib/form-errors';
import { showToast } from '../../state/alerts';
import { m } from '../../../contract/i18n/paraglide/messages';

const EMPTY = { email: '', password: '' };

/** PUT /user/update/email: the new address must be confirmed from the link sent to it. */
export function ChangeEmailForm({ email, pendingEmail, onPending }: { email: string; pendingEmail: string | null; onPending: (email: string) => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const parsed = changeEmailSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setBusy(true);
    const res = await call(() => api.user.update.email.$put({ json: parsed.data }));
    setBusy(false);
    if (!res.ok) {
      setErrors(res.fields);
      setError(res.error);
      return;
    }
    setValues(EMPTY);
    onPending(res.body.data.pendingEmail);
    showToast(res.body.message, 'success', 5000);
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex max-w-md flex-col gap-4">
      <p className="text-stone-800">
        {m.settings_email_current_before()}
        <strong className="break-all">{email}</strong>
        {m.settings_email_current_after()}
      </p>
      {pendingEmail ? (
        <Notice tone="info">
          {m.settings_email_pending_before()}
          <strong className="break-all">{pendingEmail}</strong>
          {m.settings_email_pending_after()}
        </Notice>
      ) : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      <TextField label={m.settings_email_new()} name="newEmail" type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} isRequired />
      <TextField
        label={m.settings_current_password()}
        name="emailPassword"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        isRequired
      />
      <Button type="submit" isDisabled={busy} className="self-start">{busy ? m.settings_sending() : m.settings_email_send_link()}</Button>
    </form>
  );
}
