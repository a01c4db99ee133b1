import { FieldError, Input, Label, Text, TextArea, TextField as AriaTextField } from 'react-aria-components';

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date' | 'datetime-local' | 'search' | 'url';
  error?: string | undefined;
  description?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  autoComplete?: string;
  /** The on-screen keyboard to offer, e.g. 'numeric' for a code sent by e-mail. */
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  maxLength?: number;
  multiline?: boolean;
  max?: string;
  /** Focus on arrival, where the field is the one thing to do next (the code after Register). */
  autoFocus?: boolean;
  className?: string;
}

export const fieldLabelClass = 'text-sm font-semibold text-stone-800';
export const fieldInputClass =
  'w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 data-[invalid]:border-red-700 data-[disabled]:bg-stone-100';

/** A labelled text input with its description and error message wired for screen readers. */
export function TextField({ label, error, description, multiline, max, className = '', ...props }: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={!!error}
      validationBehavior="aria"
      className={`flex flex-col gap-1 ${className}`}
    >
      <Label className={fieldLabelClass}>
        {label}
        {props.isRequired ? <span aria-hidden="true" className="text-red-700"> *</span> : null}
      </Label>
      {multiline ? <TextArea rows={5} className={fieldInputClass} /> : <Input max={max} className={fieldInputClass} />}
      {description ? (
        <Text slot="description" className="text-xs text-stone-600">
          {description}
        </Text>
      ) : null}
      <FieldError className="text-sm text-red-700">{error}</FieldError>
    </AriaTextField>
  );
}
