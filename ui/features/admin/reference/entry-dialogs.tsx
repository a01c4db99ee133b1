import { useState, type FormEvent } from 'react';
import { referenceNameSchema } from '../../../../contract/admin/reference';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { Notice } from '../../../components/notice';
import { SelectField, type SelectOption } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { showToast } from '../../../state/alerts';
import type { Outcome } from './reference-api';

/**
 * The dialogs of a reference list: add or rename (a name), remove (a confirmation that shows
 * the refusal, with its counts, when the entry is in use) and merge into… (a sibling to keep).
 * Each one sends one call; a success closes it with a toast, a failure stays in it.
 */
export type EntryAction =
  | { mode: 'add' }
  | { mode: 'rename'; id: string; name: string }
  | { mode: 'remove'; id: string; name: string }
  /** `siblings`: the entries it may merge into, fetched as the Merge button is pressed. */
  | { mode: 'merge'; id: string; name: string; siblings: SelectOption[] };

interface DialogProps {
  /** 'caste', 'sub-caste', 'eating habit' … */
  noun: string;
  action: EntryAction | null;
  onClose: () => void;
  /** Called after a success, to reload the list. */
  onDone: () => void;
  submit: (action: EntryAction, value: string) => Promise<Outcome>;
}

/** Each action opens a fresh dialog (keyed by it), so no field keeps a value from the one before. */
export function EntryDialogs(props: DialogProps) {
  const { action } = props;
  if (!action) return null;
  return <EntryDialog key={`${action.mode}:${'id' in action ? action.id : ''}`} {...props} action={action} />;
}

function EntryDialog({ noun, action, onClose, onDone, submit }: DialogProps & { action: EntryAction }) {
  const [value, setValue] = useState(action.mode === 'rename' ? action.name : '');
  const [error, setError] = useState<string | undefined>();
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const siblings = action.mode === 'merge' ? action.siblings.filter((o) => o.id !== action.id) : [];

  const named = action.mode === 'add' || action.mode === 'rename';

  async function send(e: FormEvent) {
    e.preventDefault();
    if (named) {
      const parsed = referenceNameSchema.safeParse(value);
      if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message);
    }
    if (action.mode === 'merge' && !value) return setFieldError(`Choose the ${noun} to keep.`);
    setBusy(true);
    const res = await submit(action, value);
    setBusy(false);
    if (!res.ok) {
      setFieldError(res.fields.name ?? res.fields.intoId);
      setError(res.fields.name || res.fields.intoId ? undefined : res.error);
      return;
    }
    showToast(res.message, 'success');
    onClose();
    onDone();
  }

  const title =
    action.mode === 'add' ? `Add ${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}` : action.mode === 'rename' ? `Rename ${action.name}` : action.mode === 'remove' ? `Remove ${action.name}?` : `Merge ${action.name} into…`;
  return (
    <Modal title={title} isOpen onOpenChange={(open) => !open && onClose()} role={action.mode === 'remove' ? 'alertdialog' : 'dialog'}>
      <form onSubmit={(e) => void send(e)} noValidate className="flex flex-col gap-4">
        {error ? <Notice tone="error">{error}</Notice> : null}
        {named ? <TextField label="Name" name="name" value={value} onChange={setValue} error={fieldError} isRequired autoComplete="off" /> : null}
        {action.mode === 'remove' ? <p className="text-stone-800">Members can no longer choose it. This cannot be undone.</p> : null}
        {action.mode === 'merge' ? (
          <>
            <p className="text-stone-800">
              Every member and partner preference that has {action.name} moves to the {noun} you keep; then {action.name} is removed. Use it for duplicates
              such as Aggarwal and Agarwal.
            </p>
            <SelectField label={`${noun[0]!.toUpperCase()}${noun.slice(1)} to keep`} name="intoId" options={siblings} value={value} onChange={setValue} error={fieldError} isRequired inDialog />
          </>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant={action.mode === 'remove' ? 'danger' : 'primary'} isDisabled={busy}>
            {action.mode === 'add' ? 'Add' : action.mode === 'rename' ? 'Rename' : action.mode === 'remove' ? 'Remove' : 'Merge'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
