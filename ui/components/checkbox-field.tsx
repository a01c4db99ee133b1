import { Checkbox } from 'react-aria-components';

export interface CheckboxFieldProps {
  label: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  isDisabled?: boolean;
}

/** A labelled check box (Space toggles; the box is drawn, the input stays for screen readers). */
export function CheckboxField({ label, ...props }: CheckboxFieldProps) {
  return (
    <Checkbox {...props} className="group flex cursor-pointer items-center gap-2 text-sm text-stone-900 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60">
      <span
        aria-hidden="true"
        className="flex h-5 w-5 shrink-0 items-center justify-center rounded border border-stone-500 bg-white group-data-[selected]:border-maroon-700 group-data-[selected]:bg-maroon-700 group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-maroon-500"
      >
        <svg viewBox="0 0 16 16" className="hidden h-3.5 w-3.5 fill-none stroke-white stroke-[2.5] group-data-[selected]:block">
          <path d="M3 8l3 3 7-7" />
        </svg>
      </span>
      <span>{label}</span>
    </Checkbox>
  );
}
