import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { COMPATIBILITY_TEXT } from '../../../contract/compatibility';
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

const NOT_ADDED = 'Not Added';
const show = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? NOT_ADDED : String(v));

/** The body fields of spec §2, in its order. */
function fields(h: HoroscopeData): Array<[string, string]> {
  return [
    ['DOB', show(formatDob(h.DOB))],
    ['Country', show(h.country?.name)],
    ['State', show(h.state?.name)],
    ['City', show(h.city?.name)],
    ['District', show(h.district)],
    ['Taluka', show(h.taluka)],
    ['Village', show(h.village)],
    ['Latitude', show(h.latitude)],
    ['Longitude', show(h.longitude)],
    ['Nakshtra', show(h.nakshtra?.name)],
    ['Charan', show(h.charan)],
    ['Moon', show(h.moon)],
    ['Gan', show(h.gan)],
    ['Yoni', show(h.yoni)],
    ['Nadi', show(h.nadi)],
    ['Varn', show(h.varn)],
    ['Vashya', show(h.vashya)],
    ['Varga', show(h.varga)],
    ['Muhurta', show(h.muhurta)],
    ['Hansak', show(h.hansak)],
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
  usePageTitle(member ? `Horoscope of ${member.basicDetails.name}` : 'Horoscope');
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
        <h1 className="font-display text-3xl font-bold text-maroon-800">Horoscope</h1>
        <div className="mt-6">
          <EmptyState title={error ?? 'This horoscope is not available.'}>
            <Link to="/dashboard" className="font-semibold text-maroon-700 underline underline-offset-4">Back to your dashboard</Link>
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
            <span className="font-semibold">Profile Created for</span>: {show(member.basicDetails.profileFor)}
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
              label="Password"
              name="horoscopePassword"
              type="password"
              autoComplete="off"
              value={password}
              onChange={setPassword}
              maxLength={HOROSCOPE_PASSWORD_MAX}
              error={fieldError ?? state.error ?? undefined}
              isRequired
            />
            <Button type="submit" isDisabled={busy} className="self-start">{busy ? 'Checking…' : 'Update'}</Button>
          </form>
        ) : null}
        {state?.kind === 'shown' ? (
          <>
            <section aria-labelledby="horoscope-details" className="rounded-2xl border border-maroon-100 bg-white p-5 shadow-sm">
              <h2 id="horoscope-details" className="font-display text-lg font-bold text-maroon-800">Horoscope</h2>
              <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
                {fields(state.horoscope).map(([label, value]) => (
                  <div key={label} className="flex justify-between gap-3 border-b border-maroon-50 py-1">
                    <dt className="font-semibold text-stone-700">{label}</dt>
                    <dd className={`text-right ${value === NOT_ADDED ? 'text-stone-600' : 'text-stone-900'}`}>{value}</dd>
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

const HOW_COMPUTED =
  'Each koota compares the moon’s nakshatra and sign in the two horoscopes and gives points; the eight together make the 36. Panchangs differ on three cells of the Gana table, so the one used here is named.';

function KootaBreakdown({ score }: { score: Extract<CompatibilityData, { matchable: true }> }) {
  const other = score.viewerIs === 'groom' ? 'bride' : 'groom';
  return (
    <section aria-labelledby="guna-milan" className="mt-6 rounded-2xl border border-maroon-100 bg-white p-5 shadow-sm">
      <h2 id="guna-milan" className="font-display text-lg font-bold text-maroon-800">
        Guna Milan: {score.total} of {score.max}
      </h2>
      {/* Wider than a phone: a region the keyboard can scroll too. */}
      <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label="Points of each koota">
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">Points of each koota, yours and theirs</caption>
          <thead>
            <tr className="border-b border-maroon-100">
              <th scope="col" className="py-1 pr-3">Koota</th>
              <th scope="col" className="py-1 pr-3">You</th>
              <th scope="col" className="py-1 pr-3">Them</th>
              <th scope="col" className="py-1 text-right">Points</th>
            </tr>
          </thead>
          <tbody>
            {score.kootas.map((k) => (
              <tr key={k.key} className="border-b border-maroon-50">
                <th scope="row" className="py-1 pr-3 font-semibold">{k.name}</th>
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
        <p className="mt-3 text-sm text-stone-700">No nadi or bhakoot dosha.</p>
      )}
      <p className="mt-3 text-sm text-stone-800">
        <span className="font-semibold">Manglik</span> (not part of the 36): you {show(score.manglik.me)}, them {show(score.manglik.them)}.
      </p>
      {/* Which astrology programs the Gana table follows is for the curious, not the headline (issue 22 §4). */}
      <DisclosureNote question="How is this computed?">
        <p>{HOW_COMPUTED}</p>
        <p>{COMPATIBILITY_TEXT.ganaVariant}</p>
      </DisclosureNote>
    </section>
  );
}

export function HoroscopePending() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <LoadingBlock label="Loading the horoscope…" />
    </div>
  );
}
