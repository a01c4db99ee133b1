import type { InterestBetween, MemberRequestKind, RequestStatus } from '../../../contract/requests';
import { InterestActions } from './interest-actions';
import { AskForButton, ShortlistButton } from './request-actions';

export interface ProfileRequestsProps {
  memberId: string;
  name: string;
  shortlisted: boolean;
  /** The interest between the two (GET /user/get/{id} `interest`, decision 0547). */
  interest: InterestBetween | null;
  /** Spec §3 isMatchable: whether an interest can be sent at all. */
  matchable: boolean;
  /** What the member's privacy keeps from the viewer, which they can ask for. */
  hidden: Record<MemberRequestKind, boolean>;
  /** How the viewer's asks stand (GET /user/get/{id} `asked`). */
  asked: Record<MemberRequestKind, RequestStatus | null>;
  /** Reload the profile after a change, so its other flags (contact, messaging) follow. */
  onChange: () => void;
}

const ASKABLE: readonly MemberRequestKind[] = ['photo', 'contact', 'horoscope'];

/**
 * The request actions of a profile header: Send interest (or how it stands, with Withdraw,
 * Accept and Decline), Shortlist, and asking to see what privacy hides.
 */
export function ProfileRequests({ memberId, name, shortlisted, interest, matchable, hidden, asked, onChange }: ProfileRequestsProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <InterestActions memberId={memberId} name={name} interest={interest} canSend={matchable} onChange={onChange} />
      <ShortlistButton memberId={memberId} shortlisted={shortlisted} />
      {ASKABLE.map((kind) => (hidden[kind] ? <AskForButton key={kind} memberId={memberId} type={kind} asked={asked[kind]} /> : null))}
    </div>
  );
}
