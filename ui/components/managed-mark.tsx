import { m } from '../../contract/i18n/paraglide/messages';

/** "Managed by family" on a result card (issue 27): the candidate's family helps run the profile, with the candidate's consent. */
export function ManagedMark({ managed, className = '' }: { managed: boolean; className?: string }) {
  if (!managed) return null;
  return <span className={`inline-block rounded-full bg-maroon-50 px-2 py-0.5 text-xs font-semibold text-maroon-800 ${className}`}>{m.managers_card_managed()}</span>;
}
