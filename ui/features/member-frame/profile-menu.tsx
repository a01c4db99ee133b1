import { m } from '../../../contract/i18n/paraglide/messages';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { Avatar } from '../../components/avatar';
import { formatCount } from '../../lib/format';
import { sessionAtom } from '../../state/session';
import { unreadAtom } from '../../state/messaging';
import { LogoutDialog } from '../../components/logout-dialog';
import { showsProfileMatches } from './profile-matches-rule';
import { overlayRoot } from '../../lib/overlay-root';
import { ProfileSwitchItems } from './profile-switch-items';
import { useUsableProfiles } from './use-usable-profiles';

const itemClass =
  'block cursor-pointer rounded-md px-3 py-2 text-sm text-stone-900 outline-none data-[focused]:bg-maroon-50 data-[focused]:text-maroon-800';

/** Spec §2 profile menu: Account Setting, My Profile, Inbox, Profile Matches (by rule), Logout; and Membership (issue 23). */
export function ProfileMenu() {
  const session = useAtomValue(sessionAtom);
  const [confirming, setConfirming] = useState(false);
  const letters = useAtomValue(unreadAtom).letters;
  const profiles = useUsableProfiles();
  if (!session) return null;
  const user = session.userData;
  const inbox = letters > 0 ? m.member_frame_count_unread({ label: m.member_frame_inbox(), count: formatCount(letters) }) : m.member_frame_inbox();
  return (
    <>
      <MenuTrigger>
        <Button className="relative flex items-center gap-2 rounded-full p-1 pr-2 hover:bg-maroon-50 data-[pressed]:bg-maroon-100">
          <Avatar name={user.name} picture={user.profilePicture} size={36} />
          <span className="sr-only">{m.member_frame_profile_menu_for()}</span>
          <span className="sr-only max-w-32 truncate text-sm font-semibold text-stone-900 md:not-sr-only">{user.name}</span>
          {letters > 0 ? <span className="sr-only">{m.member_frame_unread_letters({ count: formatCount(letters) })}</span> : null}
          {letters > 0 ? <span aria-hidden="true" className="absolute top-0.5 left-8 h-2.5 w-2.5 rounded-full border border-white bg-maroon-700" /> : null}
          <span aria-hidden="true" className="text-stone-600">▾</span>
        </Button>
        <Popover UNSTABLE_portalContainer={overlayRoot()} placement="bottom end" className="w-56 rounded-xl border border-maroon-100 bg-white p-1 shadow-xl">
          <Menu aria-label={m.member_frame_profile_menu()} className="outline-none">
            <ProfileSwitchItems profiles={profiles} itemClass={itemClass} />
            <MenuItem href="/setting" className={itemClass}>{m.member_frame_account_setting()}</MenuItem>
            <MenuItem href="/profile" className={itemClass}>{m.member_frame_my_profile()}</MenuItem>
            {/* The candidate, the managers and the profile's history (issue 27). */}
            <MenuItem href="/family/managers" className={itemClass}>{m.managers_menu_family()}</MenuItem>
            {/* The plan, its payments and receipts (issue 23): where a member looks for what they pay. */}
            <MenuItem href="/membership" className={itemClass}>{m.member_frame_membership()}</MenuItem>
            <MenuItem href="/mailList" textValue={inbox} aria-label={inbox} className={`${itemClass} flex items-center justify-between`}>
              {m.member_frame_inbox()}
              {letters > 0 ? <span aria-hidden="true" className="rounded-full bg-maroon-700 px-2 text-xs font-bold text-white">{letters}</span> : null}
            </MenuItem>
            {showsProfileMatches(user) ? (
              <MenuItem href="/newMatches" className={itemClass}>{m.member_frame_profile_matches()}</MenuItem>
            ) : null}
            <Separator className="my-1 border-t border-maroon-100" />
            <MenuItem onAction={() => setConfirming(true)} className={itemClass}>{m.components_logout()}</MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
      <LogoutDialog isOpen={confirming} onOpenChange={setConfirming} />
    </>
  );
}
