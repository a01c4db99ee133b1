import type { Ref } from 'react';
import { COMPUTE_TEXTS, MANGLIK_CANCELLATIONS, type HoroscopeComputation } from '../../../../contract/horoscope-compute';
import { Button } from '../../../components/button';
import { Notice } from '../../../components/notice';
import { RadioGroupField } from '../../../components/radio-group-field';
import { charanKey, charanLabel, moonPosition, utcOffset } from './reading';

export interface CalculationResultProps {
  result: HoroscopeComputation;
  /** The candidate chosen (near a boundary, or from the day's span); '' until one is. */
  pick: string;
  onPick: (key: string) => void;
  pickError: string | undefined;
  /** The birth details changed since: the result no longer describes them. */
  stale: boolean;
  onUse: () => void;
  headingRef: Ref<HTMLHeadingElement>;
  level: 3 | 4;
}

function Row({ label, children }: { label: string; children: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-stone-600">{label}</dt>
      <dd className="font-medium break-words text-stone-900">{children}</dd>
    </div>
  );
}

const houseText = (r: { house: number; manglik: boolean }) => `Mars in house ${r.house}: ${r.manglik ? 'manglik' : 'not manglik'}`;

/** What a calculation found, before anything is saved, and the choice it needs from the member. */
export function CalculationResult({ result, pick, onPick, pickError, stale, onUse, headingRef, level }: CalculationResultProps) {
  const Heading = `h${level}` as const;
  const d = result.derived;
  const choices = result.daySpan
    ? result.daySpan.map((c) => ({ id: charanKey(c), label: `${charanLabel(c)}, ${c.from} to ${c.to}` }))
    : result.nearBoundary?.map((c) => ({ id: charanKey(c), label: charanLabel(c) }));
  return (
    <section aria-labelledby="calculation-title" className="flex flex-col gap-3 rounded-lg border border-maroon-200 bg-white p-4">
      <Heading id="calculation-title" ref={headingRef} tabIndex={-1} className="scroll-mt-24 font-semibold text-maroon-800 outline-none focus-visible:ring-2 focus-visible:ring-maroon-500">
        Calculated horoscope (not saved yet)
      </Heading>
      {stale ? <Notice tone="info">The birth details changed since this calculation. Calculate again to use them.</Notice> : null}
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm min-[420px]:grid-cols-2 sm:grid-cols-3">
        <Row label={result.daySpan ? 'Moon at local noon (for reference)' : 'Moon (sidereal, Lahiri)'}>{`Moon ${moonPosition(result.moonLongitude, result.rashi)}`}</Row>
        {result.daySpan ? null : (
          <>
            <Row label="Nakshatra">{result.nakshatra.name}</Row>
            <Row label="Charan">{String(result.charan)}</Row>
            <Row label="Moon sign (rashi)">{result.rashi}</Row>
            <Row label="Gan">{d.gan}</Row>
            <Row label="Yoni">{d.yoni}</Row>
            <Row label="Nadi">{d.nadi}</Row>
            <Row label="Varn">{d.varn}</Row>
            <Row label="Vashya">{d.vashya}</Row>
            <Row label="Hansak">{d.hansak}</Row>
          </>
        )}
        {result.lagna ? <Row label="Lagna (ascendant)">{moonPosition(result.lagna.longitude, result.lagna.rashi)}</Row> : null}
        {result.manglik ? (
          <>
            <Row label="Manglik from the lagna">{houseText(result.manglik.fromLagna)}</Row>
            <Row label="Manglik from the Moon">{houseText(result.manglik.fromMoon)}</Row>
            <Row label="Mars">{moonPosition(result.manglik.marsLongitude, result.manglik.marsRashi)}</Row>
          </>
        ) : (
          <Row label="Manglik">Unknown without a time of birth</Row>
        )}
        <Row label="Time zone">{`${utcOffset(result.utcOffsetMinutes)} (${result.timezone}), the offset in force on that date`}</Row>
      </dl>
      {result.manglik ? (
        <div className="text-sm text-stone-800">
          <p>{COMPUTE_TEXTS.manglikConvention}</p>
          {result.manglik.cancellations.length > 0 ? (
            <>
              <p className="mt-2 font-semibold">Cancellations that apply (listed, not applied):</p>
              <ul className="ml-5 list-disc">
                {result.manglik.cancellations.map((k) => (
                  <li key={k}>{MANGLIK_CANCELLATIONS[k]}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      {choices ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-semibold text-stone-800">{result.daySpan ? COMPUTE_TEXTS.daySpan : COMPUTE_TEXTS.nearBoundary}</p>
          <RadioGroupField label="Nakshatra and charan" name="calculatedCharan" options={choices} value={pick} onChange={onPick} error={pickError} isRequired />
        </div>
      ) : null}
      <div>
        <Button variant="secondary" onPress={onUse} isDisabled={stale}>
          Use this
        </Button>
      </div>
    </section>
  );
}
