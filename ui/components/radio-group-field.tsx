import { FieldError, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { fieldLabelClass } from './text-field';
import type { SelectOption } from './select-field';

export interface RadioGroupFieldProps {
  label: string;
  name: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  isRequired?: boolean;
  /** Read out with the group, shown under its label. */
  description?: string | undefined;
  className?: string;
}

/**
 * A short list as a row of choices, one click each; the arrow keys move between them. The row
 * wraps on a narrow screen.
 */
export function RadioGroupField({ label, options, error, description, className = '', ...props }: RadioGroupFieldProps) {
  return (
    <RadioGroup {...props} isInvalid={!!error} validationBehavior="aria" orientation="horizontal" className={`flex flex-col gap-1 ${className}`}>
      <Label className={fieldLabelClass}>
        {label}
        {props.isRequired ? <span aria-hidden="true" className="text-red-700"> *</span> : null}
      </Label>
      {description ? (
        <Text slot="description" className="text-xs text-stone-600">
          {description}
        </Text>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <Radio
            key={o.id}
            value={o.id}
            className="flex cursor-pointer items-center gap-2 rounded-full border border-stone-400 bg-white px-4 py-2 text-sm text-stone-900 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-maroon-500 data-[selected]:border-maroon-700 data-[selected]:bg-maroon-50 data-[selected]:font-semibold data-[selected]:text-maroon-800"
          >
            {({ isSelected }) => (
              <>
                <span
                  aria-hidden="true"
                  className={`inline-block h-3.5 w-3.5 shrink-0 rounded-full border-2 ${isSelected ? 'border-maroon-700 bg-maroon-700' : 'border-stone-500'}`}
                />
                {o.label}
              </>
            )}
          </Radio>
        ))}
      </div>
      <FieldError className="text-sm text-red-700">{error}</FieldError>
    </RadioGroup>
  );
}
