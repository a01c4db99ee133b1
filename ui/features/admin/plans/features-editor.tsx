import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';

/** The plan's feature texts, as members read them on /membership: one line each, in order. */
export function FeaturesEditor({ features, onChange, errors }: { features: string[]; onChange: (f: string[]) => void; errors: Record<string, string> }) {
  const set = (i: number, v: string) => onChange(features.map((f, j) => (j === i ? v : f)));
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-stone-300 p-3">
      <legend className="px-1 text-sm font-semibold text-stone-800">Features members read</legend>
      {errors.features ? <p className="text-sm text-red-800">{errors.features}</p> : null}
      {features.map((f, i) => (
        <div key={i} className="flex items-end gap-2">
          <TextField label={`Feature ${i + 1}`} name={`feature-${i}`} value={f} onChange={(v) => set(i, v)} error={errors[`features.${i}`]} className="min-w-0 flex-1" />
          <Button variant="ghost" onPress={() => onChange(features.filter((_, j) => j !== i))} aria-label={`Remove feature ${i + 1}`}>
            Remove
          </Button>
        </div>
      ))}
      <Button variant="secondary" className="self-start" onPress={() => onChange([...features, ''])} isDisabled={features.length >= 15}>
        Add a feature
      </Button>
    </fieldset>
  );
}
