import { Link } from '@tanstack/react-router';
import { MESSAGING_TEXT, type MessagePermission } from '../../../contract/messaging';
import { ResendOwnLink } from '../../components/resend-verification';
import { m } from '../../../contract/i18n/paraglide/messages';

/**
 * Why the member can't write, in the contract's words, with the way to a plan when a plan is
 * what is missing. `kind` picks the letter's wording of the upgrade reason.
 */
export function PermissionReason({ permission, kind = 'chat' }: { permission: Exclude<MessagePermission, 'allowed'>; kind?: 'chat' | 'mail' }) {
  const text = permission === 'upgrade' && kind === 'mail' ? MESSAGING_TEXT.reasons.upgradeMail : MESSAGING_TEXT.reasons[permission];
  return (
    <div className="flex flex-col items-start gap-2 text-sm">
      <p>
        {text}
        {permission === 'upgrade' ? (
          <>
            {' '}
            <Link to="/membership" className="font-semibold underline underline-offset-4">
              {m.messaging_see_plans()}
            </Link>
          </>
        ) : null}
      </p>
      {permission === 'emailNotVerified' ? <ResendOwnLink /> : null}
    </div>
  );
}
