import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { m } from '../../../../contract/i18n/paraglide/messages';
import { Button, buttonClass } from '../../../components/button';
import { showToast } from '../../../state/alerts';
import { requestTreeView } from './tree-api';

/**
 * 'Request Tree View' (POST /user/request/viewTree): on another member's profile and in place of
 * their tree while it is closed to the viewer. `canRequest` is the profile's
 * `sendRelationRequest` flag (false while a request of the viewer waits).
 */
export function RequestTreeViewButton({ ownerId, canRequest = true, onDone }: { ownerId: string; canRequest?: boolean; onDone?: () => void }) {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(!canRequest);
  async function request() {
    setBusy(true);
    const res = await requestTreeView(ownerId);
    setBusy(false);
    if (!res.ok) return showToast(res.error, 'error');
    showToast(res.body.message, res.body.code === 5 ? 'success' : 'info');
    setSent(true);
    onDone?.();
  }
  return (
    <Button
      variant="secondary"
      isDisabled={busy || sent}
      onPress={() => void request()}
    >
      {sent ? m.family_tree_view_requested() : m.family_tree_request_view()}
    </Button>
  );
}

/**
 * The profile page's family tree actions: open the tree, and ask to see it unless it is shared
 * already. Both flags come from the profile's loader, which a live 'treeViews' event invalidates.
 */
export function TreeViewAction({ member }: { member: { _id: string; isSelf: boolean; youBlocked: boolean; sendRelationRequest: boolean; treeShared: boolean } }) {
  if (member.youBlocked) return null;
  if (member.isSelf) {
    return (
      <Link to="/tree" className={buttonClass('secondary')}>
        {m.family_tree_my_heading()}
      </Link>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link to="/$id/tree" params={{ id: member._id }} className={buttonClass('secondary')}>
        {m.family_tree_heading()}
      </Link>
      {member.treeShared ? null : (
        // Keyed by the flag: a request answered elsewhere starts the button over from the server's word.
        <RequestTreeViewButton key={String(member.sendRelationRequest)} ownerId={member._id} canRequest={member.sendRelationRequest} />
      )}
    </div>
  );
}
