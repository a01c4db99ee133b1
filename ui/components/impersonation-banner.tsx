import { m } from '../../contract/i18n/paraglide/messages';
import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { logout } from '../lib/session';
import { impersonatingAtom, sessionAtom } from '../state/session';
import { Button } from './button';

/**
 * Above every member page while an administrator acts as a member (spec §4, §6: "switch into a
 * member session and return"): who they are acting as, and the way back on the banner itself.
 * Returning is the spec's logout of the member session, which puts the admin's own back.
 */
export function ImpersonationBanner() {
  const router = useRouter();
  const impersonating = useAtomValue(impersonatingAtom);
  const name = useAtomValue(sessionAtom)?.userData.name;
  const [busy, setBusy] = useState(false);
  if (!impersonating) return null;

  async function returnToAdmin() {
    setBusy(true);
    await logout((href) => router.navigate({ href }), name ? m.components_impersonation_back({ name }) : m.components_impersonation_back_unnamed());
    setBusy(false);
  }

  return (
    <section aria-label={m.components_impersonation_region()} className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-gold-400 px-4 py-1.5 text-sm font-semibold text-stone-900">
      <p>{m.components_impersonation_acting_as({ name: name ?? '' })}</p>
      <Button variant="secondary" className="px-3 py-1" onPress={() => void returnToAdmin()} isDisabled={busy}>
        {busy ? m.components_impersonation_returning() : m.components_impersonation_return()}
      </Button>
    </section>
  );
}
