import { Link } from '@tanstack/react-router';
import { Button as AriaButton, Disclosure, DisclosurePanel } from 'react-aria-components';
import { m } from '../../../contract/i18n/paraglide/messages';
import type { Completeness } from '../../../contract/profile';
import type { WizardStepKey, WizardStepState } from '../../lib/wizard-steps';
import { CompletenessMeter } from './completeness-meter';

function StepLinks({ steps, current }: { steps: WizardStepState[]; current: WizardStepKey | null }) {
  return (
    <nav aria-label={m.profile_wizard_steps_label()}>
      <ol className="flex flex-col gap-1 text-sm">
        {steps.map((s, i) => (
          <li key={s.key}>
            <Link
              to="/register"
              search={{ step: s.key }}
              aria-current={s.key === current ? 'step' : undefined}
              className={`flex items-center gap-2 rounded-lg px-3 py-2 ${s.key === current ? 'bg-maroon-700 font-semibold text-white' : 'text-stone-800 hover:bg-maroon-50'}`}
            >
              <span aria-hidden="true">{s.complete ? '✓' : `${i + 1}.`}</span>
              {s.title}
              {s.complete ? <span className="sr-only"> {m.profile_wizard_step_complete()}</span> : s.optional ? <span className="text-xs opacity-80">{m.profile_wizard_step_optional()}</span> : null}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The wizard's steps with the completeness: a column beside the form on a wide screen; on a
 * phone one line, "Step 2 of 8 · Community and location", that opens the list, so the form is in view
 * without scrolling (issue 22 §2). Only one of the two is displayed at a time.
 */
export function WizardStepList({ steps, current, completeness }: { steps: WizardStepState[]; current: WizardStepKey | null; completeness: Completeness }) {
  const index = current ? steps.findIndex((s) => s.key === current) : -1;
  const summary =
    index >= 0 ? `${m.profile_wizard_step_of({ step: index + 1, total: steps.length })} · ${steps[index]!.title}` : m.profile_wizard_all_steps({ count: steps.length });
  return (
    <>
      <Disclosure className="rounded-2xl border border-maroon-100 bg-white shadow-sm lg:hidden">
        <AriaButton
          slot="trigger"
          className="group flex w-full cursor-pointer items-center justify-between gap-2 rounded-2xl px-4 py-3 text-left text-sm font-semibold text-stone-800 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-maroon-500"
        >
          {summary}
          <span aria-hidden="true" className="transition-transform group-aria-expanded:rotate-180">▾</span>
        </AriaButton>
        <DisclosurePanel className="flex flex-col gap-3 px-2 pb-3">
          {/* The meter's bar stays in the wide column: its label's id must be on the page once. */}
          <p className="px-3 text-sm text-stone-700">{m.profile_completeness_with_percent({ percentage: completeness.percentage })}</p>
          <StepLinks steps={steps} current={current} />
        </DisclosurePanel>
      </Disclosure>
      <aside className="hidden flex-col gap-4 lg:flex">
        <CompletenessMeter completeness={completeness} showNext={false} />
        <StepLinks steps={steps} current={current} />
      </aside>
    </>
  );
}
