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
/** Built when drawn: PREFERENCE_TEXT's sentences are read in the page's language, as the server says them. */
function fixFor(message: string): { to: '/setting' | '/profile' | '/preferences'; text: string } | null {
  if (message === PREFERENCE_TEXT.noGotra) return { to: '/profile', text: m.matches_fix_gotra() };
  if (message === PREFERENCE_TEXT.noPreference) return { to: '/preferences', text: m.matches_fix_preferences() };
  if (message === PREFERENCE_TEXT.matchDisabled) return { to: '/setting', text: m.matches_fix_setting() };
  return null;
}

/** The blocking message and the one way on from it. */
export function PreferenceBlock({ message }: { message: string }) {
  const fix = fixFor(message);
  return (
    <div className="flex flex-col items-start gap-3">
      <Notice tone="info">{message}</Notice>
      {message === PREFERENCE_TEXT.emailNotVerified ? (
        <ResendOwnLink />
      ) : fix ? (
        <Link to={fix.to} className={buttonClass('secondary')}>
          {fix.text}
        </Link>
      ) : null}
    </div>
  );
}
