import { Link, useRouter } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { m } from '../../../contract/i18n/paraglide/messages';
import { formatCount } from '../../lib/format';
import { Button, buttonClass } from '../../components/button';
import { Modal } from '../../components/modal';
import { ReportButton } from '../../components/report-dialog';
import { REPORT_TEXT } from '../../../contract/reports';
import { showToast } from '../../state/alerts';
import type { ViewedMember } from '../../lib/member-api';
import { rateMember, setBlocked } from './social-api';
import { StarRating } from './star-rating';

/**
 * What other domains offer on a profile (interest and requests, messaging, the tree view),
 * composed by the route so that features do not import each other (DESIGN.md).
 */
export interface MemberActionSlots {
  requests: ReactNode;
  messaging: ReactNode;
  treeView: ReactNode;
}

/** What the viewer may do on another member's profile, as the flags of spec §3 allow. */
export function MemberActions({ member, slots, contact }: { member: ViewedMember; slots: MemberActionSlots; /** "View contact" (decision 0564) */ contact?: ReactNode }) {
  const router = useRouter();
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);
  const [stars, setStars] = useState(member.rating);
  const name = member.basicDetails.name;

  async function toggleBlock() {
    setBusy(true);
    const res = await setBlocked(member._id, !member.youBlocked);
    setBusy(false);
    setConfirm(false);
    if (!res.ok) return showToast(res.error, 'error');
    showToast(res.body.message ?? m.social_done(), 'success');
    await router.invalidate();
  }

  async function rate(n: number) {
    const before = stars;
    setStars(n);
    const res = await rateMember(member._id, n);
    if (!res.ok) {
      setStars(before);
      return showToast(res.error, 'error');
    }
    showToast(res.body.message ?? m.social_saved(), 'success');
    // The summary beside the stars ('Rated 4 out of 5 by 3 members') now counts this rating.
    await router.invalidate();
  }

  if (member.isSelf) {
    return (
      <Link to="/dashboard" className={buttonClass('secondary')}>
        {m.social_this_is_you()}
      </Link>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {member.youBlocked ? <p className="font-semibold">{m.social_you_blocked()}</p> : null}
      {!member.youBlocked && !member.blocked ? slots.requests : null}
      {slots.messaging}
      <div className="flex flex-wrap items-center gap-2">
        {!member.youBlocked ? contact : null}
        {!member.youBlocked ? (
          <Link to="/comments/$id" params={{ id: member._id }} className={buttonClass('secondary')}>
            {m.social_comments_with_count({ count: formatCount(member.commentsTotal) })}
          </Link>
        ) : null}
        <Button variant={member.youBlocked ? 'secondary' : 'ghost'} onPress={() => setConfirm(true)}>
          {member.youBlocked ? m.social_unblock() : m.social_block()}
        </Button>
        {/* Beside Block: what a family does about a fake profile or a money request (issue 24). */}
        <ReportButton kind="profile" targetId={member._id} label={REPORT_TEXT.reportProfile} className="" />
      </div>
      {slots.treeView}
      {member.rateAllowed ? (
        <StarRating value={stars} onChange={(n) => void rate(n)} />
      ) : !member.youBlocked ? (
        <p className="text-sm text-stone-700">{m.social_rate_after_accept()}</p>
      ) : null}
      {member.ratingSummary.count > 0 ? (
        <p className="text-sm text-stone-700">
          {m.social_rating_summary({ average: member.ratingSummary.average ?? 0, count: member.ratingSummary.count })}
        </p>
      ) : null}

      <Modal title={member.youBlocked ? m.social_unblock_title({ name }) : m.social_block_title({ name })} isOpen={confirm} onOpenChange={setConfirm} role="alertdialog">
        <p className="text-stone-800">
          {member.youBlocked ? m.social_unblock_text() : m.social_block_text()}
        </p>
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onPress={() => setConfirm(false)}>
            {m.social_cancel()}
          </Button>
          <Button variant={member.youBlocked ? 'primary' : 'danger'} isDisabled={busy} onPress={() => void toggleBlock()}>
            {member.youBlocked ? m.social_unblock() : m.social_block()}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
