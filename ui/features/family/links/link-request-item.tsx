import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { LinkRequestView } from '../../../../contract/family-links';
import { m } from '../../../../contract/i18n/paraglide/messages';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { showToast } from '../../../state/alerts';
import { approveLinkRequest, unlinkFamilyMember, verifyLinkRequest, withdrawLinkRequest } from './links-api';

type Action = { label: string; aria: string; variant?: 'secondary'; run: () => ReturnType<typeof withdrawLinkRequest> };

const STATUS_TEXT: Record<LinkRequestView['status'], () => string> = {
  pending: m.family_link_status_pending,
  verified: m.family_link_status_verified,
  approved: m.family_link_status_approved,
  rejected: m.family_link_status_rejected,
  withdrawn: m.family_link_status_withdrawn,
};

/** The buttons a request offers to this side of it, in the flow's order (decision 0755). */
function actionsOf(r: LinkRequestView, box: 'received' | 'sent'): Action[] {
  const who = box === 'received' ? r.requester.name : r.user.name;
  const name = r.member.to_name;
  if (r.linked) return [{ label: m.family_link_unlink(), aria: m.family_link_unlink_request_aria({ name, who }), variant: 'secondary', run: () => unlinkFamilyMember(r.member._id) }];
  if (box === 'sent') return [{ label: m.family_link_withdraw(), aria: m.family_link_withdraw_aria({ who }), variant: 'secondary', run: () => withdrawLinkRequest(r._id) }];
  if (r.status === 'pending') {
    return [
      { label: m.family_link_verify(), aria: m.family_link_verify_aria({ name, who }), run: () => verifyLinkRequest(r._id, 'verified') },
      { label: m.family_link_reject(), aria: m.family_link_reject_verify_aria({ name }), variant: 'secondary', run: () => verifyLinkRequest(r._id, 'rejected') },
    ];
  }
  return [
    { label: m.family_link_approve(), aria: m.family_link_approve_aria({ who }), run: () => approveLinkRequest(r._id, 'approved') },
    { label: m.family_link_reject(), aria: m.family_link_reject_approve_aria({ who }), variant: 'secondary', run: () => approveLinkRequest(r._id, 'rejected') },
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
      ? m.family_link_says_received({ relation: r.member.relation, name: r.member.to_name })
      : m.family_link_says_sent({ relation: r.member.relation, name: r.member.to_name });
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3">
      <div className="flex items-center gap-3">
        <Avatar name={other.name} picture={other.profilePicture} size={40} />
        <p className="min-w-0 flex-1 text-sm text-stone-800 [overflow-wrap:anywhere]">
          <Link to="/viewProfile/$id" params={{ id: other._id }} className="font-semibold text-maroon-700 underline">
            {other.name}
          </Link>{' '}
          {says}
          <span className="block text-xs text-stone-600">{STATUS_TEXT[r.status]()}</span>
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
