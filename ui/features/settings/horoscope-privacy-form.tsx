import { useState, type FormEvent } from 'react';
import {
  HOROSCOPE_PASSWORD_MAX,
  HOROSCOPE_PRIVACY,
  HOROSCOPE_PRIVACY_LABELS,
  horoscopePrivacySchema,
  type HoroscopePrivacy,
  type MemberSettings,
} from '../../../contract/settings';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { RadioGroupField } from '../../components/radio-group-field';
import { TextField } from '../../components/text-field';
import { api, call } from '../../lib/api';
import { fieldErrors } from '../../lib/form-errors';
import { showToast } from '../../state/alerts';
import { m } from '../../../contract/i18n/paraglide/messages';

/** Horoscope privacy: visible, hidden, or protected by a password members must be given. */
export function HoroscopePrivacyForm({ setting, onSaved }: { setting: MemberSettings; onSaved: (s: MemberSettings) => void }) {
  const [privacy, setPrivacy] = useState<HoroscopePrivacy>(setting.horoscope.privacy);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const alreadyProtected = setting.horoscope.privacy === 'hpassword';

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const parsed = horoscopePrivacySchema.safeParse(privacy === 'hpassword' ? { privacy, password } : { privacy });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setBusy(true);
    const res = await call(() => api.user.update.horoscope.block.$put({ json: parsed.data }));
    setBusy(false);
    if (!res.ok) {
      setErrors(res.fields);
      setError(res.error);
      return;
    }
    setPassword('');
    onSaved(res.body.data.setting);
    showToast(res.body.message, 'success');
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      {error ? <Notice tone="error">{error}</Notice> : null}
      <RadioGroupField
        label={m.settings_horoscope_who()}
        name="horoscopePrivacy"
        options={HOROSCOPE_PRIVACY.map((id) => ({ id, label: HOROSCOPE_PRIVACY_LABELS[id] }))}
        value={privacy}
        onChange={(v) => setPrivacy(v as HoroscopePrivacy)}
        error={errors.privacy}
      />
      {privacy === 'hpassword' ? (
        <TextField
          label={alreadyProtected ? m.settings_horoscope_new_password() : m.settings_horoscope_password_label()}
          name="horoscopePassword"
          type="password"
          autoComplete="off"
          value={password}
          onChange={setPassword}
          maxLength={HOROSCOPE_PASSWORD_MAX}
          error={errors.password}
          description={m.settings_horoscope_password_hint({ max: HOROSCOPE_PASSWORD_MAX })}
          isRequired
          className="max-w-md"
        />
      ) : null}
      <Button type="submit" isDisabled={busy} className="self-start">{busy ? m.settings_saving() : m.settings_horoscope_save()}</Button>
    </form>
  );
}
