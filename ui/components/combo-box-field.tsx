import { Button, ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { overlayRoot } from '../lib/overlay-root';
import type { SelectOption } from './select-field';
import { fieldInputClass, fieldLabelClass } from './text-field';

export interface ComboBoxFieldProps {
  label: string;
  name: string;
  options: readonly SelectOption[];
  /** The option chosen when the field appears. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  description?: string;
  isRequired?: boolean;
}

/**
 * A labelled single choice from a long list that the member types to narrow (time zones):
 * react-aria filters the options as they type, and arrows and Enter choose.
 */
export function ComboBoxField({ label, options, value, onChange, error, description, ...props }: ComboBoxFieldProps) {
  return (
    <ComboBox
      {...props}
      defaultItems={options}
      // The choice is react-aria's own (typing, clearing, choosing), reported as it changes: a
      // controlled key fights the text the member is typing.
      defaultSelectedKey={value || undefined}
      onSelectionChange={(key) => onChange(key == null ? '' : String(key))}
      isInvalid={!!error}
      validationBehavior="aria"
      menuTrigger="focus"
      className="flex flex-col gap-1"
    >
      <Label className={fieldLabelClass}>
        {label}
        {props.isRequired ? <span aria-hidden="true" className="text-red-700"> *</span> : null}
      </Label>
      <div className="relative flex">
        <Input className={`${fieldInputClass} pr-10`} />
        <Button aria-label={`Show ${label.toLowerCase()} list`} className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-stone-600">
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      {description ? (
        <Text slot="description" className="text-xs text-stone-600">
          {description}
        </Text>
      ) : null}
      <FieldError className="text-sm text-red-700">{error}</FieldError>
      <Popover UNSTABLE_portalContainer={overlayRoot()} className="max-h-72 w-(--trigger-width) overflow-auto rounded-lg border border-stone-300 bg-white shadow-lg">
        <ListBox className="p-1 outline-none">
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
