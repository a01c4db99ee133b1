import { Button, Tooltip, TooltipTrigger } from 'react-aria-components';
import { chainText, type FamilyMemberView } from '../../../../contract/family';
import { m } from '../../../../contract/i18n/paraglide/messages';

/**
 * The member an entry was added from, with the chain of relations in a tooltip (spec §2) that
 * opens on hover and on keyboard focus; the chain is also in the accessible description.
 */
export function AddedFrom({ entry }: { entry: FamilyMemberView }) {
  const { memberFrom } = entry.relationDetails;
  if (!entry.memberFromLabel || !memberFrom) return null;
  const chain = chainText(entry.chain);
  return (
    <TooltipTrigger delay={200}>
      <Button className="mt-0.5 block cursor-help text-left text-xs text-stone-700 underline decoration-dotted underline-offset-2 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-maroon-600">
        {m.family_members_added_from({ name: memberFrom, relation: entry.memberFromLabel })}<span className="sr-only">: {chain}</span>
      </Button>
      <Tooltip offset={6} className="max-w-xs rounded-md bg-stone-900 px-3 py-2 text-xs text-white shadow-lg">
        {chain}
      </Tooltip>
    </TooltipTrigger>
  );
}
