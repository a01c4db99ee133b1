import { m } from '../../contract/i18n/paraglide/messages';
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
} from 'react-aria-components';
import { fieldLabelClass } from './text-field';
import { overlayRoot } from '../lib/overlay-root';

export interface SelectOption {
  id: string;
  label: string;
  /** The English name where `label` translates it: the type-ahead pickers find the option by either (issue 25). */
  en?: string | undefined;
  /** Listed but not choosable, and why (read out with the option, shown under it). */
  disabledReason?: string | undefined;
}

export interface SelectFieldProps {
  label: string;
  name: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  isRequired?: boolean;
  placeholder?: string;
  className?: string;
  isDisabled?: boolean;
  /** Read out with the field, e.g. why it is disabled. */
  description?: string | undefined;
  /**
   * Inside a modal dialog the page's pop-up region is inert while the dialog is open, so the
   * list is portalled by react-aria itself instead.
   */
  inDialog?: boolean;
}

/** A labelled single-choice list (keyboard, typeahead and screen readers by react-aria). */
export function SelectField({ label, options, value, onChange, error, placeholder, className = '', description, inDialog = false, ...props }: SelectFieldProps) {
  return (
    <Select
      {...props}
      value={value || null}
      onChange={(key) => onChange(key == null ? '' : String(key))}
      isInvalid={!!error}
      validationBehavior="aria"
      placeholder={placeholder ?? m.components_choose()}
      disabledKeys={options.filter((o) => o.disabledReason).map((o) => o.id)}
      className={`flex flex-col gap-1 ${className}`}
    >
      <Label className={fieldLabelClass}>
        {label}
        {props.isRequired ? <span aria-hidden="true" className="text-red-700"> *</span> : null}
      </Label>
      <Button className="flex w-full items-center justify-between rounded-lg border border-stone-400 bg-white px-3 py-2 text-left text-base text-stone-900 data-[invalid]:border-red-700 data-[disabled]:bg-stone-100 data-[disabled]:text-stone-600">
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
      <FieldError className="text-sm text-red-700">{error}</FieldError>
      <Popover UNSTABLE_portalContainer={inDialog ? undefined : overlayRoot()} className="max-h-72 w-(--trigger-width) overflow-auto rounded-lg border border-stone-300 bg-white shadow-lg">
        <ListBox items={options} className="p-1 outline-none">
          {(item) => (
            <ListBoxItem
              id={item.id}
              textValue={item.label}
              className="flex cursor-pointer flex-col rounded-md px-3 py-2 text-stone-900 outline-none data-[disabled]:cursor-not-allowed data-[disabled]:text-stone-600 data-[focused]:bg-maroon-50 data-[selected]:font-semibold data-[selected]:text-maroon-800"
            >
              {/* Plain text, not label and description slots: the reason is part of the option's name, so what is read is what is seen. */}
              <span>{item.label}</span>
              {item.disabledReason ? <span className="text-sm">{item.disabledReason}</span> : null}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
