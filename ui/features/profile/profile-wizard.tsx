import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, type ReactNode } from 'react';
import { m } from '../../../contract/i18n/paraglide/messages';
import type { Profile } from '../../../contract/profile';
import type { ReferenceData } from '../../../contract/reference';
import { Button, buttonClass } from '../../components/button';
import { Notice } from '../../components/notice';
import { usePageTitle } from '../../lib/page-title';
import { referenceAtom } from '../../state/reference';
import { wizardStepOf, wizardSteps, type WizardStepState } from '../../lib/wizard-steps';
import { sectionSpecs } from './section-specs';
import { SectionForm } from './section-form';
import type { MyProfile } from './my-profile';
import { WizardStepList } from './wizard-step-list';

const DONE = 'done';

/** What a step's form needs from the wizard: where a save goes, and the Back and Skip buttons. */
export interface WizardStepProps {
  onSaved: () => void;
  extra: ReactNode;
}

/**
 * Where nearly every member gives the same answer the step starts from it (decision 0934): the
 * member sees it and it is saved only by their Save & continue. Physical status: the list's
 * first, "Normal". The country is the section's own default (India).
 */
function withWizardDefaults(p: Profile, reference: ReferenceData | null): Profile {
  const normal = reference?.lifestyle.physicalStatus[0];
  if (p.additionalInfo.physicalStatus || !normal) return p;
  return { ...p, additionalInfo: { ...p.additionalInfo, physicalStatus: normal } };
}

function StepButtons({ back, skip }: { back: (() => void) | null; skip: (() => void) | null }) {
  return (
    <>
      {back ? (
        <Button variant="secondary" onPress={back}>
          {m.profile_wizard_back()}
        </Button>
      ) : null}
      {skip ? (
        <Button variant="ghost" onPress={skip}>
          {m.profile_wizard_skip()}
        </Button>
      ) : null}
    </>
  );
}

function Done({ data, steps }: { data: MyProfile; steps: WizardStepState[] }) {
  const left = steps.filter((s) => !s.complete);
  return (
    <>
      <p className="mt-2 text-stone-700">{m.profile_wizard_percent_complete({ percentage: data.completeness.percentage })}</p>
      {left.length ? (
        <>
          <p className="mt-3 text-stone-700">{m.profile_wizard_come_back()}</p>
          <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
            {left.map((s) => (
              <li key={s.key}>
                <Link to="/register" search={{ step: s.key }} className="font-semibold text-maroon-700 underline underline-offset-4">
                  {s.title}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to="/matchRecommendation" className={buttonClass('primary')}>
          {m.profile_wizard_see_recommendations()}
        </Link>
        <Link to="/profile" className={buttonClass('secondary')}>
          {m.profile_wizard_go_my_profile()}
        </Link>
        <Link to="/profilePreview" className={buttonClass('secondary')}>
          {m.profile_wizard_see_as_others()}
        </Link>
        <Link to="/dashboard" className={buttonClass('ghost')}>
          {m.profile_wizard_dashboard()}
        </Link>
      </div>
    </>
  );
}

/**
 * The /register wizard (issue 22 §2, decision 0933): the profile's sections, then Photos and
 * Partner preferences, one Save & continue each (a step may hold two short sections, decision
 * 0938); optional steps can be skipped for now and the dashboard lists them. Without `?step=` it resumes at the first step not done. `data` is the
 * route loader's, which a save invalidates; `photos` and `preferences` are the pictures and
 * preferences features, which the route puts here (a feature does not import another).
 */
export function ProfileWizard({
  data,
  error,
  hasPreference,
  step,
  goTo,
  photos,
  preferences,
}: {
  data: MyProfile | null;
  error: string | null;
  hasPreference: boolean;
  step: string | undefined;
  goTo: (step: string) => void;
  photos: ReactNode;
  preferences: (props: WizardStepProps) => ReactNode;
}) {
  usePageTitle(m.profile_wizard_page_title());
  const heading = useRef<HTMLHeadingElement>(null);
  const steps = data ? wizardSteps(data.completeness, hasPreference) : [];
  const resumeAt = data ? (steps.find((s) => !s.complete)?.key ?? DONE) : null;
  const current = step === DONE ? step : (wizardStepOf(step) ?? resumeAt);

  useEffect(() => {
    heading.current?.focus();
  }, [current]);

  if (error) return <div className="mx-auto max-w-3xl px-4 py-8"><Notice tone="error">{error}</Notice></div>;
  if (!data || !current) return null;

  const index = current === DONE ? steps.length : steps.findIndex((s) => s.key === current);
  const here = steps[index];
  // Forward goes to the next step not done: a step finished earlier is not asked again.
  const next = () => goTo(steps.slice(index + 1).find((s) => !s.complete)?.key ?? DONE);
  const buttons = <StepButtons back={index > 0 ? () => goTo(steps[index - 1]!.key) : null} skip={here?.optional ? next : null} />;

  return (
    <div className="mx-auto grid max-w-5xl gap-4 px-4 py-4 sm:py-8 lg:grid-cols-[16rem_1fr] lg:gap-6">
      <WizardStepList steps={steps} current={here?.key ?? null} completeness={data.completeness} />
      <section aria-labelledby="wizard-heading" className="rounded-2xl border border-maroon-100 bg-white p-4 shadow-sm sm:p-6">
        {here ? (
          <p className="hidden text-sm font-semibold text-stone-600 lg:block">
            {m.profile_wizard_step_of({ step: index + 1, total: steps.length })}
          </p>
        ) : null}
        <h1 id="wizard-heading" ref={heading} tabIndex={-1} className="font-display text-2xl font-bold text-maroon-800 outline-none">
          {here ? here.title : m.profile_wizard_ready()}
        </h1>
        {!here ? <Done data={data} steps={steps} /> : <StepBody step={here} data={data} buttons={buttons} next={next} photos={photos} preferences={preferences} />}
      </section>
    </div>
  );
}

function StepBody({
  step,
  data,
  buttons,
  next,
  photos,
  preferences,
}: {
  step: WizardStepState;
  data: MyProfile;
  buttons: ReactNode;
  next: () => void;
  photos: ReactNode;
  preferences: (props: WizardStepProps) => ReactNode;
}) {
  const reference = useAtomValue(referenceAtom);
  if (step.key === 'picture')
    return (
      <>
        <p className="mb-4 mt-1 text-stone-700">{m.profile_wizard_picture_intro()}</p>
        {photos}
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {/* Uploading saved the photo: continuing needs no second save. */}
          {step.complete ? <Button onPress={next}>{m.profile_wizard_continue()}</Button> : null}
          {buttons}
        </div>
      </>
    );
  if (step.key === 'partnerPreferences')
    return (
      <>
        <p className="mb-4 mt-1 text-stone-700">{m.profile_wizard_preferences_intro()}</p>
        {preferences({ onSaved: next, extra: buttons })}
      </>
    );
  const all = sectionSpecs();
  const specs = step.sections.map((key) => all[key]);
  const profile = withWizardDefaults(data.profile, reference);
  return (
    <>
      {/* A step of two sections shows each one's intro under its own heading. */}
      {specs.length === 1 ? <p className="mb-5 mt-1 text-stone-700">{specs[0]!.intro}</p> : <div className="mb-3" />}
      <SectionForm key={step.key} specs={specs} profile={profile} savedLists={data.lists} submitLabel={m.profile_wizard_save_continue()} subheadingLevel={2} onSaved={next} extra={buttons} />
    </>
  );
}
