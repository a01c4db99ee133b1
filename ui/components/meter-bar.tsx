import { Label, Meter } from 'react-aria-components';

/** A labelled bar with its percent (react-aria Meter: role meter with its value for screen readers). */
export function MeterBar({ label, value, valueText }: { label: string; value: number; valueText?: string }) {
  return (
    <Meter value={value} minValue={0} maxValue={100} valueLabel={valueText} className="flex w-full max-w-sm flex-col gap-1">
      {({ percentage, valueText: text }) => (
        <>
          <div className="flex justify-between gap-2 text-sm">
            <Label className="font-semibold text-stone-800">{label}</Label>
            <span className="font-semibold text-maroon-800">{text}</span>
          </div>
          <div className="h-2.5 overflow-hidden rounded-full bg-maroon-100">
            <div className="h-full rounded-full bg-green-700" style={{ width: `${percentage}%` }} />
          </div>
        </>
      )}
    </Meter>
  );
}
