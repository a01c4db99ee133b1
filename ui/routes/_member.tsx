import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { MemberFrame } from '../features/member-frame/member-frame';
import { ChatLink } from '../features/messaging/chat-link';
import { NotificationMenus } from '../features/notifications/notification-menus';
import { isMemberAtom } from '../state/session';

/** The member area (spec §6): a userId and role 2, else /login with the way back. */
export const Route = createFileRoute('/_member')({
  beforeLoad: ({ context, location }) => {
    if (!context.store.get(isMemberAtom)) {
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
  },
  component: () => (
    <MemberFrame
      notifications={
        <>
          <ChatLink />
          <NotificationMenus />
        </>
      }
    >
      <Outlet />
    </MemberFrame>
  ),
});
