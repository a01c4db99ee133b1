import { useId } from 'react';
import { Checkbox } from 'react-aria-components';

export interface CheckboxFieldProps {
  label: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  isDisabled?: boolean;
  name?: string;
  /** A tick the form requires (the registration declaration): the sentence is read with the box. */
  error?: string | undefined;
}

/** A labelled check box (Space toggles; the box is drawn, the input stays for screen readers). */
export function CheckboxField({ label, error, ...props }: CheckboxFieldProps) {
  const errorId = useId();
  const box = (
    <Checkbox
      {...props}
      isInvalid={!!error}
      aria-describedby={error ? errorId : undefined}
      className="group flex cursor-pointer items-center gap-2 text-sm text-stone-900 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60"
    >
      <span
        aria-hidden="true"
        className="flex h-5 w-5 shrink-0 items-center justify-center rounded border border-stone-500 bg-white group-data-[selected]:border-maroon-700 group-data-[selected]:bg-maroon-700 group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-maroon-500 group-data-[invalid]:border-red-700"
      >
        <svg viewBox="0 0 16 16" className="hidden h-3.5 w-3.5 fill-none stroke-white stroke-[2.5] group-data-[selected]:block">
          <path d="M3 8l3 3 7-7" />
        </svg>
      </span>
      <span>{label}</span>
    </Checkbox>
  );
  if (!error) return box;
  return (
    <div className="flex flex-col gap-1">
      {box}
      <p id={errorId} className="text-sm text-red-700">{error}</p>
    </div>
  );
}
