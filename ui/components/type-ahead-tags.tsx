import { m } from '../../contract/i18n/paraglide/messages';
import { useState } from 'react';
import { Button, ComboBox, FieldError, Label, Tag, TagGroup, TagList, Text } from 'react-aria-components';
import type { SelectOption } from './select-field';
import { fieldLabelClass } from './text-field';
import { emptyListText, matchingOptions, PickerInput, PickerList } from './type-ahead-picker';

export interface TypeAheadTagsProps {
  label: string;
  options: readonly SelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
  /** What stands in for no choice, e.g. 'Any'. */
  emptyText?: string;
}

/**
 * Several values from a long list (a preference's castes, mother tongues, educations): typing
 * finds one, Enter adds it as a tag and the list stays open for the next (as the short lists'
 * checklist does), Escape closes it; each tag is removed with its × button or, focused, with
 * Backspace or Delete (react-aria's ComboBox and TagGroup).
 */
export function TypeAheadTags({ label, options, value, onChange, error, emptyText = m.common_any() }: TypeAheadTagsProps) {
  const [typed, setTyped] = useState('');
  const chosen = value.flatMap((id) => options.filter((o) => o.id === id));
  const left = options.filter((o) => !value.includes(o.id));
  return (
    <div className="flex flex-col gap-2">
      <ComboBox
        items={matchingOptions(left, typed)}
        inputValue={typed}
        onInputChange={setTyped}
        selectedKey={null}
        onSelectionChange={(key) => {
          if (key == null) return;
          onChange([...value, String(key)]);
          setTyped('');
        }}
        allowsEmptyCollection
        isInvalid={!!error}
        validationBehavior="aria"
        className="flex flex-col gap-1"
      >
        <Label className={fieldLabelClass}>{label}</Label>
        <PickerInput label={label} placeholder={m.components_type_to_add()} />
        <Text slot="description" className="text-xs text-stone-600">
          {chosen.length ? m.components_tags_chosen({ count: chosen.length }) : m.components_tags_none_chosen({ empty: emptyText })}
        </Text>
        <FieldError className="text-sm text-red-700">{error}</FieldError>
        <PickerList emptyText={emptyListText(typed, left.length > 0, m.components_tags_all_chosen())} />
      </ComboBox>
      {chosen.length ? (
        <TagGroup aria-label={m.components_tags_chosen_label({ label })} onRemove={(keys) => onChange(value.filter((id) => !keys.has(id)))}>
          <TagList items={chosen} className="flex flex-wrap gap-2">
            {(item) => (
              <Tag
                id={item.id}
                textValue={item.label}
                className="flex items-center gap-1 rounded-full border border-maroon-200 bg-maroon-50 py-1 pr-1 pl-3 text-sm text-maroon-900 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-maroon-700"
              >
                {item.label}
                <Button slot="remove" aria-label={m.components_tags_remove({ item: item.label })} className="flex h-6 w-6 items-center justify-center rounded-full text-maroon-800 hover:bg-maroon-100">
                  <span aria-hidden="true">×</span>
                </Button>
              </Tag>
            )}
          </TagList>
        </TagGroup>
      ) : null}
    </div>
  );
}
