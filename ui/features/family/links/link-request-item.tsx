import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { LinkRequestView } from '../../../../contract/family-links';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { showToast } from '../../../state/alerts';
import { approveLinkRequest, unlinkFamilyMember, verifyLinkRequest, withdrawLinkRequest } from './links-api';

type Action = { label: string; aria: string; variant?: 'secondary'; run: () => ReturnType<typeof withdrawLinkRequest> };

const STATUS_TEXT: Record<LinkRequestView['status'], string> = {
  pending: 'Waiting for them to confirm',
  verified: 'Confirmed; waiting for approval',
  approved: 'Linked: your trees are joined',
  rejected: 'Declined',
  withdrawn: 'Withdrawn',
};

/** The buttons a request offers to this side of it, in the flow's order (decision 0755). */
function actionsOf(r: LinkRequestView, box: 'received' | 'sent'): Action[] {
  const who = box === 'received' ? r.requester.name : r.user.name;
  if (r.linked) return [{ label: 'Unlink', aria: `Unlink ${r.member.to_name} (${who})`, variant: 'secondary', run: () => unlinkFamilyMember(r.member._id) }];
  if (box === 'sent') return [{ label: 'Withdraw', aria: `Withdraw the link request to ${who}`, variant: 'secondary', run: () => withdrawLinkRequest(r._id) }];
  if (r.status === 'pending') {
    return [
      { label: 'Verify', aria: `Verify: I am ${r.member.to_name} of ${who}’s family`, run: () => verifyLinkRequest(r._id, 'verified') },
      { label: 'Reject', aria: `Reject: I am not ${r.member.to_name}`, variant: 'secondary', run: () => verifyLinkRequest(r._id, 'rejected') },
    ];
  }
  return [
    { label: 'Approve', aria: `Approve joining family trees with ${who}`, run: () => approveLinkRequest(r._id, 'approved') },
    { label: 'Reject', aria: `Reject joining family trees with ${who}`, variant: 'secondary', run: () => approveLinkRequest(r._id, 'rejected') },
  ];
}

export function LinkRequestItem({ request: r, box, onChange }: { request: LinkRequestView; box: 'received' | 'sent'; onChange: () => void }) {
  const [busy, setBusy] = useState(false);
  async function run(a: Action) {
    setBusy(true);
    const res = await a.run();
    setBusy(false);
    if (!res.ok) return showToast(res.error, 'error');
    showToast(res.body.message, 'success');
    onChange();
  }
  const other = box === 'received' ? r.requester : r.user;
  const says =
    box === 'received'
      ? `says you are their ${r.member.relation} “${r.member.to_name}”.`
      : `asked whether they are your ${r.member.relation} “${r.member.to_name}”.`;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3">
      <div className="flex items-center gap-3">
        <Avatar name={other.name} picture={other.profilePicture} size={40} />
        <p className="min-w-0 flex-1 text-sm text-stone-800 [overflow-wrap:anywhere]">
          <Link to="/viewProfile/$id" params={{ id: other._id }} className="font-semibold text-maroon-700 underline">
            {other.name}
          </Link>{' '}
          {says}
          <span className="block text-xs text-stone-600">{STATUS_TEXT[r.status]}</span>
        </p>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {actionsOf(r, box).map((a) => (
          <Button
            key={a.label}
            variant={a.variant}
            className="!px-3 !py-1.5"
            isDisabled={busy}
            aria-label={a.aria}
            onPress={() => void run(a)}
          >
            {a.label}
          </Button>
        ))}
      </div>
    </li>
  );
}
