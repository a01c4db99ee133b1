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
        <Direction title="How this member meets your preference" direction={details.theyMeetMine} empty="You have not set a partner preference yet." />
        <Direction title="How you meet their preference" direction={details.iMeetTheirs} empty="This member has not set a partner preference." />
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
                <span className="font-semibold">{f.label}</span>: wanted {f.wanted}; {f.actual ?? 'not given'}
                <span className="sr-only">{f.met ? ' (met)' : ' (not met)'}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
