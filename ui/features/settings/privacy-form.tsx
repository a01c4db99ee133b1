import { useState, type FormEvent } from 'react';
import {
  CONTACT_PRIVACY,
  CONTACT_PRIVACY_LABELS,
  PHOTO_PRIVACY,
  PHOTO_PRIVACY_LABELS,
  PROFILE_VISIBILITY,
  PROFILE_VISIBILITY_LABELS,
  SETTINGS_TEXT,
  type ContactPrivacy,
  type MemberSettings,
  type PhotoPrivacy,
  type ProfileVisibility,
} from '../../../contract/settings';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { RadioGroupField } from '../../components/radio-group-field';
import { api, call } from '../../lib/api';
import { showToast } from '../../state/alerts';
import { m } from '../../../contract/i18n/paraglide/messages';

const options = <K extends string>(ids: readonly K[], labels: Record<K, string>) => ids.map((id) => ({ id, label: labels[id] }));

/** Who may see the photos, the contact details and the profile. */
export function PrivacyForm({ userId, setting, onSaved }: { userId: string; setting: MemberSettings; onSaved: (s: MemberSettings) => void }) {
  const [values, setValues] = useState({ photoPrivacy: setting.photoPrivacy, contactPrivacy: setting.contactPrivacy, profileVisibility: setting.profileVisibility });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setBusy(true);
    const res = await call(() => api.user.updateSetting[':id'].$put({ param: { id: userId }, json: values }));
    setBusy(false);
    if (!res.ok) {
      setErrors(res.fields);
      setError(res.error);
      return;
    }
    setErrors({});
    onSaved(res.body.data.setting);
    showToast(res.body.message ?? SETTINGS_TEXT.saved, 'success');
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-5">
      {error ? <Notice tone="error">{error}</Notice> : null}
      <RadioGroupField
        label={m.settings_privacy_photos()}
        name="photoPrivacy"
        options={options(PHOTO_PRIVACY, PHOTO_PRIVACY_LABELS)}
        value={values.photoPrivacy}
        onChange={(v) => setValues((s) => ({ ...s, photoPrivacy: v as PhotoPrivacy }))}
        error={errors.photoPrivacy}
      />
      <RadioGroupField
        label={m.settings_privacy_contact()}
        name="contactPrivacy"
        options={options(CONTACT_PRIVACY, CONTACT_PRIVACY_LABELS)}
        value={values.contactPrivacy}
        onChange={(v) => setValues((s) => ({ ...s, contactPrivacy: v as ContactPrivacy }))}
        error={errors.contactPrivacy}
      />
      <RadioGroupField
        label={m.settings_privacy_profile()}
        name="profileVisibility"
        options={options(PROFILE_VISIBILITY, PROFILE_VISIBILITY_LABELS)}
        value={values.profileVisibility}
        onChange={(v) => setValues((s) => ({ ...s, profileVisibility: v as ProfileVisibility }))}
        error={errors.profileVisibility}
      />
      <Button type="submit" isDisabled={busy} className="self-start">{busy ? m.settings_saving() : m.settings_privacy_save()}</Button>
    </form>
  );
}
