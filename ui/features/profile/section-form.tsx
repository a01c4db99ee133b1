import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Fragment, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { derivedNames, GANA_NAMES, NADI_NAMES, yoniName } from '../../../contract/horoscope-names';
import { m } from '../../../contract/i18n/paraglide/messages';
import { SECTION_SCHEMAS, type Profile } from '../../../contract/profile';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { RadioGroupField } from '../../components/radio-group-field';
import { SelectField, type SelectOption } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { TypeAheadPicker } from '../../components/type-ahead-picker';
import { referenceAtom } from '../../state/reference';
import { CalculatorPanel } from './horoscope-calculator/calculator-panel';
import { listFor, listsOf, type ListsByParent } from './dynamic-lists';
import { followServer } from './follow-server';
import { saveSection } from './profile-api';
import { RESETS, type FieldSpec, type OptionsContext, type SectionSpec, type Values } from './section-specs';

const NONE = '__none';
type SubheadingLevel = 2 | 3;

/**
 * The first message per field of a failed parse, or of the server's answer: a nested path
 * ('height.feet') is the field named by its first part ('height', one list for feet and inches).
 */
function fieldErrors(paths: Iterable<[string, string]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of paths) {
    const key = path.split('.')[0];
    if (key && !(key in out)) out[key] = message;
  }
  return out;
}
const issuePaths = (issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) =>
  issues.map((i): [string, string] => [i.path.map(String).join('.'), i.message]);

/** The values of one section, out of a form that holds several. */
const own = (spec: SectionSpec, profile: Profile, values: Values): Values =>
  Object.fromEntries(Object.keys(spec.initial(profile)).map((k) => [k, values[k] ?? '']));

function Derived({ values, level }: { values: Values; level: SubheadingLevel }) {
  const Heading = `h${level}` as const;
  const reference = useAtomValue(referenceAtom);
  const n = reference?.nakshatras.find((x) => x._id === values.nakshatra);
  const c = n?.charans.find((x) => String(x.charan) === values.charan);
  // The page data's nakshatra table holds the Jyotish terms in English: named in the page's language.
  const d = n && c ? derivedNames(n, c, c.vashya) : null;
  const rows: Array<[string, string]> = [
    [m.profile_horoscope_moon_sign(), d?.moon ?? ''],
    [m.profile_horoscope_gan(), n ? GANA_NAMES[n.gana]() : ''],
    [m.profile_horoscope_yoni(), n ? yoniName(n) : ''],
    [m.profile_horoscope_nadi(), n ? NADI_NAMES[n.nadi]() : ''],
    [m.profile_horoscope_varn(), d?.varn ?? ''],
    [m.profile_horoscope_vashya(), d?.vashya ?? ''],
    [m.profile_horoscope_hansak(), d?.hansak ?? ''],
  ];
  return (
    <section aria-labelledby="derived-title" className="rounded-lg border border-maroon-100 bg-maroon-50/50 p-4 sm:col-span-2">
      <Heading id="derived-title" className="text-sm font-semibold text-maroon-800">
        {m.profile_derived_heading()}
      </Heading>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-stone-600">{label}</dt>
            <dd className="font-medium text-stone-900">{value || m.profile_derived_choose()}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export interface SectionFormProps {
  /**
   * The sections this form shows and saves: one on /profile; a wizard step may join two, saved
   * by its one button (decision 0938). Their field names differ.
   */
  specs: SectionSpec[];
  profile: Profile;
  /** States, cities, gotras and sub-castes of the saved values, from the route's loader. */
  savedLists: ListsByParent;
  /** After a successful save and the reload of the page's loaders, with the server's message. */
  onSaved: (message: string) => void;
  submitLabel?: string;
  /** Extra buttons next to submit (wizard: Back, Skip). */
  extra?: ReactNode;
  /** Level of the form's own headings: one below the page's heading of the section. */
  subheadingLevel?: SubheadingLevel;
}

export function SectionForm({ specs, profile, savedLists, onSaved, submitLabel, extra, subheadingLevel = 3 }: SectionFormProps) {
  const router = useRouter();
  const reference = useAtomValue(referenceAtom);
  const initial = (p: Profile) => Object.assign({}, ...specs.map((s) => s.initial(p))) as Values;
  const [values, setValues] = useState<Values>(() => initial(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Lists for parents the member chose here, added to those of the saved values.
  const [chosenLists, setChosenLists] = useState<ListsByParent>({});
  const lists = useMemo(() => listsOf({ ...savedLists, ...chosenLists }, values), [savedLists, chosenLists, values]);
  const ctx: OptionsContext | null = useMemo(
    () => (reference ? { reference, lists, values, gender: profile.gender } : null),
    [reference, lists, values, profile.gender],
  );

  // The form follows the server's values when they change (a save here, or elsewhere and a
  // reload), not on every reload of the page's loaders, and never over what the member changed
  // since: a late re-read cannot put the saved city back under the member's typing (followServer).
  const server = initial(profile);
  const saved = JSON.stringify(server);
  const [base, setBase] = useState(() => ({ json: saved, values: server }));
  if (base.json !== saved) {
    setBase({ json: saved, values: server });
    setValues((v) => followServer(v, base.values, server));
    setErrors({});
    setFailure(null);
  }

  function set(name: string, value: string) {
    // A new country, state or caste brings its list; one for a parent changed since is not shown (listsOf).
    void listFor(name, value).then((found) => found && setChosenLists((l) => ({ ...l, ...found })));
    setValues((v) => {
      const next = { ...v, [name]: value };
      for (const child of RESETS[name] ?? []) if (child in next && v[name] !== value) next[child] = '';
      return specs.reduce((adjusted, spec) => (spec.adjust ? spec.adjust(name, adjusted, v) : adjusted), next);
    });
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    // Every section is checked before any is sent: a mistake in one saves neither.
    const bodies = specs.map((spec) => ({ spec, body: spec.toBody(own(spec, profile, values)) }));
    const issues = bodies.flatMap(({ spec, body }) => SECTION_SCHEMAS[spec.key].safeParse(body).error?.issues ?? []);
    if (issues.length) {
      setErrors(fieldErrors(issuePaths(issues)));
      setFailure(m.profile_form_fix_fields());
      return;
    }
    setErrors({});
    setBusy(true);
    let message = '';
    for (const { spec, body } of bodies) {
      const res = await saveSection(spec.key, profile._id, body);
      if (!res.ok) {
        // A section saved before this one stays saved; the step stays open until both are.
        setBusy(false);
        setErrors(fieldErrors(Object.entries(res.fields)));
        setFailure(res.error);
        await router.invalidate();
        return;
      }
      message = (res.body as unknown as { message: string }).message;
    }
    setBusy(false);
    // What was sent is what the server holds now: the fields still showing it take the server's
    // version when the page's loaders bring it (its normalisation), the ones changed since stay.
    setBase((b) => ({ json: b.json, values }));
    // The profile and its completeness come again from the page's loaders.
    await router.invalidate();
    onSaved(message);
  }

  if (!ctx) return null;
  const Subheading = `h${subheadingLevel}` as const;
  const field = (f: FieldSpec) => {
    if (f.kind === 'calculator')
      return (
        <CalculatorPanel
          key={f.name}
          values={values}
          setValues={setValues}
          set={set}
          errors={errors}
          dob={profile.DOB}
          cityName={ctx.lists.cities.find((c) => c.id === values.city)?.label}
          level={subheadingLevel}
        />
      );
    if (f.kind === 'select') {
      if (f.when && !f.when(ctx)) return null;
      const base = f.options(ctx);
      const description = f.note?.(ctx) ?? f.description;
      // A long list is typed into; clearing the text is how an optional one is left empty.
      if (f.typeAhead)
        return (
          <TypeAheadPicker
            key={f.name}
            label={f.label}
            name={f.name}
            options={base}
            value={values[f.name] ?? ''}
            onChange={(v) => set(f.name, v)}
            error={errors[f.name]}
            isRequired={f.required ?? false}
            description={description}
            emptyHint={f.typeAhead.emptyHint}
          />
        );
      const options: SelectOption[] = f.required ? base : [{ id: NONE, label: m.profile_form_not_given() }, ...base];
      // A short list is a row of choices; an optional one is put back empty by "Not given".
      if (f.choices)
        return (
          <RadioGroupField
            key={f.name}
            label={f.label}
            name={f.name}
            options={options}
            value={values[f.name] || (f.required ? '' : NONE)}
            onChange={(v) => set(f.name, v === NONE ? '' : v)}
            error={errors[f.name]}
            isRequired={f.required ?? false}
            description={description}
            className="sm:col-span-2"
          />
        );
      return (
        <SelectField
          key={f.name}
          label={f.label}
          name={f.name}
          options={options}
          value={values[f.name] ?? ''}
          onChange={(v) => set(f.name, v === NONE ? '' : v)}
          error={errors[f.name]}
          isRequired={f.required ?? false}
          description={description}
        />
      );
    }
    return (
      <TextField
        key={f.name}
        label={f.label}
        name={f.name}
        type={f.kind === 'textarea' ? 'text' : f.kind}
        multiline={f.kind === 'textarea'}
        value={values[f.name] ?? ''}
        onChange={(v) => set(f.name, v)}
        error={errors[f.name]}
        isRequired={f.required ?? false}
        {...(f.description ? { description: f.description } : {})}
        {...(f.maxLength ? { maxLength: f.maxLength } : {})}
        className={f.wide ? 'sm:col-span-2' : ''}
      />
    );
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={specs[0]!.title} className="grid gap-4 sm:grid-cols-2">
      {failure ? (
        <div className="sm:col-span-2">
          <Notice tone="error">{failure}</Notice>
        </div>
      ) : null}
      {specs.length === 1
        ? specs[0]!.fields.map(field)
        : specs.map((spec) => (
            // Joined sections each keep their heading and intro (a wizard step of two).
            <Fragment key={spec.key}>
              <div className="sm:col-span-2">
                <Subheading className="font-display text-lg font-bold text-maroon-800">{spec.title}</Subheading>
                <p className="mt-1 text-sm text-stone-700">{spec.intro}</p>
              </div>
              {spec.fields.map(field)}
            </Fragment>
          ))}
      {specs.some((spec) => spec.derived) ? <Derived values={values} level={subheadingLevel} /> : null}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" isDisabled={busy}>
          {busy ? m.profile_form_saving() : (submitLabel ?? m.profile_form_save())}
        </Button>
        {extra}
      </div>
    </form>
  );
}
