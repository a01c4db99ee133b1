import { useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { SETTINGS_TEXT } from '../../../contract/settings';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { Notice } from '../../components/notice';
import { TextField } from '../../components/text-field';
import { api, call, type ApiResult } from '../../lib/api';
import { endSessionLocally } from '../../lib/session';
import { showToast } from '../../state/alerts';
import { m } from '../../../contract/i18n/paraglide/messages';

type Kind = 'deactivate' | 'delete';

/** The dialog's words for each kind, read when it is drawn (in the page's language). */
const copyOf = (kind: Kind) =>
  kind === 'deactivate'
    ? { title: m.settings_deactivate_title(), button: m.settings_deactivate_button(), busy: m.settings_deactivate_busy(), body: m.settings_deactivate_body() }
    : { title: m.settings_delete_title(), button: m.settings_delete_button(), busy: m.settings_delete_busy(), body: m.settings_delete_body() };

/** The confirmation of deactivating or deleting: the password, and for deletion the word DELETE. */
function CloseAccountDialog({ kind, isOpen, onOpenChange }: { kind: Kind; isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const router = useRouter();
  const [password, setPassword] = useState('');
  const [word, setWord] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const copy = copyOf(kind);

  function close(open: boolean) {
    if (open) return onOpenChange(true);
    setPassword('');
    setWord('');
    setErrors({});
    setError(null);
    onOpenChange(false);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!password) next.password = m.settings_error_password_confirm();
    if (kind === 'delete' && word !== 'DELETE') next.confirm = SETTINGS_TEXT.deleteWord;
    setErrors(next);
    if (Object.keys(next).length) return;
    setError(null);
    setBusy(true);
    const res: ApiResult<{ message: string }> =
      kind === 'delete'
        ? await call(() => api.user.delete.$post({ json: { password, confirm: 'DELETE' } }))
        : await call(() => api.user.deactivate.$post({ json: { password } }));
    setBusy(false);
    if (!res.ok) {
      setErrors(res.fields);
      setError(res.error);
      return;
    }
    endSessionLocally();
    showToast(res.body.message, 'info', 5000);
    await router.navigate({ to: '/' });
  }

  return (
    <Modal title={copy.title} isOpen={isOpen} onOpenChange={close} role="alertdialog">
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        <p className="text-stone-800">{copy.body}</p>
        {error ? <Notice tone="error">{error}</Notice> : null}
        {kind === 'delete' ? (
          <TextField label={m.settings_delete_type_word()} name="confirm" value={word} onChange={setWord} error={errors.confirm} autoComplete="off" isRequired />
        ) : null}
        <TextField label={m.settings_your_password()} name="closePassword" type="password" autoComplete="current-password" value={password} onChange={setPassword} error={errors.password} isRequired />
        <div className="mt-2 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onPress={() => close(false)} isDisabled={busy}>{m.common_cancel()}</Button>
          <Button type="submit" variant="danger" isDisabled={busy}>{busy ? copy.busy : copy.button}</Button>
        </div>
      </form>
    </Modal>
  );
}

export function CloseAccount({ kind }: { kind: Kind }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={kind === 'delete' ? 'danger' : 'secondary'} onPress={() => setOpen(true)}>
        {copyOf(kind).title}…
      </Button>
      <CloseAccountDialog kind={kind} isOpen={open} onOpenChange={setOpen} />
    </>
  );
}
