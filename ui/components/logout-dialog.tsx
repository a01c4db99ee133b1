import { m } from '../../contract/i18n/paraglide/messages';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import { logout } from '../lib/session';

/** Spec §2: a static confirmation (no Escape, no backdrop close) before logging out. */
export function LogoutDialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    await logout((href) => router.navigate({ href }));
    setBusy(false);
    onOpenChange(false);
  }

  return (
    <Modal title={m.components_logout()} isOpen={isOpen} onOpenChange={onOpenChange} isStatic role="alertdialog">
      <p className="text-stone-800">{m.components_logout_question()}</p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={busy}>
          {m.common_cancel()}
        </Button>
        <Button onPress={() => void confirm()} isDisabled={busy} autoFocus>
          {busy ? m.components_logging_out() : m.components_logout()}
        </Button>
      </div>
    </Modal>
  );
}
