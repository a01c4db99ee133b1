import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import type { SelectOption } from '../../../components/select-field';
import { fieldInputClass, fieldLabelClass } from '../../../components/text-field';
import { relationMatches } from './relation-search';

/**
 * The dialog's relation picker: a combo box over the relations the §5 rules allow, each shown in
 * the member's language with the English beside it, found by typing either or the native name in
 * Latin letters ("kaka"). Its own filter is why it is not components/combo-box-field.
 */
export function RelationPicker({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <ComboBox
      name="relation_id"
      defaultItems={options}
      // react-aria's own choice, reported as it changes: a controlled key fights the typed text.
      defaultSelectedKey={value || undefined}
      onSelectionChange={(key) => onChange(key == null ? '' : String(key))}
      defaultFilter={relationMatches}
      menuTrigger="focus"
      className="flex flex-col gap-1"
    >
      <Label className={fieldLabelClass}>{label}</Label>
      <div className="relative flex">
        <Input placeholder="Select Relation" className={`${fieldInputClass} pr-10`} />
        <Button aria-label="Show the relations" className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-stone-600">
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <Text slot="description" className="text-xs text-stone-600">
        Type the relation in your language, in English or in Latin letters (kaka).
      </Text>
      <Popover className="max-h-72 w-(--trigger-width) overflow-auto rounded-lg border border-stone-300 bg-white shadow-lg">
        <ListBox className="p-1 outline-none" renderEmptyState={() => <p className="px-3 py-2 text-sm text-stone-700">No relation matches what you typed.</p>}>
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
    </ComboBox>
  );
}
