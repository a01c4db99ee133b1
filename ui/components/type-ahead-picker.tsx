import { m } from '../../contract/i18n/paraglide/messages';
import { useState } from 'react';
import { Button, ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { overlayRoot } from '../lib/overlay-root';
import type { SelectOption } from './select-field';
import { fieldInputClass, fieldLabelClass } from './text-field';

const folded = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** Where `text` (folded) is in `name`: 0 at its start, 1 at a later word's, 2 inside a word, null nowhere. */
function placeIn(name: string, text: string): number | null {
  const plain = folded(name);
  const at = plain.indexOf(text);
  if (at < 0) return null;
  if (at === 0) return 0;
  return plain.includes(` ${text}`) || plain.includes(`(${text}`) || plain.includes(`-${text}`) ? 1 : 2;
}

/**
 * The options that match what the member typed: names that start with it first, then names
 * with a later word that starts with it, then names that contain it. Each group keeps the
 * list's own order, so the largest places come first ('Pun' → Pune before Punalur). A name
 * shown in the page's language is matched in English too ('Mumbai' → मुंबई, issue 25), where it
 * ranks by the better of the two.
 */
export function matchingOptions<T extends { label: string; en?: string | undefined }>(options: readonly T[], typed: string): T[] {
  const text = folded(typed.trim());
  if (!text) return [...options];
  const groups: [T[], T[], T[]] = [[], [], []];
  for (const o of options) {
    const places = [placeIn(o.label, text), o.en === undefined ? null : placeIn(o.en, text)].filter((p) => p !== null);
    if (places.length) groups[Math.min(...places) as 0 | 1 | 2].push(o);
  }
  return groups.flat();
}

/** Why a picker's list is empty: nothing matches what was typed, or there is nothing to choose. */
export const emptyListText = (typed: string, hasOptions: boolean, emptyHint?: string) =>
  hasOptions ? m.components_picker_no_match({ typed: typed.trim() }) : (emptyHint ?? m.components_picker_nothing_yet());

/**
 * The list of every picker (these two, the horoscope's time zone, the family dialog's relation):
 * what matches, or `emptyText` saying why nothing does. A picker inside a modal dialog
 * (`inDialog`) opens its list at the end of the body, where the dialog keeps it readable; the
 * others open it in the pop-up panels' region.
 */
export function PickerList({ emptyText, inDialog = false }: { emptyText: string; inDialog?: boolean }) {
  return (
    <Popover
      UNSTABLE_portalContainer={inDialog ? undefined : overlayRoot()}
      className="max-h-72 w-(--trigger-width) overflow-auto rounded-lg border border-stone-300 bg-white shadow-lg"
    >
      <ListBox className="p-1 outline-none" renderEmptyState={() => <p className="px-3 py-2 text-sm text-stone-700">{emptyText}</p>}>
        {(item: SelectOption) => (
          <ListBoxItem
            id={item.id}
            textValue={item.label}
            className="cursor-pointer rounded-md px-3 py-2 text-stone-900 outline-none data-[focused]:bg-maroon-50 data-[selected]:font-semibold data-[selected]:text-maroon-800"
          >
            {item.label}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}

/** The text box with its open-the-list button, shared by every picker. */
export function PickerInput({ label, placeholder, buttonLabel = m.components_picker_show_list({ label: label.toLowerCase() }) }: { label: string; placeholder: string; buttonLabel?: string }) {
  return (
    <div className="relative flex">
      <Input placeholder={placeholder} className={`${fieldInputClass} pr-10`} />
      <Button aria-label={buttonLabel} className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-stone-600">
        <span aria-hidden="true">▾</span>
      </Button>
    </div>
  );
}

export interface TypeAheadPickerProps {
  label: string;
  name: string;
  /** In the order to offer them: the most chosen or largest first. */
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  description?: string | undefined;
  isRequired?: boolean;
  /** Shown in the list while there are no options at all, e.g. 'Choose the state first.' */
  emptyHint?: string | undefined;
}

/**
 * One value from a long list (country, state, city, caste, gotra, mother tongue, education,
 * occupation), found by typing: keyboard first (type, arrow down, Enter), screen readers by
 * react-aria's ComboBox. Clearing the text clears the choice.
 */
export function TypeAheadPicker({ label, name, options, value, onChange, error, description, isRequired = false, emptyHint }: TypeAheadPickerProps) {
  const chosenLabel = options.find((o) => o.id === value)?.label ?? '';
  const [typed, setTyped] = useState(chosenLabel);
  // The text follows the choice when it changes from outside: a parent field reset it, or the
  // list that names it arrived.
  const shownFor = `${value}\n${chosenLabel}`;
  const [shown, setShown] = useState(shownFor);
  if (shown !== shownFor) {
    setShown(shownFor);
    setTyped(chosenLabel);
  }
  // With the chosen name in the box, opening the list shows all of it, not that one name.
  const items = typed === chosenLabel ? options : matchingOptions(options, typed);
  return (
    <ComboBox
      name={name}
      items={items}
      inputValue={typed}
      onInputChange={(text) => {
        setTyped(text);
        if (text === '' && value) onChange('');
      }}
      selectedKey={value || null}
      onSelectionChange={(key) => {
        const id = key == null ? '' : String(key);
        setTyped(options.find((o) => o.id === id)?.label ?? '');
        if (id !== value) onChange(id);
      }}
      allowsEmptyCollection
      isRequired={isRequired}
      isInvalid={!!error}
      validationBehavior="aria"
      className="flex flex-col gap-1"
    >
      <Label className={fieldLabelClass}>
        {label}
        {isRequired ? <span aria-hidden="true" className="text-red-700"> *</span> : null}
      </Label>
      <PickerInput label={label} placeholder={m.components_type_to_search()} />
      {description ? (
        <Text slot="description" className="text-xs text-stone-600">
          {description}
        </Text>
      ) : null}
      <FieldError className="text-sm text-red-700">{error}</FieldError>
      <PickerList emptyText={emptyListText(typed, options.length > 0, emptyHint)} />
    </ComboBox>
  );
}
