import type { PlanGrants } from '../../../../contract/reference';
import { SwitchField } from '../../../components/switch-field';
import { TextField } from '../../../components/text-field';

/** What a plan grants, as the features enforce it (decisions 0104, 0564). */
const SWITCHES: { key: Exclude<keyof PlanGrants, 'contactViews' | 'interestsPerDay'>; label: string }[] = [
  { key: 'seeVisitors', label: 'See who viewed their profile' },
  { key: 'canStartChat', label: 'Start a chat' },
  { key: 'canSendMail', label: 'Send personal messages' },
  { key: 'viewHoroscope', label: 'Horoscope compatibility score' },
  { key: 'familyFinding', label: 'Family finding for a son or daughter' },
  { key: 'profileHighlight', label: 'Profile highlighted in search' },
];

/** Digits typed as text; anything else is sent as it is and the server names the field. */
export const asNumber = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : v.trim() === '' ? Number.NaN : Number(v));

export function GrantFields({ grants, onChange, errors }: { grants: PlanGrants; onChange: (g: PlanGrants) => void; errors: Record<string, string> }) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-stone-300 p-3">
      <legend className="px-1 text-sm font-semibold text-stone-800">What the plan grants</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Contact views"
          name="contactViews"
          value={String(grants.contactViews)}
          onChange={(v) => onChange({ ...grants, contactViews: asNumber(v) })}
          error={errors['grants.contactViews']}
          description="Members whose phone and e-mail they may view during the plan."
        />
        <TextField
          label="Interests a day"
          name="interestsPerDay"
          value={String(grants.interestsPerDay)}
          onChange={(v) => onChange({ ...grants, interestsPerDay: asNumber(v) })}
          error={errors['grants.interestsPerDay']}
        />
      </div>
      {SWITCHES.map((s) => (
        <SwitchField key={s.key} label={s.label} isSelected={grants[s.key]} onChange={(on) => onChange({ ...grants, [s.key]: on })} />
      ))}
    </fieldset>
  );
}
