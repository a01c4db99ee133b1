import { m } from '../../contract/i18n/paraglide/messages';

/**
 * What the site has checked about a member, shown the same way on the profile header and on every
 * card (issue 24): "Phone verified" once they confirmed an SMS code, "ID verified" once an
 * administrator approved their government ID. Nothing shows for what is not checked, so a card
 * never reads as an accusation.
 */
export function VerifiedBadges({ phone, id, className = '' }: { phone: boolean; id: boolean; className?: string }) {
  if (!phone && !id) return null;
  return (
    <span className={`flex flex-wrap items-center gap-2 ${className}`}>
      {phone ? <VerifiedBadge text={m.matches_phone_verified()} /> : null}
      {id ? <VerifiedBadge text={m.matches_id_verified()} /> : null}
    </span>
  );
}

function VerifiedBadge({ text }: { text: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">
      <span aria-hidden="true">✓</span>
      <span>{text}</span>
    </span>
  );
}
