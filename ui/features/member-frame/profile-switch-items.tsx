import { useRouter } from '@tanstack/react-router';
import { Header, MenuItem, MenuSection, Separator } from 'react-aria-components';
import { m } from '../../../contract/i18n/paraglide/messages';
import type { UsableProfile } from '../../../contract/managers';
import { showToast } from '../../state/alerts';
import { switchProfile } from '../../lib/profile-switch';
import { relationLabel } from '../../lib/family-relations';

/**
 * The profile menu's "Profiles you use" (issue 27): a manager who is also a member, or manages
 * several profiles, changes profile without signing out. Shown only when there is a choice.
 */
export function ProfileSwitchItems({ profiles, itemClass }: { profiles: UsableProfile[]; itemClass: string }) {
  const router = useRouter();
  if (profiles.length < 2) return null;

  async function use(profile: UsableProfile) {
    const res = await switchProfile(profile.profileId);
    if (!res.ok) {
      showToast(res.error, 'error');
      return;
    }
    showToast(m.managers_switched({ name: profile.name }), 'success');
    await router.invalidate();
    await router.navigate({ to: '/dashboard' });
  }

  return (
    <>
      <MenuSection>
        <Header className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase">{m.managers_menu_profiles()}</Header>
        {profiles.map((p) => {
          const label = p.role === 'candidate' ? m.managers_menu_own_profile({ name: p.name }) : m.managers_menu_managed_profile({ name: p.name, relation: p.relation === 'self' ? '' : relationLabel(p.relation) });
          return (
            <MenuItem
              key={p.profileId}
              id={`profile-${p.profileId}`}
              textValue={label}
              isDisabled={p.current}
              onAction={() => void use(p)}
              className={`${itemClass} data-[disabled]:cursor-default data-[disabled]:font-semibold`}
            >
              {label}
              {p.current ? <span className="ml-2 text-xs text-stone-600">({m.managers_menu_current()})</span> : null}
            </MenuItem>
          );
        })}
      </MenuSection>
      <Separator className="my-1 border-t border-maroon-100" />
    </>
  );
}
