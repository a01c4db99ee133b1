import { Switch } from 'react-aria-components';

export interface SwitchFieldProps {
  label: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  /** What on and off mean, read with the switch. */
  description?: string;
  isDisabled?: boolean;
}

/** An on/off switch (role switch, Space toggles) with its label beside the track. */
export function SwitchField({ label, description, ...props }: SwitchFieldProps) {
  return (
    <Switch {...props} className="group flex cursor-pointer items-center gap-3 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60">
      <span
        aria-hidden="true"
        className="flex h-7 w-12 shrink-0 items-center rounded-full bg-stone-400 p-1 transition-colors group-data-[selected]:bg-maroon-700 group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-maroon-500 group-data-[focus-visible]:ring-offset-2"
      >
        <span className="h-5 w-5 rounded-full bg-white shadow transition-transform group-data-[selected]:translate-x-5" />
      </span>
      <span className="flex flex-col">
        <span className="font-semibold text-stone-900">{label}</span>
        {description ? <span className="text-sm text-stone-700">{description}</span> : null}
      </span>
    </Switch>
  );
}
