import { Label, Meter } from 'react-aria-components';

/** How good the value is; each tone's fill stands 3:1 from the track and from white. */
export type MeterTone = 'low' | 'fair' | 'good';

const FILL: Record<MeterTone, string> = {
  low: 'bg-red-700',
  fair: 'bg-amber-700',
  good: 'bg-green-700',
};

/**
 * A labelled bar with its value (react-aria Meter: role meter with its value for screen
 * readers). The colour is never the only sign: `band` says in words what the tone shows.
 */
export function MeterBar({ label, value, valueText, tone = 'good', band }: { label: string; value: number; valueText?: string; tone?: MeterTone; band?: string }) {
  return (
    <Meter value={value} minValue={0} maxValue={100} valueLabel={valueText} className="flex w-full max-w-sm flex-col gap-1">
      {({ percentage, valueText: text }) => (
        <>
          <div className="flex justify-between gap-2 text-sm">
            <Label className="font-semibold text-stone-800">{label}</Label>
            <span className="font-semibold text-maroon-800">{text}</span>
          </div>
          <div className="h-2.5 overflow-hidden rounded-full bg-stone-200">
            <div data-tone={tone} className={`h-full rounded-full ${FILL[tone]}`} style={{ width: `${percentage}%` }} />
          </div>
          {band ? <p className="text-sm font-semibold text-stone-800">{band}</p> : null}
        </>
      )}
    </Meter>
  );
}
