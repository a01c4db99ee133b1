import { Link } from '@tanstack/react-router';
import { m } from '../../contract/i18n/paraglide/messages';
import { PREFERENCE_TEXT } from '../../contract/preferences';
import { buttonClass } from './button';
import { Notice } from './notice';
import { ResendOwnLink } from './resend-verification';

/**
 * Where a member can fix what blocks their match lists (the spec's messages on
 * /matchRecommendation and /familyFinding). The spec gives only the sentences, so they are the
 * keys. An unverified address is fixed with the link itself, not a trip to Account Setting
 * (decision 0880).
 */
const FIX: Record<string, { to: '/setting' | '/profile' | '/preferences'; text: () => string } | undefined> = {
  [PREFERENCE_TEXT.noGotra]: { to: '/profile', text: m.matches_fix_gotra },
  [PREFERENCE_TEXT.noPreference]: { to: '/preferences', text: m.matches_fix_preferences },
  [PREFERENCE_TEXT.matchDisabled]: { to: '/setting', text: m.matches_fix_setting },
};

/** The blocking message and the one way on from it. */
export function PreferenceBlock({ message }: { message: string }) {
  const fix = FIX[message];
  return (
    <div className="flex flex-col items-start gap-3">
      <Notice tone="info">{message}</Notice>
      {message === PREFERENCE_TEXT.emailNotVerified ? (
        <ResendOwnLink />
      ) : fix ? (
        <Link to={fix.to} className={buttonClass('secondary')}>
          {fix.text()}
        </Link>
      ) : null}
    </div>
  );
}
