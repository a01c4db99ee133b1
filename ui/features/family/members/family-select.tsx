import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text } from 'react-aria-components';
import { fieldLabelClass } from '../../../components/text-field';
import type { SelectOption } from '../../../components/select-field';

/**
 * The dialog's selects: like components/select-field, plus `isDisabled` with a reason read out
 * (§5: parent and spouse are disabled for a linked member or when there is nobody to choose).
 */
export function FamilySelect(props: {
  label: string;
  name: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  isDisabled?: boolean;
  description?: string | undefined;
  placeholder?: string;
}) {
  const { label, options, value, onChange, description, placeholder, ...rest } = props;
  return (
    <Select
      {...rest}
      value={value || null}
      onChange={(key) => onChange(key == null ? '' : String(key))}
      placeholder={placeholder ?? 'Choose…'}
      className="flex flex-col gap-1"
    >
      <Label className={fieldLabelClass}>{label}</Label>
      <Button className="flex w-full items-center justify-between rounded-lg border border-stone-400 bg-white px-3 py-2 text-left text-base text-stone-900 data-[disabled]:bg-stone-100 data-[disabled]:text-stone-600">
        <SelectValue className="truncate data-[placeholder]:text-stone-600" />
        <span aria-hidden="true" className="ml-2 text-stone-600">
          ▾
        </span>
      </Button>
      {description ? (
        <Text slot="description" className="text-xs text-stone-600">
          {description}
        </Text>
      ) : null}
      {/* Portalled by react-aria itself: the dialog makes the page's pop-up region inert while open. */}
      <Popover className="max-h-72 w-(--trigger-width) overflow-auto rounded-lg border border-stone-300 bg-white shadow-lg">
        <ListBox items={options} className="p-1 outline-none">
          {(item) => (
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
    </Select>
  );
}
