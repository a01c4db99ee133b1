import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { COMPATIBILITY_TEXT, KOOTA_NAMES } from '../../../contract/compatibility';
import { m } from '../../../contract/i18n/paraglide/messages';
import { REASON } from '../../../contract/reasons';
import { HOROSCOPE_PASSWORD_MAX, SETTINGS_TEXT, horoscopePasswordSchema } from '../../../contract/settings';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { DisclosureNote } from '../../components/disclosure-note';
import { MeterBar } from '../../components/meter-bar';
import { EmptyState, Notice } from '../../components/notice';
import { LoadingBlock } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { usePageTitle } from '../../lib/page-title';
import { formatDob } from '../../lib/format';
import type { ViewedMember } from '../../lib/member-api';
import { gunaBand } from './guna-band';
import { fetchCompatibility, fetchHoroscope, type CompatibilityData, type HoroscopeData } from './horoscope-api';
import { profileForLabel } from '../../../contract/profile';

const isMissing = (v: string | number | null | undefined) => v === null || v === undefined || v === '';
const show = (v: string | number | null | undefined) => (isMissing(v) ? m.horoscope_not_added() : String(v));

/** The body fields of spec §2, in its order: the label and the value as given (`show` says when there is none). */
function fields(h: HoroscopeData): Array<[string, string | number | null | undefined]> {
  return [
    [m.horoscope_field_dob(), formatDob(h.DOB)],
    [m.horoscope_field_country(), h.country?.name],
    [m.horoscope_field_state(), h.state?.name],
    [m.horoscope_field_city(), h.city?.name],
    [m.horoscope_field_district(), h.district],
    [m.horoscope_field_taluka(), h.taluka],
    [m.horoscope_field_village(), h.village],
    [m.horoscope_field_latitude(), h.latitude],
    [m.horoscope_field_longitude(), h.longitude],
    [m.horoscope_field_nakshatra(), h.nakshtra?.name],
    [m.horoscope_field_charan(), h.charan],
    [m.horoscope_field_moon(), h.moon],
    [m.horoscope_field_gan(), h.gan],
    [m.horoscope_field_yoni(), h.yoni],
    [m.horoscope_field_nadi(), h.nadi],
    [m.horoscope_field_varn(), h.varn],
    [m.horoscope_field_vashya(), h.vashya],
    [m.horoscope_field_varga(), h.varga],
    [m.horoscope_field_muhurta(), h.muhurta],
    [m.horoscope_field_hansak(), h.hansak],
  ];
}

export type HoroscopeState =
  | { kind: 'error'; error: string }
  | { kind: 'locked'; error: string | null }
  | { kind: 'shown'; horoscope: HoroscopeData; score: CompatibilityData | null };

/**
 * The horoscope of `member` and, where the two may marry, the Guna Milan: the route's loader
 * asks without a password, the password step asks again with the one given.
 */
export async function loadHoroscope(member: ViewedMember, pass: string | undefined): Promise<HoroscopeState> {
  const res = await fetchHoroscope(member._id, pass);
  if (res.ok) {
    const score = member.isMatchable ? await fetchCompatibility(member._id, pass) : null;
    return { kind: 'shown', horoscope: res.body.data.horoscope, score: score?.ok ? score.body.data : null };
  }
  // The password step: until the right password is given (spec §2, §4).
  const protectedHoroscope = member.horoscopePrivacy === 'hpassword' && !member.isSelf;
  if (protectedHoroscope && res.status === 403 && res.reason !== REASON.horoscopeHidden) return { kind: 'locked', error: pass ? res.error : null };
  return { kind: 'error', error: res.error };
}

/** /viewHoroscope/{id} (spec §2 Horoscope viewer); `member`, `error` and `horoscope` are the route loader's. */
export function HoroscopePage({ member, error, horoscope }: { member: ViewedMember | null; error: string | null; horoscope: HoroscopeState | null }) {
  usePageTitle(member ? m.horoscope_page_title_of({ name: member.basicDetails.name }) : m.horoscope_title());
  // What the password step answered; until then what the loader read.
  const [unlocked, setUnlocked] = useState<HoroscopeState | null>(null);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const state = unlocked ?? horoscope;
  const score = state?.kind === 'shown' ? state.score : null;

  async function unlock(e: FormEvent) {
    e.preventDefault();
    if (!member) return;
    const parsed = horoscopePasswordSchema.safeParse(password);
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message);
    setFieldError(undefined);
    setBusy(true);
    setUnlocked(await loadHoroscope(member, parsed.data));
    setBusy(false);
  }

  if (!member) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="font-display text-3xl font-bold text-maroon-800">{m.horoscope_title()}</h1>
        <div className="mt-6">
          <EmptyState title={error ?? m.horoscope_not_available()}>
            <Link to="/dashboard" className="font-semibold text-maroon-700 underline underline-offset-4">{m.horoscope_back_to_dashboard()}</Link>
          </EmptyState>
        </div>
      </div>
    );
  }

  const matchable = member.isMatchable && score?.matchable === true ? score : null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <header className="flex flex-col gap-4 rounded-2xl border border-maroon-100 bg-white p-5 shadow-sm sm:flex-row">
        <Avatar name={member.basicDetails.name} picture={member.profilePicture} size={96} />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h1 className="font-display text-2xl font-bold text-maroon-800">{member.basicDetails.name}</h1>
          {member.tag ? <p className="font-semibold text-stone-700">{member.tag}</p> : null}
          {matchable ? (
            <div>
              <MeterBar
                label={COMPATIBILITY_TEXT.gunaMilan}
                value={matchable.percentage}
                valueText={COMPATIBILITY_TEXT.gunaMilanValue(matchable.total, matchable.max, matchable.percentage)}
                tone={gunaBand(matchable.total).tone}
                band={gunaBand(matchable.total).words}
              />
              <p className="mt-1 text-sm text-stone-700">{COMPATIBILITY_TEXT.gunaMilanExplained}</p>
            </div>
          ) : null}
          <p className="text-sm text-stone-800">
            <span className="font-semibold">{m.horoscope_profile_created_for()}</span>: {show(member.basicDetails.profileFor ? profileForLabel(member.basicDetails.profileFor) : member.basicDetails.profileFor)}
          </p>
          {member.aboutMe ? <p className="whitespace-pre-line break-words text-stone-800">{member.aboutMe}</p> : null}
        </div>
      </header>

      <div className="mt-6">
        {state?.kind === 'error' ? <Notice tone="error">{state.error}</Notice> : null}
        {state?.kind === 'locked' ? (
          <form onSubmit={(e) => void unlock(e)} noValidate className="flex max-w-md flex-col gap-3 rounded-2xl border border-maroon-100 bg-white p-5 shadow-sm">
            <p className="text-stone-800">{SETTINGS_TEXT.horoscopePasswordNeeded}</p>
            <TextField
              label={m.horoscope_password()}
              name="horoscopePassword"
              type="password"
              autoComplete="off"
              value={password}
              onChange={setPassword}
              maxLength={HOROSCOPE_PASSWORD_MAX}
              error={fieldError ?? state.error ?? undefined}
              isRequired
            />
            <Button type="submit" isDisabled={busy} className="self-start">{busy ? m.horoscope_checking() : m.horoscope_update()}</Button>
          </form>
        ) : null}
        {state?.kind === 'shown' ? (
          <>
            <section aria-labelledby="horoscope-details" className="rounded-2xl border border-maroon-100 bg-white p-5 shadow-sm">
              <h2 id="horoscope-details" className="font-display text-lg font-bold text-maroon-800">{m.horoscope_title()}</h2>
              <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
                {fields(state.horoscope).map(([label, value]) => (
                  <div key={label} className="flex justify-between gap-3 border-b border-maroon-50 py-1">
                    <dt className="font-semibold text-stone-700">{label}</dt>
                    <dd className={`text-right ${isMissing(value) ? 'text-stone-600' : 'text-stone-900'}`}>{show(value)}</dd>
                  </div>
                ))}
              </dl>
            </section>
            {matchable ? <KootaBreakdown score={matchable} /> : null}
            {member.isMatchable && score && !score.matchable ? <p className="mt-4 text-stone-700">{score.reason}</p> : null}
          </>
        ) : null}
      </div>
    </div>
  );
}

function KootaBreakdown({ score }: { score: Extract<CompatibilityData, { matchable: true }> }) {
  const other = score.viewerIs === 'groom' ? 'bride' : 'groom';
  return (
    <section aria-labelledby="guna-milan" className="mt-6 rounded-2xl border border-maroon-100 bg-white p-5 shadow-sm">
      <h2 id="guna-milan" className="font-display text-lg font-bold text-maroon-800">
        {m.horoscope_guna_milan_total({ total: score.total, max: score.max })}
      </h2>
      {/* Wider than a phone: a region the keyboard can scroll too. */}
      <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label={m.horoscope_kootas_region()}>
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">{m.horoscope_kootas_caption()}</caption>
          <thead>
            <tr className="border-b border-maroon-100">
              <th scope="col" className="py-1 pr-3">{m.horoscope_col_koota()}</th>
              <th scope="col" className="py-1 pr-3">{m.horoscope_col_you()}</th>
              <th scope="col" className="py-1 pr-3">{m.horoscope_col_them()}</th>
              <th scope="col" className="py-1 text-right">{m.horoscope_col_points()}</th>
            </tr>
          </thead>
          <tbody>
            {score.kootas.map((k) => (
              <tr key={k.key} className="border-b border-maroon-50">
                {/* Named here, in the page's language, rather than by the server's `name`. */}
                <th scope="row" className="py-1 pr-3 font-semibold">{KOOTA_NAMES[k.key]}</th>
                <td className="py-1 pr-3">{k[score.viewerIs]}</td>
                <td className="py-1 pr-3">{k[other]}</td>
                <td className="py-1 text-right">{k.points} / {k.max}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {score.doshas.length ? (
        <ul className="mt-3 flex flex-col gap-1 text-sm">
          {score.doshas.map((d) => (
            <li key={d.key}><strong className="text-red-800">{d.name}</strong>: {d.description}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-stone-700">{m.horoscope_no_dosha()}</p>
      )}
      <p className="mt-3 text-sm text-stone-800">
        <span className="font-semibold">{m.horoscope_manglik()}</span> {m.horoscope_manglik_answers({ me: show(score.manglik.me), them: show(score.manglik.them) })}
      </p>
      {/* Which astrology programs the Gana table follows is for the curious, not the headline (issue 22 §4). */}
      <DisclosureNote question={m.horoscope_how_computed_question()}>
        <p>{m.horoscope_how_computed()}</p>
        <p>{COMPATIBILITY_TEXT.ganaVariant}</p>
      </DisclosureNote>
    </section>
  );
}

export function HoroscopePending() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <LoadingBlock label={m.horoscope_loading()} />
    </div>
  );
}
