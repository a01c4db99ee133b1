import { m } from '../../../contract/i18n/paraglide/messages';
import { Label, Radio, RadioGroup } from 'react-aria-components';

/** 1 to 5 stars as a radio group: arrow keys move, each star has a spoken name. */
export function StarRating({ value, onChange, isDisabled }: { value: number; onChange: (stars: number) => void; isDisabled?: boolean }) {
  return (
    <RadioGroup
      value={value ? String(value) : null}
      onChange={(v) => onChange(Number(v))}
      isDisabled={isDisabled ?? false}
      orientation="horizontal"
      className="flex flex-col gap-1"
    >
      <Label className="text-sm font-semibold">{m.social_your_rating()}</Label>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <Radio
            key={n}
            value={String(n)}
            aria-label={m.social_stars({ count: n })}
            className="cursor-pointer rounded-md px-1 text-2xl leading-none outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-maroon-600 data-[disabled]:cursor-not-allowed"
          >
            {/* On the profile's white action panel: chosen and empty stars both stand 3:1 from the white. */}
            <span aria-hidden="true" className={n <= value ? 'text-amber-600' : 'text-stone-500'}>
              ★
            </span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
