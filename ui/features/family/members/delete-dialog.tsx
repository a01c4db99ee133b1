import { useState } from 'react';
import type { FamilyMemberView } from '../../../../contract/family';
import { m } from '../../../../contract/i18n/paraglide/messages';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { showToast } from '../../../state/alerts';
import { deleteFamilyMember } from './members-api';

/** 'Delete Family Members' (spec §2): 'Are You Sure?', Delete and Cancel; the server's message either way (§8). */
export function DeleteDialog({ entry, onClose, onDeleted }: { entry: FamilyMemberView; onClose: () => void; onDeleted: () => void }) {
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    const res = await deleteFamilyMember(entry._id);
    setBusy(false);
    showToast(res.ok ? res.body.message : res.error, res.ok ? 'success' : 'error');
    onClose();
    if (res.ok) onDeleted();
  }
  return (
    <Modal title={m.family_members_delete_title()} role="alertdialog" isOpen onOpenChange={(open) => (open ? null : onClose())}>
      <p className="text-stone-800">{m.family_members_delete_sure()}</p>
      <p className="mt-1 text-sm text-stone-700">
        {m.family_members_delete_body({ name: entry.to_name, relation: entry.relationLabel })}
      </p>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onPress={onClose}>
          {m.family_cancel()}
        </Button>
        <Button variant="danger" isDisabled={busy} onPress={() => void confirm()}>
          {m.family_members_delete()}
        </Button>
      </div>
    </Modal>
  );
}
