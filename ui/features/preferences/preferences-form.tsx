import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { m } from '../../../contract/i18n/paraglide/messages';
import {
  ACT_FATHER_GENERATIONS,
  ACT_MOTHER_GENERATIONS,
  actGenerationsNote,
  fromInches,
  GENERATION_MAX,
  GENERATION_MIN,
  heightLabel,
  PREFERENCE_AGE_MAX,
  PREFERENCE_AGE_MIN,
  PREFERENCE_FIELD_LABELS,
  PREFERENCE_HEIGHT_MAX_INCHES,
  PREFERENCE_HEIGHT_MIN_INCHES,
  PREFERENCE_TEXT,
  preferenceInputSchema,
  toInches,
  type Preference,
  type PreferenceInput,
  type PreferenceListField,
} from '../../../contract/preferences';
import { Button } from '../../components/button';
import { MultiSelectField, type MultiSelectOption } from '../../components/multi-select-field';
import { Notice } from '../../components/notice';
import { SelectField } from '../../components/select-field';
import { SwitchField } from '../../components/switch-field';
import { TypeAheadTags } from '../../components/type-ahead-tags';
import { referenceAtom } from '../../state/reference';
import { sessionAtom } from '../../state/session';
import { savePreference } from './preferences-api';

interface FormState {
  ageFrom: string;
  ageTo: string;
  heightFrom: string;
  heightTo: string;
  lists: Record<PreferenceListField, string[]>;
  fatherSide: string;
  motherSide: string;
  crossCousinCustom: boolean;
}

const LIST_ORDER: PreferenceListField[] = [
  'maritalStatus',
  'religion',
  'caste',
  'motherTongue',
  'education',
  'occupation',
  'annualIncome',
  'eatingHabit',
  'drinkingHabit',
  'smokingHabit',
  'dosh',
];

/** Lists too long to scroll: typed into, each choice a tag (decision 0937). */
const LONG_LISTS: ReadonlySet<PreferenceListField> = new Set(['caste', 'motherTongue', 'education', 'occupation']);

/** A member with no preference yet starts at the Act's limits, 5 and 3 (decision 0723). */
function toState(p: Preference | null): FormState {
  const ids = (list: Array<{ _id: string }> | undefined) => (list ?? []).map((o) => o._id);
  return {
    ageFrom: p?.ageFrom != null ? String(p.ageFrom) : '',
    ageTo: p?.ageTo != null ? String(p.ageTo) : '',
    heightFrom: p?.heightFeetFrom ? String(toInches(p.heightFeetFrom)) : '',
    heightTo: p?.heightFeetTo ? String(toInches(p.heightFeetTo)) : '',
    lists: Object.fromEntries(LIST_ORDER.map((f) => [f, ids(p?.[f])])) as Record<PreferenceListField, string[]>,
    fatherSide: String(p?.fatherSide ?? ACT_FATHER_GENERATIONS),
    motherSide: String(p?.motherSide ?? ACT_MOTHER_GENERATIONS),
    crossCousinCustom: p?.crossCousinCustom ?? false,
  };
}

function toInput(s: FormState): PreferenceInput {
  const num = (v: string) => (v === '' ? null : Number(v));
  return {
    ageFrom: num(s.ageFrom),
    ageTo: num(s.ageTo),
    heightFeetFrom: s.heightFrom ? fromInches(Number(s.heightFrom)) : null,
    heightFeetTo: s.heightTo ? fromInches(Number(s.heightTo)) : null,
    ...s.lists,
    fatherSide: Number(s.fatherSide),
    motherSide: Number(s.motherSide),
    crossCousinCustom: s.crossCousinCustom,
  };
}

/** Field errors keyed by the form's field (the first part of the path: heightFeetFrom.inch → heightFeetFrom). */
const byField = (fields: Record<string, string>) => {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) out[k.split('.')[0]!] ??= v;
  return out;
};

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
// Built when the form renders: the labels are in the page's language (issue 25).
const ageOptions = () => [{ id: '', label: m.common_any() }, ...range(PREFERENCE_AGE_MIN, PREFERENCE_AGE_MAX).map((n) => ({ id: String(n), label: m.common_years({ age: n }) }))];
const heightOptions = () => [
  { id: '', label: m.common_any() },
  ...range(PREFERENCE_HEIGHT_MIN_INCHES, PREFERENCE_HEIGHT_MAX_INCHES).map((n) => ({ id: String(n), label: heightLabel(n) })),
];
const generationOptions = () => range(GENERATION_MIN, GENERATION_MAX).map((n) => ({ id: String(n), label: m.preferences_generations_option({ count: n }) }));

/**
 * The member's partner preferences (issue 4 §1): age and height ranges, the lists, and the
 * generations on each side. Embeddable on /profile; also the page /preferences. `preference` is
 * the route loader's (null: none saved yet); a save invalidates the loaders, so recommendations
 * and family finding opened next read the new preferences.
 */
export function PreferencesForm({
  headingLevel = 2,
  preference,
  error: loadError,
  submitLabel,
  onSaved,
  extra,
}: {
  headingLevel?: 1 | 2 | 3;
  preference: Preference | null;
  error: string | null;
  /** The wizard's step: its own label, where to go after a save, and its Back and Skip. */
  submitLabel?: string;
  onSaved?: () => void;
  extra?: ReactNode;
}) {
  const router = useRouter();
  const userId = useAtomValue(sessionAtom)?.userId ?? null;
  const reference = useAtomValue(referenceAtom);
  const [state, setState] = useState<FormState>(() => toState(preference));
  // The form starts again from the saved preferences when they change (a save here, or in another
  // tab and a reload of the page), not on every reload of the loader.
  const savedKey = JSON.stringify(preference);
  const [shown, setShown] = useState(savedKey);
  if (shown !== savedKey) {
    setShown(savedKey);
    setState(toState(preference));
  }
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const options = useMemo((): Record<PreferenceListField, MultiSelectOption[]> => {
    const opts = (list: Array<{ _id: string; name: string }> | undefined) => (list ?? []).map((o) => ({ id: o._id, label: o.name }));
    // The lists found by typing match the English name too (issue 25).
    const found = (list: Array<{ _id: string; name: string; en?: string }> | undefined) => (list ?? []).map((o) => ({ id: o._id, label: o.name, en: o.en }));
    const chosenReligions = state.lists.religion;
    const castes = (reference?.castes ?? []).filter((c) => !chosenReligions.length || chosenReligions.includes(c.religionId));
    const religionName = new Map((reference?.religions ?? []).map((r) => [r._id, r.name]));
    return {
      maritalStatus: opts(reference?.lifestyle.maritalStatus),
      religion: opts(reference?.religions),
      caste: castes.map((c) => ({ id: c._id, label: chosenReligions.length === 1 ? c.name : `${c.name} (${religionName.get(c.religionId) ?? ''})`, en: c.en })),
      motherTongue: (reference?.motherTongues ?? []).map((t) => ({ id: t._id, label: t.mothertongue, en: t.en })),
      education: found(reference?.educations),
      occupation: found(reference?.occupations),
      annualIncome: opts(reference?.incomes),
      eatingHabit: opts(reference?.lifestyle.eatingHabit),
      drinkingHabit: opts(reference?.lifestyle.drinkingHabit),
      smokingHabit: opts(reference?.lifestyle.smokingHabit),
      dosh: opts(reference?.lifestyle.manglik),
    };
  }, [reference, state.lists.religion]);

  const Heading = headingLevel === 1 ? 'h1' : headingLevel === 2 ? 'h2' : 'h3';
  const generationsNote = actGenerationsNote(Number(state.fatherSide), Number(state.motherSide));
  // One list each for the form's life: a new array each render would rebuild the lists' collections.
  const ages = useMemo(() => ageOptions(), []);
  const heights = useMemo(() => heightOptions(), []);
  const generations = useMemo(() => generationOptions(), []);
  if (loadError) return <Notice tone="error">{loadError}</Notice>;

  const set = (patch: Partial<FormState>) => setState((s) => ({ ...s, ...patch }));
  const setList = (field: PreferenceListField, ids: string[]) =>
    setState((s) => {
      const lists = { ...s.lists, [field]: ids };
      // Castes follow the religions: drop castes of religions no longer chosen.
      if (field === 'religion' && ids.length && reference) {
        const keep = new Set(reference.castes.filter((c) => ids.includes(c.religionId)).map((c) => c._id));
        lists.caste = lists.caste.filter((c) => keep.has(c));
      }
      return { ...s, lists };
    });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!userId) return;
    setNotice(null);
    const input = toInput(state);
    const parsed = preferenceInputSchema.safeParse(input);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
      setErrors(byField(fields));
      setNotice({ tone: 'error', text: parsed.error.issues[0]?.message ?? m.preferences_check_fields() });
      return;
    }
    setSaving(true);
    const res = await savePreference(userId, input);
    setSaving(false);
    if (!res.ok) {
      setErrors(byField(res.fields));
      setNotice({ tone: 'error', text: res.error });
      return;
    }
    setErrors({});
    const message = res.body.message ?? m.preferences_saved_short();
    setNotice({ tone: 'success', text: message });
    const saved = res.body.preference;
    setState(toState(saved));
    await router.invalidate();
    onSaved?.();
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="partner-preferences-heading" className="rounded-xl border border-maroon-100 bg-white p-4 shadow-sm sm:p-6">
      <Heading id="partner-preferences-heading" className="font-display text-2xl font-bold text-maroon-800">
        {m.preferences_heading()}
      </Heading>
      <p className="mt-1 text-sm text-stone-700">{m.preferences_intro()}</p>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <SelectField label={m.preferences_age_from()} name="ageFrom" options={ages} value={state.ageFrom} onChange={(v) => set({ ageFrom: v })} error={errors.ageFrom} placeholder={m.common_any()} />
        <SelectField label={m.preferences_age_to()} name="ageTo" options={ages} value={state.ageTo} onChange={(v) => set({ ageTo: v })} error={errors.ageTo} placeholder={m.common_any()} />
        <SelectField label={m.preferences_height_from()} name="heightFeetFrom" options={heights} value={state.heightFrom} onChange={(v) => set({ heightFrom: v })} error={errors.heightFeetFrom} placeholder={m.common_any()} />
        <SelectField label={m.preferences_height_to()} name="heightFeetTo" options={heights} value={state.heightTo} onChange={(v) => set({ heightTo: v })} error={errors.heightFeetTo} placeholder={m.common_any()} />
        {LIST_ORDER.map((field) => {
          const Field = LONG_LISTS.has(field) ? TypeAheadTags : MultiSelectField;
          return (
            <Field
              key={field}
              label={PREFERENCE_FIELD_LABELS[field]}
              options={options[field]}
              value={state.lists[field]}
              onChange={(ids) => setList(field, ids)}
              error={errors[field]}
            />
          );
        })}
        <SelectField
          label={m.preferences_father_generations()}
          name="fatherSide"
          options={generations}
          value={state.fatherSide}
          onChange={(v) => set({ fatherSide: v || String(ACT_FATHER_GENERATIONS) })}
          error={errors.fatherSide}
        />
        <SelectField
          label={m.preferences_mother_generations()}
          name="motherSide"
          options={generations}
          value={state.motherSide}
          onChange={(v) => set({ motherSide: v || String(ACT_MOTHER_GENERATIONS) })}
          error={errors.motherSide}
        />
        {generationsNote ? (
          <p className="text-sm text-stone-700 sm:col-span-2" data-testid="act-generations-note">
            {generationsNote}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <SwitchField
            label={PREFERENCE_TEXT.crossCousinCustom}
            description={PREFERENCE_TEXT.crossCousinCustomHelp}
            isSelected={state.crossCousinCustom}
            onChange={(crossCousinCustom) => set({ crossCousinCustom })}
          />
        </div>
      </div>
      <div className="mt-5 flex flex-col gap-3">
        {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" isDisabled={saving}>
            {saving ? m.preferences_saving() : (submitLabel ?? m.preferences_save())}
          </Button>
          {extra}
        </div>
      </div>
    </form>
  );
}
