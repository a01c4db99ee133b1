import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { horoscopeComputeSchema, type HoroscopeComputation, type HoroscopeComputeInput } from '../../../../contract/horoscope-compute';
import { m } from '../../../../contract/i18n/paraglide/messages';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/checkbox-field';
import { Notice } from '../../../components/notice';
import { TextField } from '../../../components/text-field';
import { TypeAheadPicker } from '../../../components/type-ahead-picker';
import { fieldErrors } from '../../../lib/form-errors';
import { intlLocale } from '../../../lib/format';
import { browserTimeZone, TIME_ZONE_OPTIONS } from '../../../lib/time-zones';
import { referenceAtom } from '../../../state/reference';
import { computeHoroscope } from '../profile-api';
import type { Values } from '../section-specs';
import { CalculationResult } from './calculation-result';
import { charanKey, confirmedValues } from './reading';

/** The list with the zone in use, which may be an alias the list leaves out (e.g. 'UTC'). */
const zonesWith = (zone: string | undefined) => (!zone || TIME_ZONE_OPTIONS.some((z) => z.id === zone) ? TIME_ZONE_OPTIONS : [{ id: zone, label: zone }, ...TIME_ZONE_OPTIONS]);
/** '' is "not given" (the schema names what is missing); anything else is parsed, NaN included. */
const coordinate = (v: string | undefined) => (v?.trim() ? Number(v) : undefined);
const formatDob = (dob: string) => new Date(`${dob}T00:00:00Z`).toLocaleDateString(intlLocale(), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export interface CalculatorPanelProps {
  values: Values;
  /** Sets the section's values as they are (no "chosen by hand" rule: the calculation fills them). */
  setValues: (next: Values) => void;
  /** Sets one field as the member typing it would. */
  set: (name: string, value: string) => void;
  /** The section's field errors from its last save (time of birth, coordinates, zone). */
  errors: Record<string, string>;
  dob: string | null;
  /** The name of the city chosen in the section, if any. */
  cityName: string | undefined;
  /** The panel's heading level (the result's is one below). */
  level: 2 | 3;
}

/**
 * "Calculate from birth details": time (or "I don't know the time") and place (the section's
 * city, or coordinates with a zone) → POST /user/horoscope/compute; "Use this" fills
 * nakshatra, charan and manglik, which the member then saves with the section.
 */
export function CalculatorPanel({ values, setValues, set, errors, dob, cityName, level }: CalculatorPanelProps) {
  const Heading = `h${level}` as const;
  const reference = useAtomValue(referenceAtom);
  const [unknownTime, setUnknownTime] = useState(false);
  const [notInList, setNotInList] = useState(() => !!values.timezone || (!!values.latitude && !values.city));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [computeErrors, setComputeErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ result: HoroscopeComputation; body: HoroscopeComputeInput } | null>(null);
  const [pick, setPick] = useState('');
  const [pickError, setPickError] = useState<string | undefined>();
  const [used, setUsed] = useState(false);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  const body: HoroscopeComputeInput = useMemo(
    () => ({
      dob: dob ?? '',
      time: unknownTime ? null : (values.timeOfBirth ?? ''),
      ...(notInList
        ? { latitude: coordinate(values.latitude), longitude: coordinate(values.longitude), timezone: values.timezone || undefined }
        : { cityId: values.city ? Number(values.city) : undefined }),
    }),
    [dob, unknownTime, notInList, values.timeOfBirth, values.latitude, values.longitude, values.timezone, values.city],
  );
  // One list per zone in use: a new array each render would rebuild the combo box's collection.
  const zones = useMemo(() => zonesWith(values.timezone), [values.timezone]);
  const stale = !!outcome && JSON.stringify(outcome.body) !== JSON.stringify(body);

  useEffect(() => {
    if (!outcome) return;
    // Focus alone scrolls only as far as the heading's line: bring the result to the top.
    resultHeading.current?.focus({ preventScroll: true });
    resultHeading.current?.scrollIntoView({ block: 'start' });
  }, [outcome]);

  function chooseNotInList(on: boolean) {
    setNotInList(on);
    if (on && !values.timezone) set('timezone', browserTimeZone());
  }

  async function calculate() {
    setFailure(null);
    setUsed(false);
    const parsed = horoscopeComputeSchema.safeParse(body);
    if (!parsed.success) {
      setComputeErrors(fieldErrors(parsed.error));
      setFailure(m.profile_calc_fix_fields());
      return;
    }
    setComputeErrors({});
    setBusy(true);
    const res = await computeHoroscope(body);
    setBusy(false);
    if (!res.ok) {
      setComputeErrors(res.fields);
      setFailure(res.error);
      return;
    }
    const result = res.body.data as HoroscopeComputation;
    setPick('');
    setPickError(undefined);
    setOutcome({ result, body });
  }

  function use() {
    if (!outcome || !reference) return;
    const { result, body: used } = outcome;
    const candidates = result.daySpan ?? result.nearBoundary ?? [result];
    const chosen = candidates.length === 1 ? candidates[0] : candidates.find((c) => charanKey(c) === pick);
    if (!chosen) {
      setPickError(m.profile_calc_choose_one());
      return;
    }
    const coordinates = used.cityId === undefined ? { latitude: values.latitude ?? '', longitude: values.longitude ?? '', timezone: values.timezone ?? '' } : null;
    setValues(confirmedValues(values, result, chosen, used.time ?? null, { coordinates }, reference));
    setUsed(true);
  }

  const error = (name: string) => computeErrors[name] ?? errors[name];
  const live = busy
    ? m.profile_calc_calculating_horoscope()
    : outcome
      ? outcome.result.daySpan
        ? m.profile_calc_done_day_span()
        : m.profile_calc_done({ nakshatra: outcome.result.nakshatra.name, charan: outcome.result.charan })
      : '';

  return (
    <section aria-labelledby="calculator-title" className="flex flex-col gap-4 rounded-lg border border-maroon-100 bg-maroon-50/50 p-4 sm:col-span-2">
      <div>
        <Heading id="calculator-title" className="font-semibold text-maroon-800">
          {m.profile_calc_heading()}
        </Heading>
        <p className="text-sm text-stone-700">{m.profile_calc_explained()}</p>
      </div>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <div className="text-sm">
        <p>
          <span className="font-semibold text-stone-800">{m.profile_calc_dob()} </span>
          {dob ? formatDob(dob) : m.profile_calc_dob_missing()}
        </p>
        {error('dob') ? <p className="text-red-700">{error('dob')}</p> : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <TextField
            label={m.profile_calc_time_of_birth()}
            name="timeOfBirth"
            value={values.timeOfBirth ?? ''}
            onChange={(v) => set('timeOfBirth', v)}
            error={unknownTime ? undefined : error('time') ?? error('timeOfBirth')}
            description={m.profile_calc_time_help()}
            maxLength={5}
            isDisabled={unknownTime}
          />
          <CheckboxField label={m.profile_calc_unknown_time()} isSelected={unknownTime} onChange={setUnknownTime} />
        </div>
        <div className="flex flex-col gap-2 text-sm">
          <p>
            <span className="font-semibold text-stone-800">{m.profile_calc_place()} </span>
            {notInList ? m.profile_calc_place_by_coordinates() : (cityName ?? m.profile_calc_place_choose())}
          </p>
          {error('cityId') ? <p className="text-red-700">{error('cityId')}</p> : null}
          <CheckboxField label={m.profile_calc_not_in_list()} isSelected={notInList} onChange={chooseNotInList} />
        </div>
      </div>
      {notInList ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label={m.profile_calc_latitude()} name="latitude" value={values.latitude ?? ''} onChange={(v) => set('latitude', v)} error={error('latitude')} description={m.profile_calc_latitude_help()} maxLength={12} isRequired />
          <TextField label={m.profile_calc_longitude()} name="longitude" value={values.longitude ?? ''} onChange={(v) => set('longitude', v)} error={error('longitude')} description={m.profile_calc_longitude_help()} maxLength={12} isRequired />
          <TypeAheadPicker label={m.profile_calc_time_zone()} name="timezone" options={zones} value={values.timezone ?? ''} onChange={(v) => set('timezone', v)} error={error('timezone')} description={m.profile_calc_time_zone_help()} isRequired />
        </div>
      ) : null}
      {/* The save refused the longitude (it no longer fits the charan): calculate again. */}
      {errors.moonLongitude ? <p className="text-sm text-red-700">{errors.moonLongitude}</p> : null}
      <div>
        <Button variant="secondary" onPress={() => void calculate()} isDisabled={busy}>
          {busy ? m.profile_calc_calculating() : m.profile_calc_calculate()}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {live}
      </p>
      {outcome ? (
        <CalculationResult
          result={outcome.result}
          pick={pick}
          onPick={(k) => {
            setPick(k);
            setPickError(undefined);
          }}
          pickError={pickError}
          stale={stale}
          onUse={use}
          headingRef={resultHeading}
          level={level === 2 ? 3 : 4}
        />
      ) : null}
      {used ? <Notice tone="success">{m.profile_calc_filled()}</Notice> : null}
    </section>
  );
}
