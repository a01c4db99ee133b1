import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { FamilyMemberView } from '../../../../contract/family';
import { m } from '../../../../contract/i18n/paraglide/messages';
import { Button } from '../../../components/button';
import { showToast } from '../../../state/alerts';
import { LinkMemberDialog } from './link-member-dialog';
import { unlinkFamilyMember } from './links-api';

/**
 * The link action of one /familyMember row: 'Link to a member' for an unlinked entry of my own
 * list, 'Unlink' for a linked one, and while a link request of mine waits, that it waits (the
 * page's loader reads it again after the request and on live 'familyLinks' events). Nothing for
 * self or for relatives shown from a joined list.
 */
export function FamilyLinkAction({ entry, requested = false, onChange }: { entry: FamilyMemberView; requested?: boolean; onChange: () => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  async function unlink() {
    setBusy(true);
    const res = await unlinkFamilyMember(entry._id);
    setBusy(false);
    if (!res.ok) return showToast(res.error, 'error');
    showToast(res.body.message, 'success');
    onChange();
  }
  if (entry.relationDetails.relation_id === 'self' || !entry.canEdit) return null;
  if (entry.user_id) {
    return (
      <Button
        variant="ghost"
        className="!px-2 !py-1 text-sm"
        isDisabled={busy}
        aria-label={m.family_link_unlink_aria({ name: entry.to_name })}
        onPress={() => void unlink()}
      >
        {m.family_link_unlink()}
      </Button>
    );
  }
  if (requested) {
    return (
      <Link to="/familyLinks" className="px-2 py-1 text-sm font-semibold text-maroon-700 underline underline-offset-4" aria-label={m.family_link_pending_aria({ name: entry.to_name })}>
        {m.family_link_pending()}
      </Link>
    );
  }
  return (
    <>
      <Button variant="ghost" className="!px-2 !py-1 text-sm" aria-label={m.family_link_to_member_aria({ name: entry.to_name })} onPress={() => setOpen(true)}>
        {m.family_link_to_member()}
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
