import { Link } from '@tanstack/react-router';
import type { RequestStatus } from '../../../contract/requests';
import { AskForButton, SendInterestButton, ShortlistButton } from './request-actions';

export interface ProfileRequestsProps {
  memberId: string;
  shortlisted: boolean;
  /** The newest request between the two (spec §3 matchRequest), when there is one. */
  latest: { type: string; status: RequestStatus; sent: boolean } | null;
  /** What the member's privacy keeps from the viewer, which they can ask for. */
  hidden: { photo: boolean; contact: boolean; horoscope: boolean };
  /** Reload the profile after a change, so its flags follow. */
  onChange: () => void;
}

const INTEREST_STATE: Record<Exclude<RequestStatus, 'withdrawn'>, string> = {
  pending: 'Interest sent · waiting for an answer',
  accepted: 'Interest accepted',
  rejected: 'Interest declined',
};

/**
 * The request actions of a profile header: Send interest (or how it stands), Shortlist, and
 * asking to see what privacy hides. The server decides each; its text comes back as a toast.
 */
export function ProfileRequests({ memberId, shortlisted, latest, hidden, onChange }: ProfileRequestsProps) {
  // A withdrawn interest can be sent again.
  const interest = latest?.type === 'interest' && latest.status !== 'withdrawn'  ? { ...latest, status: latest.status } : null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {!interest ? (
        <SendInterestButton memberId={memberId} onSent={onChange} />
      ) : interest.sent ? (
        <span className="rounded-full bg-white/15 px-3 py-1.5 text-sm font-semibold">{INTEREST_STATE[interest.status]}</span>
      ) : (
        <Link to="/requests/$type/$status" params={{ type: 'received', status: interest.status }} className="text-sm font-semibold underline underline-offset-4">
          They sent you interest · answer it
        </Link>
      )}
      <ShortlistButton memberId={memberId} shortlisted={shortlisted} />
      {hidden.photo ? <AskForButton memberId={memberId} type="photo">Ask to see photos</AskForButton> : null}
      {hidden.contact ? <AskForButton memberId={memberId} type="contact">Ask for contact details</AskForButton> : null}
      {hidden.horoscope ? <AskForButton memberId={memberId} type="horoscope">Ask to see horoscope</AskForButton> : null}
    </div>
  );
}
