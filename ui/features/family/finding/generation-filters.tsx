import { Label, Radio, RadioGroup } from 'react-aria-components';
import { FAMILY_FINDING_TEXT, GENERATIONS } from '../../../../contract/family-finding';
import { actGenerationsNote } from '../../../../contract/preferences';
import { Section } from '../../../components/filter-accordion';

export interface Generations {
  fatherGen: number;
  motherGen: number;
}

function GenerationChoice({ label, value, onChange }: { label: string; value: number; onChange: (n: number) => void }) {
  return (
    <RadioGroup value={String(value)} onChange={(v) => onChange(Number(v))} orientation="horizontal" className="flex flex-col gap-1">
      <Label className="sr-only">{label}</Label>
      <div className="flex flex-wrap gap-2">
        {GENERATIONS.map((g) => (
          <Radio
            key={g}
            value={String(g)}
            className="flex min-w-10 cursor-pointer items-center justify-center rounded-full border border-stone-400 bg-white px-3 py-1.5 text-sm text-stone-900 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-maroon-500 data-[selected]:border-maroon-700 data-[selected]:bg-maroon-700 data-[selected]:font-semibold data-[selected]:text-white"
          >
            {g}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

/**
 * Spec §2 Family finding: 'Father Side Generation' and 'Mother Side Generation', 2 to 6, as
 * sections of the shared filter accordion (its `afterActive` slot), opening and closing on their own.
 * Below the Act's 5 and 3 a short note says what the Act counts (decision 0723).
 */
export function GenerationFilters({ value, onChange }: { value: Generations; onChange: (g: Generations) => void }) {
  const note = actGenerationsNote(value.fatherGen, value.motherGen);
  return (
    <>
      <Section id="fatherGen" title={FAMILY_FINDING_TEXT.fatherSide}>
        <GenerationChoice label={FAMILY_FINDING_TEXT.fatherSide} value={value.fatherGen} onChange={(fatherGen) => onChange({ ...value, fatherGen })} />
      </Section>
      <Section id="motherGen" title={FAMILY_FINDING_TEXT.motherSide}>
        <GenerationChoice label={FAMILY_FINDING_TEXT.motherSide} value={value.motherGen} onChange={(motherGen) => onChange({ ...value, motherGen })} />
      </Section>
      {note ? (
        <p className="my-2 text-sm text-stone-700" data-testid="act-generations-note">
          {note}
        </p>
      ) : null}
    </>
  );
}
