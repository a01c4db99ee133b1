import { m } from '../../../contract/i18n/paraglide/messages';
import { PREFERENCES_MATCH_TEXT, type MatchDirection } from '../../../contract/preferences';

/** The preferences match explained: how each of the two meets the other's partner preference. */
export function MatchExplanation({ percentage, details }: { percentage: number; details: { theyMeetMine: MatchDirection; iMeetTheirs: MatchDirection } }) {
  return (
    <section aria-labelledby="match-explained" className="rounded-2xl border border-maroon-100 bg-white p-5 shadow-sm">
      <h2 id="match-explained" className="font-display text-lg font-bold text-maroon-800">
        {PREFERENCES_MATCH_TEXT.label(percentage)}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{PREFERENCES_MATCH_TEXT.explained}</p>
      <div className="mt-3 grid gap-6 md:grid-cols-2">
        <Direction title={m.social_match_they_meet_mine()} direction={details.theyMeetMine} empty={m.social_match_no_preference_mine()} />
        <Direction title={m.social_match_i_meet_theirs()} direction={details.iMeetTheirs} empty={m.social_match_no_preference_theirs()} />
      </div>
    </section>
  );
}

function Direction({ title, direction, empty }: { title: string; direction: MatchDirection; empty: string }) {
  return (
    <div>
      <h3 className="font-semibold text-stone-900">
        {title}
        {direction.percentage !== null ? ` (${direction.percentage}%)` : ''}
      </h3>
      {direction.fields.length === 0 ? (
        <p className="mt-2 text-sm text-stone-700">{empty}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1.5 text-sm">
          {direction.fields.map((f) => (
            <li key={f.field} className="flex gap-2">
              <span aria-hidden="true" className={f.met ? 'text-green-700' : 'text-red-700'}>{f.met ? '✔' : '✘'}</span>
              <span>
                <span className="font-semibold">{f.label}</span>: {m.social_match_wanted({ wanted: f.wanted, actual: f.actual ?? m.social_match_not_given() })}
                <span className="sr-only">{f.met ? m.social_match_met() : m.social_match_not_met()}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
