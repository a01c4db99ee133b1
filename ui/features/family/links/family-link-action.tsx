import { useState } from 'react';
import type { FamilyMemberView } from '../../../../contract/family';
import { Button } from '../../../components/button';
import { showToast } from '../../../state/alerts';
import { LinkMemberDialog } from './link-member-dialog';
import { unlinkFamilyMember } from './links-api';

/**
 * The link action of one /familyMember row: 'Link to a member' for an unlinked entry of my own
 * list, 'Unlink' for a linked one. Nothing for self or for relatives shown from a joined list.
 */
export function FamilyLinkAction({ entry, onChange }: { entry: FamilyMemberView; onChange: () => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (entry.relationDetails.relation_id === 'self' || !entry.canEdit) return null;
  if (entry.user_id) {
    return (
      <Button
        variant="ghost"
        className="!px-2 !py-1 text-sm"
        isDisabled={busy}
        aria-label={`Unlink ${entry.to_name}`}
        onPress={async () => {
          setBusy(true);
          const res = await unlinkFamilyMember(entry._id);
          setBusy(false);
          if (!res.ok) return showToast(res.error, 'error');
          showToast(res.body.message, 'success');
          onChange();
        }}
      >
        Unlink
      </Button>
    );
  }
  return (
    <>
      <Button variant="ghost" className="!px-2 !py-1 text-sm" aria-label={`Link to a member: ${entry.to_name}`} onPress={() => setOpen(true)}>
        Link to a member
      </Button>
      {open ? (
        <LinkMemberDialog
          entry={entry}
          onClose={() => setOpen(false)}
          onSent={() => {
            setOpen(false);
            onChange();
          }}
        />
      ) : null}
    </>
  );
}
