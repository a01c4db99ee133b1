import type { ReactNode } from 'react';
import { Button as AriaButton, Disclosure, DisclosurePanel } from 'react-aria-components';

/**
 * Background a member may want but need not read (how a score is worked out, where a figure
 * comes from), folded behind a question: react-aria's Disclosure, so the button says whether
 * it is open and the keyboard works.
 */
export function DisclosureNote({ question, children }: { question: string; children: ReactNode }) {
  return (
    <Disclosure className="mt-3 text-sm">
      <AriaButton
        slot="trigger"
        className="group inline-flex cursor-pointer items-center gap-1 rounded font-semibold text-maroon-700 underline underline-offset-4 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-maroon-500"
      >
        {question}
        <span aria-hidden="true" className="transition-transform group-aria-expanded:rotate-180">▾</span>
      </AriaButton>
      <DisclosurePanel className="mt-2 flex flex-col gap-2 text-stone-700">{children}</DisclosurePanel>
    </Disclosure>
  );
}
