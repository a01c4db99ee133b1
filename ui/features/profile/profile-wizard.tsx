import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { WIZARD_STEPS, type WizardStep } from '../../../contract/profile';
import { Button, buttonClass } from '../../components/button';
import { Notice } from '../../components/notice';
import { usePageTitle } from '../../lib/page-title';
import { CompletenessMeter } from './completeness-meter';
import { SECTION_SPECS } from './section-specs';
import { SectionForm } from './section-form';
import type { MyProfile } from './my-profile';

const DONE = 'done';
const isStep = (s: string | undefined): s is WizardStep => !!s && (WIZARD_STEPS as string[]).includes(s);

/**
 * The /register wizard: one step per section, in the order of COMPLETENESS_SECTIONS, with
 * Save & continue, Skip and Back. Without `?step=` it resumes at the first incomplete step.
 * `data` is the route loader's, which a save invalidates.
 */
export function ProfileWizard({ data, error, step, goTo }: { data: MyProfile | null; error: string | null; step: string | undefined; goTo: (step: string) => void }) {
  usePageTitle('Complete your profile');
  const heading = useRef<HTMLHeadingElement>(null);

  const resumeAt = data ? (data.completeness.next && isStep(data.completeness.next.section) ? data.completeness.next.section : DONE) : null;
  const current = isStep(step) || step === DONE ? step : resumeAt;

  useEffect(() => {
    heading.current?.focus();
  }, [current]);

  if (error) return <div className="mx-auto max-w-3xl px-4 py-8"><Notice tone="error">{error}</Notice></div>;
  if (!data || !current) return null;

  const index = current === DONE ? WIZARD_STEPS.length : WIZARD_STEPS.indexOf(current);
  const after = (i: number) => WIZARD_STEPS[i + 1] ?? DONE;

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 lg:grid-cols-[16rem_1fr]">
      <aside className="flex flex-col gap-4">
        <CompletenessMeter completeness={data.completeness} showNext={false} />
        <nav aria-label="Profile steps">
          <ol className="flex flex-col gap-1 text-sm">
            {WIZARD_STEPS.map((s, i) => {
              const complete = data.completeness.sections.find((x) => x.key === s)?.complete;
              return (
                <li key={s}>
                  <Link
                    to="/register"
                    search={{ step: s }}
                    aria-current={s === current ? 'step' : undefined}
                    className={`flex items-center gap-2 rounded-lg px-3 py-2 ${s === current ? 'bg-maroon-700 font-semibold text-white' : 'text-stone-800 hover:bg-maroon-50'}`}
                  >
                    <span aria-hidden="true">{complete ? '✓' : `${i + 1}.`}</span>
                    {SECTION_SPECS[s].title}
                    {complete ? <span className="sr-only"> (complete)</span> : null}
                  </Link>
                </li>
              );
            })}
          </ol>
        </nav>
      </aside>

      <section aria-labelledby="wizard-heading" className="rounded-2xl border border-maroon-100 bg-white p-5 shadow-sm sm:p-6">
        {current === DONE ? (
          <>
            <h1 id="wizard-heading" ref={heading} tabIndex={-1} className="font-display text-2xl font-bold text-maroon-800 outline-none">
              Your profile is ready
            </h1>
            <p className="mt-2 text-stone-700">
              Your profile is {data.completeness.percentage}% complete.{' '}
              {data.completeness.next ? `Still to do: ${data.completeness.sections.filter((s) => !s.complete).map((s) => s.title.toLowerCase()).join(', ')}.` : ''}
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Link to="/profile" hash={data.completeness.next?.section === 'picture' ? 'pictures' : undefined} className={buttonClass('primary')}>
                {data.completeness.next?.section === 'picture' ? 'Add a profile picture' : 'Go to My Profile'}
              </Link>
              <Link to="/profilePreview" className={buttonClass('secondary')}>
                See how others see it
              </Link>
              <Link to="/dashboard" className={buttonClass('ghost')}>
                Dashboard
              </Link>
            </div>
          </>
        ) : (
          <>
            <p className="text-sm font-semibold text-stone-600">
              Step {index + 1} of {WIZARD_STEPS.length}
            </p>
            <h1 id="wizard-heading" ref={heading} tabIndex={-1} className="font-display text-2xl font-bold text-maroon-800 outline-none">
              {SECTION_SPECS[current].title}
            </h1>
            <p className="mb-5 mt-1 text-stone-700">{SECTION_SPECS[current].intro}</p>
            <SectionForm
              key={current}
              spec={SECTION_SPECS[current]}
              profile={data.profile}
              savedLists={data.lists}
              submitLabel="Save & continue"
              subheadingLevel={2}
              onSaved={() => goTo(after(index))}
              extra={
                <>
                  {index > 0 ? (
                    <Button variant="secondary" onPress={() => goTo(WIZARD_STEPS[index - 1]!)}>
                      Back
                    </Button>
                  ) : null}
                  <Button variant="ghost" onPress={() => goTo(after(index))}>
                    Skip
                  </Button>
                </>
              }
            />
          </>
        )}
      </section>
    </div>
  );
}
