import { Link } from '@tanstack/react-router';
import { m } from '../../../contract/i18n/paraglide/messages';
import { MESSAGING_TEXT } from '../../../contract/messaging';
import type { CardActionFlags } from '../../../contract/requests';
import { buttonClass } from '../../components/button';
import { CardMenu } from '../../components/card-menu';
import { InterestActions } from './interest-actions';
import { ShortlistButton } from './request-actions';

/**
 * The compact actions of a result card (decision 0547): Send interest or how it stands,
 * Shortlist, and Message once an interest is accepted (the conversation then says what the
 * plan allows, as the profile does). The cards' lists carry the flags; routes place this.
 */
export function CardActions({
  member,
  shortlist = true,
  onChange,
}: {
  member: { _id: string; name: string } & CardActionFlags;
  /** Off on the shortlist itself, which has Remove. */
  shortlist?: boolean;
  /** After an interest changed (the recommendation page reloads its lists, spec §6). */
  onChange?: () => void;
}) {
  return (
    <div role="group" aria-label={m.requests_card_actions_for({ name: member.name })} className="flex flex-wrap items-center gap-2">
      <InterestActions memberId={member._id} name={member.name} interest={member.interest} onChange={onChange} />
      {shortlist ? <ShortlistButton memberId={member._id} shortlisted={member.isShortlisted} /> : null}
      {member.interest?.status === 'accepted' ? (
        <Link to="/messages/$id" params={{ id: member._id }} className={buttonClass('secondary')}>
          {MESSAGING_TEXT.message}
        </Link>
      ) : null}
      <CardMenu memberId={member._id} name={member.name} />
    </div>
  );
}
