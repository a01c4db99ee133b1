import { useAtomValue } from 'jotai';
import { sessionAtom } from '../../state/session';
import { useState } from 'react';
import { ACCOUNT_DATA_TEXT } from '../../../contract/account-data';
import { ID_VERIFICATION_TEXT } from '../../../contract/id-verification';
import type { MemberSettings } from '../../../contract/settings';
import { Link } from '@tanstack/react-router';
import { LanguageMenu } from '../../components/language-menu';
import { usePageTitle } from '../../lib/page-title';
import { ChangeEmailForm } from './change-email-form';
import { MemberChangePasswordForm } from './change-password-form';
import { CloseAccount } from './close-account';
import { DataDownload } from './data-download';
import { HoroscopePrivacyForm } from './horoscope-privacy-form';
import { MatchSwitch } from './match-switch';
import { PrivacyForm } from './privacy-form';
import { SettingsSection } from './section';
import { VerifyId } from './verify-id';
import { VerifyPhone } from './verify-phone';
import type { SettingsPageData } from './settings-api';
import { m } from '../../../contract/i18n/paraglide/messages';

/** /setting (Account Setting): matching, the language (decision 0963), privacy, e-mail, password, your data, deactivate and delete. */
export function SettingsPage({ userId, data }: { userId: string; data: SettingsPageData }) {
  usePageTitle(m.settings_heading());
  const [setting, setSetting] = useState<MemberSettings>(data.setting);
  const [pendingEmail, setPendingEmail] = useState(data.pendingEmail);
  const user = useAtomValue(sessionAtom)?.userData;
  const managing = !!user && 'managedBy' in user && !!user.managedBy;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <h1 className="font-display text-3xl font-bold text-maroon-800">{m.settings_heading()}</h1>
      <SettingsSection title={m.settings_match_title()} intro={m.settings_match_intro()}>
        <MatchSwitch userId={userId} setting={setting} onSaved={setSetting} />
      </SettingsSection>
      <SettingsSection title={m.language_settings_title()} intro={m.language_settings_intro()}>
        <LanguageMenu showLabel />
      </SettingsSection>
      <SettingsSection title={m.settings_horoscope_title()} intro={m.settings_horoscope_intro()}>
        <HoroscopePrivacyForm setting={setting} onSaved={setSetting} />
      </SettingsSection>
      <SettingsSection title={m.settings_privacy_title()} intro={m.settings_privacy_intro()}>
        <PrivacyForm userId={userId} setting={setting} onSaved={setSetting} />
      </SettingsSection>
      <SettingsSection title={m.settings_phone_title()} intro={m.settings_phone_intro()}>
        <VerifyPhone status={data.phone} />
      </SettingsSection>
      <SettingsSection title={ID_VERIFICATION_TEXT.title} intro={ID_VERIFICATION_TEXT.intro}>
        <VerifyId status={data.idVerification} />
      </SettingsSection>
      {/* Issue 27: the family who help run the profile, invitations and the profile's history. */}
      <SettingsSection title={m.managers_family_title()} intro={m.managers_settings_intro()}>
        <Link to="/family/managers" className="font-semibold text-maroon-700 underline underline-offset-4">{m.managers_settings_open()}</Link>
      </SettingsSection>
      {/* The candidate's e-mail is theirs to change, not their family's (issue 27). */}
      {managing ? null : (
        <SettingsSection title={m.settings_email_title()} intro={m.settings_email_intro()}>
          <ChangeEmailForm email={data.email} pendingEmail={pendingEmail} onPending={setPendingEmail} />
        </SettingsSection>
      )}
      <SettingsSection title={m.settings_password_title()}>
        <MemberChangePasswordForm userId={userId} email={data.email} />
      </SettingsSection>
      <SettingsSection title={ACCOUNT_DATA_TEXT.title} intro={ACCOUNT_DATA_TEXT.intro}>
        <DataDownload />
      </SettingsSection>
      <SettingsSection title={m.settings_deactivate_title()} intro={m.settings_deactivate_intro()}>
        <CloseAccount kind="deactivate" />
      </SettingsSection>
      <SettingsSection title={m.settings_delete_title()} tone="danger" intro={m.settings_delete_intro()}>
        <CloseAccount kind="delete" />
      </SettingsSection>
    </div>
  );
}
