import { useState, type FormEvent } from 'react';
import { ADMINS_TEXT, createAdminSchema, updateAdminSchema, type AdminAccount } from '../../../../contract/admin/admins';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { SwitchField } from '../../../components/switch-field';
import { TextField } from '../../../components/text-field';
import { fieldErrors } from '../../../lib/form-errors';
import { showToast } from '../../../state/alerts';
import { createAdmin, updateAdmin } from './admins-api';

/**
 * Adds an administrator (they get an e-mailed link to set their password) or changes one:
 * name, address, and whether the account may sign in. The main administrator's address and
 * switch, and one's own switch, are locked (the server refuses them too).
 */
export function AdminFormDialog({ account, selfId, onClose, onSaved }: { account: AdminAccount | null; selfId: string | null; onClose: () => void; onSaved: () => void }) {
  const [name, setName] = useState(account?.name ?? '');
  const [email, setEmail] = useState(account?.email ?? '');
  const [active, setActive] = useState(account?.active ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const lockedSwitch = !!account && (account.isMain || account._id === selfId);
  const lockedName = !!account && account.isMain && account._id !== selfId;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = account ? updateAdminSchema.safeParse({ id: account._id, name, email: account.isMain ? undefined : email, active }) : createAdminSchema.safeParse({ name, email });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    const res = 'id' in parsed.data ? await updateAdmin(parsed.data) : await createAdmin(parsed.data);
    setBusy(false);
    if (!res.ok) {
      setErrors(res.fields);
      showToast(res.error, 'error');
      return;
    }
    showToast(res.body.message, res.body.code === 5 ? 'success' : 'info');
    onSaved();
  }

  return (
    <Modal title={account ? `Edit ${account.name}` : 'Add an administrator'} isOpen onOpenChange={(open) => !open && onClose()}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        {account ? null : <p className="text-sm text-stone-700">We e-mail them a link to set their password; then they sign in at the admin login.</p>}
        <TextField
          label="Name"
          name="name"
          value={name}
          onChange={setName}
          error={errors.name}
          isRequired
          autoComplete="off"
          isDisabled={lockedName}
          description={lockedName ? ADMINS_TEXT.mainKeepsName : undefined}
        />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          value={email}
          onChange={setEmail}
          error={errors.email}
          isRequired
          autoComplete="off"
          isDisabled={account?.isMain}
          description={account?.isMain ? ADMINS_TEXT.mainKeepsEmail : undefined}
        />
        {account ? (
          <SwitchField
            label="May sign in"
            description={account.isMain ? ADMINS_TEXT.mainStaysActive : account._id === selfId ? ADMINS_TEXT.notYourself : 'Off: signed out at once and refused at sign-in until switched on again.'}
            isSelected={active}
            onChange={setActive}
            isDisabled={lockedSwitch}
          />
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={onClose}>Cancel</Button>
          <Button type="submit" isDisabled={busy}>{busy ? 'Saving…' : account ? 'Save' : 'Add administrator'}</Button>
        </div>
      </form>
    </Modal>
  );
}
