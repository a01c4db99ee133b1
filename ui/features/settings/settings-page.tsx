import { useState } from 'react';
import { ACCOUNT_DATA_TEXT } from '../../../contract/account-data';
import { ID_VERIFICATION_TEXT } from '../../../contract/id-verification';
import type { MemberSettings } from '../../../contract/settings';
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

/** /setting (Account Setting): matching, privacy, e-mail, password, your data, deactivate and delete. */
export function SettingsPage({ userId, data }: { userId: string; data: SettingsPageData }) {
  usePageTitle('Account Setting');
  const [setting, setSetting] = useState<MemberSettings>(data.setting);
  const [pendingEmail, setPendingEmail] = useState(data.pendingEmail);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <h1 className="font-display text-3xl font-bold text-maroon-800">Account Setting</h1>
      <SettingsSection title="Finding soulmate" intro="Whether you take part in matches and recommendations.">
        <MatchSwitch userId={userId} setting={setting} onSaved={setSetting} />
      </SettingsSection>
      <SettingsSection title="Horoscope privacy" intro="Who may open your horoscope. With a password, only members you give it to can.">
        <HoroscopePrivacyForm setting={setting} onSaved={setSetting} />
      </SettingsSection>
      <SettingsSection title="Photos, contact details and profile" intro="Blocked members never see you, whatever you choose here.">
        <PrivacyForm userId={userId} setting={setting} onSaved={setSetting} />
      </SettingsSection>
      <SettingsSection title="Verify your phone" intro="A “Phone verified” badge on your profile and cards, once you type the code we send by SMS.">
        <VerifyPhone status={data.phone} />
      </SettingsSection>
      <SettingsSection title={ID_VERIFICATION_TEXT.title} intro={ID_VERIFICATION_TEXT.intro}>
        <VerifyId status={data.idVerification} />
      </SettingsSection>
      <SettingsSection title="E-mail address" intro="We send a link to the new address; it takes effect when you open it.">
        <ChangeEmailForm email={data.email} pendingEmail={pendingEmail} onPending={setPendingEmail} />
      </SettingsSection>
      <SettingsSection title="Password">
        <MemberChangePasswordForm userId={userId} email={data.email} />
      </SettingsSection>
      <SettingsSection title={ACCOUNT_DATA_TEXT.title} intro={ACCOUNT_DATA_TEXT.intro}>
        <DataDownload />
      </SettingsSection>
      <SettingsSection title="Deactivate account" intro="Take a break: you are hidden from everyone until you sign in again.">
        <CloseAccount kind="deactivate" />
      </SettingsSection>
      <SettingsSection title="Delete account" tone="danger" intro="Remove your profile and everything in it for good.">
        <CloseAccount kind="delete" />
      </SettingsSection>
    </div>
  );
}
