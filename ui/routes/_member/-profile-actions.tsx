import { useRouter } from '@tanstack/react-router';
import { TreeViewAction } from '../../features/family/tree/tree-view-action';
import { ProfileMessaging } from '../../features/messaging/profile-messaging';
import { ProfileRequests } from '../../features/requests/profile-requests';
import type { MemberActionSlots } from '../../features/social/member-actions';
import type { ViewedMember } from '../../lib/member-api';

/**
 * The actions of the requests, messaging and family domains on a member's profile
 * (/viewprofile/{id} and its /viewProfile alias). Composed here, in the routes, because
 * features do not import each other. The '-' prefix keeps this file out of the route tree.
 */
export function profileActions(member: ViewedMember): MemberActionSlots {
  return {
    requests: <RequestsOnProfile member={member} />,
    messaging: <ProfileMessaging memberId={member._id} access={member.messaging} />,
    treeView: <TreeViewAction member={member} />,
  };
}

function RequestsOnProfile({ member }: { member: ViewedMember }) {
  const router = useRouter();
  return (
    <ProfileRequests
      memberId={member._id}
      name={member.basicDetails.name}
      shortlisted={member.isShortlisted}
      interest={member.interest}
      matchable={member.isMatchable}
      hidden={{
        photo: member.pictures.length === 0,
        contact: member.contactAccess === 'afterAccept',
        horoscope: member.horoscopePrivacy !== 'visible',
      }}
      asked={member.asked}
      onChange={() => void router.invalidate()}
    />
  );
}
