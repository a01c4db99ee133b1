import { useState } from 'react';
import type { MemberSettings } from '../../../contract/settings';
import { SwitchField } from '../../components/switch-field';
import { api, call } from '../../lib/api';
import { updateSessionUser } from '../../lib/session';
import { showToast } from '../../state/alerts';
import { sessionAtom } from '../../state/session';
import { appStore } from '../../state/store';
import { m } from '../../../contract/i18n/paraglide/messages';

/** Finding soulmate on or off (matchEnabled), saved as soon as it is switched. */
export function MatchSwitch({ userId, setting, onSaved }: { userId: string; setting: MemberSettings; onSaved: (s: MemberSettings) => void }) {
  const [busy, setBusy] = useState(false);

  async function change(matchEnabled: boolean) {
    setBusy(true);
    const res = await call(() => api.user.updateSetting[':id'].$put({ param: { id: userId }, json: { matchEnabled } }));
    setBusy(false);
    if (!res.ok) return showToast(res.error, 'error', 5000);
    onSaved(res.body.data.setting);
    // The header's Profile Matches item follows setting.matchEnabled of the session user.
    const user = appStore.get(sessionAtom)?.userData;
    if (user) updateSessionUser({ ...user, setting: { ...user.setting, matchEnabled } });
    showToast(matchEnabled ? m.settings_match_on_toast() : m.settings_match_off_toast(), 'success');
  }

  return (
    <SwitchField
      label={m.settings_match_title()}
      description={setting.matchEnabled ? m.settings_match_on() : m.settings_match_off()}
      isSelected={setting.matchEnabled}
      onChange={(on) => void change(on)}
      isDisabled={busy}
    />
  );
}
