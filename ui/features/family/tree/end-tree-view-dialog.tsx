import { useState } from 'react';
import { TREE_TEXT } from '../../../../contract/family-tree';
import { m } from '../../../../contract/i18n/paraglide/messages';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { showToast } from '../../../state/alerts';
import { endTreeView } from './tree-api';

export interface EndingView {
  /** The accepted tree view request. */
  id: string;
  /** The other side's name. */
  name: string;
  /** 'owner': I stop sharing my tree with `name`; 'viewer': I stop viewing `name`'s tree. */
  as: 'owner' | 'viewer';
}

/**
 * The confirmation before a tree view ends (decision 0743): it closes the tree at once and the
 * other member is told, so it is asked, never done on one click. The server's message either way.
 */
export function EndTreeViewDialog({ view, onClose, onEnded }: { view: EndingView; onClose: () => void; onEnded: () => void }) {
  const [busy, setBusy] = useState(false);
  const owner = view.as === 'owner';
  async function confirm() {
    setBusy(true);
    const res = await endTreeView(view.id);
    setBusy(false);
    showToast(res.ok ? res.body.message : res.error, res.ok ? 'success' : 'error');
    onClose();
    if (res.ok) onEnded();
  }
  return (
    <Modal title={owner ? m.family_tree_stop_sharing_title() : m.family_tree_stop_viewing_title()} role="alertdialog" isOpen onOpenChange={(open) => (open ? null : onClose())}>
      <p className="text-stone-800">
        {owner ? m.family_tree_stop_sharing_body({ name: view.name }) : m.family_tree_stop_viewing_body({ name: view.name })}
      </p>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onPress={onClose}>
          {m.family_cancel()}
        </Button>
        <Button variant="danger" isDisabled={busy} onPress={() => void confirm()}>
          {owner ? TREE_TEXT.stopSharing : TREE_TEXT.stopViewing}
        </Button>
      </div>
    </Modal>
  );
}
