import { Link } from '@tanstack/react-router';
import { MESSAGING_TEXT, type MessagingAccess } from '../../../contract/messaging';
import { buttonClass } from '../../components/button';
import { PermissionReason } from './permission-reason';

/**
 * Message and Write a letter on a profile (GET /user/get/{id} `messaging`), or why the viewer
 * can't write yet, with the way to a plan when a plan is what is missing.
 */
export function ProfileMessaging({ memberId, access }: { memberId: string; access: MessagingAccess }) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {access.chat === 'allowed' ? (
          <Link to="/messages/$id" params={{ id: memberId }} className={buttonClass('primary')}>
            {MESSAGING_TEXT.message}
          </Link>
        ) : null}
        {access.mail === 'allowed' ? (
          <Link to="/mailbox" search={{ to: memberId }} className={buttonClass('secondary')}>
            {MESSAGING_TEXT.writeLetter}
          </Link>
        ) : null}
      </div>
      {access.chat !== 'allowed' ? (
        <PermissionReason permission={access.chat} />
      ) : access.mail !== 'allowed' ? (
        <PermissionReason permission={access.mail} kind="mail" />
      ) : null}
    </div>
  );
}
