import { useState, type ReactNode } from 'react';
import { Button as AriaButton, Checkbox, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import { LIST_FILTERS, SEARCH_AGE_MAX, SEARCH_AGE_MIN, SEARCH_TEXT, type FilterOption, type Filters, type ListFilterKey, type MatchCriteria } from '../../contract/search';
import { m } from '../../contract/i18n/paraglide/messages';
import { formatCount } from '../lib/format';
import { fieldInputClass, fieldLabelClass, TextField } from './text-field';

/**
 * The options the site names itself: the server sends their English (SEARCH_TEXT), shown here in
 * the page's language. The other names are reference data (religions, cities…), shown as sent.
 */
const OWN_NAMES: Record<string, (() => string) | undefined> = {
  [SEARCH_TEXT.notDisclosed]: m.matches_option_not_disclosed,
  [SEARCH_TEXT.notAdded]: m.matches_not_added,
  [SEARCH_TEXT.onlineUsers]: m.matches_option_online_users,
  [SEARCH_TEXT.withHoroscope]: m.matches_option_with_horoscope,
  [SEARCH_TEXT.withPhoto]: m.matches_option_with_photo,
  [SEARCH_TEXT.phoneVerified]: m.matches_phone_verified,
  [SEARCH_TEXT.phoneNotVerified]: m.matches_option_phone_not_verified,
};
const optionName = (o: FilterOption) => OWN_NAMES[o.name]?.() ?? o.name;

function CheckOption({ option, selected, onChange }: { option: FilterOption; selected: boolean; onChange: (on: boolean) => void }) {
  return (
    <Checkbox isSelected={selected} onChange={onChange} className="group flex cursor-pointer items-center gap-2 py-1 text-sm text-stone-800">
      <span aria-hidden="true" className="flex h-5 w-5 shrink-0 items-center justify-center rounded border border-stone-500 bg-white group-data-[selected]:border-maroon-700 group-data-[selected]:bg-maroon-700 group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-maroon-500">
        <svg viewBox="0 0 16 16" className="hidden h-3.5 w-3.5 fill-none stroke-white stroke-[2.5] group-data-[selected]:block"><path d="M3 8l3 3 7-7" /></svg>
      </span>
      <span className="flex-1">{optionName(option)}</span>
      <span className="text-stone-600">({formatCount(option.count)})</span>
    </Checkbox>
  );
}

/** One section of the filter accordion; also used for sections other pages add (family finding's generations). */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Disclosure id={id} className="border-b border-stone-200">
      <Heading level={3} className="m-0">
        <AriaButton slot="trigger" className="group flex w-full items-center justify-between py-2.5 text-left text-sm font-semibold text-stone-900 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-maroon-500">
          {title}
          <span aria-hidden="true" className="transition-transform group-aria-expanded:rotate-180">▾</span>
        </AriaButton>
      </Heading>
      <DisclosurePanel className="pb-3">{children}</DisclosurePanel>
    </Disclosure>
  );
}

/** `labels`: the from and the to input's ("Age from (years)", "Age to (years)"). */
function RangeInputs({ labels, value, min, max, step, onChange }: { labels: { from: string; to: string }; value: { from?: number | null; to?: number | null } | null | undefined; min: number; max: number; step: number; onChange: (v: { from: number | null; to: number | null }) => void }) {
  const from = value?.from ?? null;
  const to = value?.to ?? null;
  const parse = (s: string) => (s.trim() === '' ? null : Number(s));
  return (
    <div className="grid grid-cols-2 gap-2">
      {(['from', 'to'] as const).map((end) => (
        <label key={end} className="flex flex-col gap-1">
          <span className={fieldLabelClass}>{labels[end]}</span>
          <input
            type="number"
            inputMode="decimal"
            min={min}
            max={max}
            step={step}
            className={fieldInputClass}
            value={(end === 'from' ? from : to) ?? ''}
            onChange={(e) => onChange(end === 'from' ? { from: parse(e.target.value), to } : { from, to: parse(e.target.value) })}
          />
        </label>
      ))}
    </div>
  );
}

/** Filters with too many options to list: the most counted first, the rest found by typing (issue 22 §1). */
const FOUND_BY_TYPING: Partial<Record<ListFilterKey, () => string>> = { city: m.matches_find_city };
const MOST_COUNTED = 8;

/**
 * A long list's options: the chosen ones and the MOST_COUNTED with most members (the server
 * sends them most first), or, once something is typed, every option whose name holds it (or its
 * English name, on a page in another language: issue 25).
 */
function TypedOptions({ name, label, options, chosen, onToggle }: { name: string; label: string; options: FilterOption[]; chosen: readonly string[]; onToggle: (id: string, on: boolean) => void }) {
  const [typed, setTyped] = useState('');
  const needle = typed.trim().toLowerCase();
  const shown = needle
    ? options.filter((o) => o.name.toLowerCase().includes(needle) || o.en?.toLowerCase().includes(needle))
    : options.filter((o, i) => i < MOST_COUNTED || chosen.includes(o._id));
  return (
    <>
      <TextField label={label} name={`find-${name}`} type="search" value={typed} onChange={setTyped} maxLength={60} />
      <div className="mt-1">
        {shown.length === 0 ? <p className="text-sm text-stone-600">{m.matches_no_city()}</p> : null}
        {shown.map((o) => (
          <CheckOption key={o._id} option={o} selected={chosen.includes(o._id)} onChange={(on) => onToggle(o._id, on)} />
        ))}
        {!needle && options.length > shown.length ? <p className="text-xs text-stone-600">{m.matches_more_options({ count: formatCount(options.length - shown.length) })}</p> : null}
      </div>
    </>
  );
}

export interface FilterAccordionProps {
  filters: Filters | null;
  criteria: MatchCriteria;
  onChange: (criteria: MatchCriteria) => void;
  /** Sections placed right after 'Active' (family finding's Father and Mother Side Generation, spec §2). */
  afterActive?: ReactNode;
}

/** Spec §2 Family finding filters: every section opens and closes on its own. */
export function FilterAccordion({ filters, criteria, onChange, afterActive }: FilterAccordionProps) {
  const toggle = (key: ListFilterKey, id: string, on: boolean) => {
    const now = new Set(criteria[key] ?? []);
    if (on) now.add(id);
    else now.delete(id);
    onChange({ ...criteria, [key]: now.size ? [...now] : null, page: 0 });
  };
  const none = <p className="text-sm text-stone-600">{m.matches_no_options()}</p>;
  return (
    <DisclosureGroup allowsMultipleExpanded defaultExpandedKeys={['active', 'fatherGen', 'motherGen', 'age']}>
      <Section id="active" title={m.matches_filter_active()}>
        {(filters?.active ?? []).map((o) => (
          <CheckOption key={o._id} option={o} selected={criteria.active === 'all' || criteria.active === true} onChange={(on) => onChange({ ...criteria, active: on ? 'all' : null, page: 0 })} />
        ))}
      </Section>
      {afterActive}
      <Section id="profileType" title={m.matches_filter_profile_type()}>
        {(filters?.profileType ?? []).map((o) => {
          const key = o._id as 'horoscope' | 'photo';
          return (
            <CheckOption
              key={o._id}
              option={o}
              selected={criteria.profileType?.[key] === 'all'}
              onChange={(on) => onChange({ ...criteria, profileType: { horoscope: criteria.profileType?.horoscope ?? null, photo: criteria.profileType?.photo ?? null, [key]: on ? 'all' : null }, page: 0 })}
            />
          );
        })}
      </Section>
      <Section id="age" title={m.matches_row_age()}>
        <RangeInputs labels={{ from: m.matches_age_from(), to: m.matches_age_to() }} min={SEARCH_AGE_MIN} max={SEARCH_AGE_MAX} step={1} value={criteria.age} onChange={(age) => onChange({ ...criteria, age, page: 0 })} />
      </Section>
      <Section id="height" title={m.matches_row_height()}>
        <RangeInputs labels={{ from: m.matches_height_from(), to: m.matches_height_to() }} min={3} max={8} step={0.1} value={criteria.height} onChange={(height) => onChange({ ...criteria, height, page: 0 })} />
      </Section>
      {LIST_FILTERS.map(({ key, title }) => {
        const options = filters?.[key] ?? [];
        const typing = FOUND_BY_TYPING[key];
        return (
          <Section key={key} id={key} title={title()}>
            {options.length === 0 ? (
              none
            ) : typing && options.length > MOST_COUNTED ? (
              <TypedOptions name={key} label={typing()} options={options} chosen={criteria[key] ?? []} onToggle={(id, on) => toggle(key, id, on)} />
            ) : (
              options.map((o) => <CheckOption key={o._id} option={o} selected={(criteria[key] ?? []).includes(o._id)} onChange={(on) => toggle(key, o._id, on)} />)
            )}
          </Section>
        );
      })}
    </DisclosureGroup>
  );
}
