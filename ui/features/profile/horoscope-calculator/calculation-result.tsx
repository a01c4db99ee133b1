import type { Ref } from 'react';
import { COMPUTE_TEXTS, MANGLIK_CANCELLATIONS, type HoroscopeComputation } from '../../../../contract/horoscope-compute';
import { m } from '../../../../contract/i18n/paraglide/messages';
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

const houseText = (r: { house: number; manglik: boolean }) => (r.manglik ? m.profile_calc_mars_manglik({ house: r.house }) : m.profile_calc_mars_not_manglik({ house: r.house }));

/** What a calculation found, before anything is saved, and the choice it needs from the member. */
export function CalculationResult({ result, pick, onPick, pickError, stale, onUse, headingRef, level }: CalculationResultProps) {
  const Heading = `h${level}` as const;
  const d = result.derived;
  const choices = result.daySpan
    ? result.daySpan.map((c) => ({ id: charanKey(c), label: m.profile_calc_charan_span({ charan: charanLabel(c), from: c.from, to: c.to }) }))
    : result.nearBoundary?.map((c) => ({ id: charanKey(c), label: charanLabel(c) }));
  return (
    <section aria-labelledby="calculation-title" className="flex flex-col gap-3 rounded-lg border border-maroon-200 bg-white p-4">
      <Heading id="calculation-title" ref={headingRef} tabIndex={-1} className="scroll-mt-24 font-semibold text-maroon-800 outline-none focus-visible:ring-2 focus-visible:ring-maroon-500">
        {m.profile_calc_result_heading()}
      </Heading>
      {stale ? <Notice tone="info">{m.profile_calc_stale()}</Notice> : null}
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm min-[420px]:grid-cols-2 sm:grid-cols-3">
        <Row label={result.daySpan ? m.profile_calc_moon_noon() : m.profile_calc_moon_sidereal()}>{m.profile_calc_moon_position({ position: moonPosition(result.moonLongitude, result.rashi) })}</Row>
        {result.daySpan ? null : (
          <>
            <Row label={m.profile_horoscope_nakshatra()}>{result.nakshatra.name}</Row>
            <Row label={m.profile_field_charan()}>{String(result.charan)}</Row>
            <Row label={m.profile_horoscope_moon_sign()}>{result.rashi}</Row>
            <Row label={m.profile_horoscope_gan()}>{d.gan}</Row>
            <Row label={m.profile_horoscope_yoni()}>{d.yoni}</Row>
            <Row label={m.profile_horoscope_nadi()}>{d.nadi}</Row>
            <Row label={m.profile_horoscope_varn()}>{d.varn}</Row>
            <Row label={m.profile_horoscope_vashya()}>{d.vashya}</Row>
            <Row label={m.profile_horoscope_hansak()}>{d.hansak}</Row>
          </>
        )}
        {result.lagna ? <Row label={m.profile_calc_lagna()}>{moonPosition(result.lagna.longitude, result.lagna.rashi)}</Row> : null}
        {result.manglik ? (
          <>
            <Row label={m.profile_calc_manglik_from_lagna()}>{houseText(result.manglik.fromLagna)}</Row>
            <Row label={m.profile_calc_manglik_from_moon()}>{houseText(result.manglik.fromMoon)}</Row>
            <Row label={m.profile_calc_mars()}>{moonPosition(result.manglik.marsLongitude, result.manglik.marsRashi)}</Row>
          </>
        ) : (
          <Row label={m.profile_field_manglik()}>{m.profile_calc_manglik_unknown()}</Row>
        )}
        <Row label={m.profile_calc_time_zone()}>{m.profile_calc_offset({ offset: utcOffset(result.utcOffsetMinutes), zone: result.timezone })}</Row>
      </dl>
      {result.manglik ? (
        <div className="text-sm text-stone-800">
          <p>{COMPUTE_TEXTS.manglikConvention}</p>
          {result.manglik.cancellations.length > 0 ? (
            <>
              <p className="mt-2 font-semibold">{m.profile_calc_cancellations()}</p>
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
          <RadioGroupField label={m.profile_calc_pick_label()} name="calculatedCharan" options={choices} value={pick} onChange={onPick} error={pickError} isRequired />
        </div>
      ) : null}
      <div>
        <Button variant="secondary" onPress={onUse} isDisabled={stale}>
          {m.profile_calc_use()}
        </Button>
      </div>
    </section>
  );
}
