import { useState, type FormEvent } from 'react';
import type { AdminPage } from '../../../../contract/admin/list-query';
import { ADMIN_MEMBER_STATUSES, BLOCK_REASON_MAX, MEMBER_STATUS_LABELS, type AdminMemberSettings, type MemberNotification, type MemberRow, type MemberStats } from '../../../../contract/admin/members';
import {
  CONTACT_PRIVACY,
  CONTACT_PRIVACY_LABELS,
  PHOTO_PRIVACY,
  PHOTO_PRIVACY_LABELS,
  PROFILE_VISIBILITY,
  PROFILE_VISIBILITY_LABELS,
} from '../../../../contract/settings';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { Notice } from '../../../components/notice';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { showToast } from '../../../state/alerts';
import { MemberNotificationsView, MemberStatsView } from './member-activity';
import { blockMember, updateMemberSettings } from './members-api';

/** A row's menu item; the dialogs that show figures open with them, fetched as the item was chosen. */
export type MemberActionKind = 'verify' | 'settings' | 'stats' | 'notifications' | 'block' | 'actAs';
export type MemberAction =
  | { kind: 'settings' | 'block'; member: MemberRow }
  | { kind: 'stats'; member: MemberRow; stats: MemberStats }
  | { kind: 'notifications'; member: MemberRow; first: AdminPage<MemberNotification> };

// Not '': SelectField shows '' as nothing chosen ("Choose…"), not as "Leave as it is".
const KEEP = 'keep';
const choices = <K extends string>(values: readonly K[], labels: Record<K, string>) => [{ id: KEEP, label: 'Leave as it is' }, ...values.map((v) => ({ id: v, label: labels[v] }))];
const ON_OFF = { on: 'On', off: 'Off' } as const;

/**
 * The dialogs behind a member row's actions. A dialog that changes something sends one call;
 * success closes it with a toast and reloads the list, a failure stays in the dialog.
 */
export function MemberDialogs({ action, onClose, onDone }: { action: MemberAction | null; onClose: () => void; onDone: () => void }) {
  if (!action) return null;
  const { member } = action;
  const close = (open: boolean) => !open && onClose();
  if (action.kind === 'stats')
    return (
      <Modal title={`Statistics of ${member.name}`} isOpen onOpenChange={close}>
        <MemberStatsView stats={action.stats} />
        <Button variant="secondary" className="mt-4" onPress={onClose}>Close</Button>
      </Modal>
    );
  if (action.kind === 'notifications')
    return (
      <Modal title={`Notifications of ${member.name}`} isOpen onOpenChange={close}>
        <MemberNotificationsView memberId={member._id} first={action.first} />
        <Button variant="secondary" className="mt-4" onPress={onClose}>Close</Button>
      </Modal>
    );
  if (action.kind === 'settings') return <SettingsDialog member={member} onClose={onClose} onDone={onDone} />;
  return <BlockDialog member={member} onClose={onClose} onDone={onDone} />;
}

interface FormProps {
  member: MemberRow;
  onClose: () => void;
  onDone: () => void;
}

function SettingsDialog({ member, onClose, onDone }: FormProps) {
  const [form, setForm] = useState({ matchEnabled: KEEP, photoPrivacy: KEEP, contactPrivacy: KEEP, profileVisibility: KEEP, status: KEEP });
  const [error, setError] = useState<string | undefined>();
  const [fields, setFields] = useState<Record<string, string>>({});
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const chosen = Object.fromEntries(Object.entries(form).filter(([, v]) => v !== KEEP)) as Record<string, string>;
    const input = { ...chosen, ...(chosen.matchEnabled ? { matchEnabled: chosen.matchEnabled === 'on' } : {}) } as AdminMemberSettings;
    const res = await updateMemberSettings(member._id, input);
    if (!res.ok) return (setError(res.error), setFields(res.fields));
    showToast(res.body.message ?? 'Saved.', 'success');
    onDone();
    onClose();
  }

  return (
    <Modal title={`Settings of ${member.name}`} isOpen onOpenChange={(o) => !o && onClose()}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3">
        <p className="text-sm text-stone-700">Change only what you choose; the rest stays as the member set it.</p>
        {error ? <Notice tone="error">{error}</Notice> : null}
        <SelectField inDialog label="Finding a soulmate" name="matchEnabled" options={choices(['on', 'off'] as const, ON_OFF)} value={form.matchEnabled} onChange={set('matchEnabled')} error={fields.matchEnabled} />
        <SelectField inDialog label="Who sees the photos" name="photoPrivacy" options={choices(PHOTO_PRIVACY, PHOTO_PRIVACY_LABELS)} value={form.photoPrivacy} onChange={set('photoPrivacy')} error={fields.photoPrivacy} />
        <SelectField inDialog label="Who sees the contact details" name="contactPrivacy" options={choices(CONTACT_PRIVACY, CONTACT_PRIVACY_LABELS)} value={form.contactPrivacy} onChange={set('contactPrivacy')} error={fields.contactPrivacy} />
        <SelectField inDialog label="Who sees the profile" name="profileVisibility" options={choices(PROFILE_VISIBILITY, PROFILE_VISIBILITY_LABELS)} value={form.profileVisibility} onChange={set('profileVisibility')} error={fields.profileVisibility} />
        <SelectField
          inDialog
          label={`Account (now ${MEMBER_STATUS_LABELS[member.status].toLowerCase()})`}
          name="status"
          options={choices(ADMIN_MEMBER_STATUSES, MEMBER_STATUS_LABELS)}
          value={form.status}
          onChange={set('status')}
          error={fields.status}
          description="Deactivating signs the member out; they come back by signing in."
        />
        <div className="flex gap-2">
          <Button type="submit">Save settings</Button>
          <Button variant="secondary" onPress={onClose}>Cancel</Button>
        </div>
      </form>
    </Modal>
  );
}

function BlockDialog({ member, onClose, onDone }: FormProps) {
  const blocking = member.status !== 'blocked';
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [fieldError, setFieldError] = useState<string | undefined>();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const res = await blockMember(member._id, blocking, reason.trim());
    if (!res.ok) return (setError(res.error), setFieldError(res.fields.reason));
    showToast(res.body.message ?? 'Done.', 'success');
    onDone();
    onClose();
  }

  return (
    <Modal title={blocking ? `Block ${member.name}` : `Unblock ${member.name}`} isOpen onOpenChange={(o) => !o && onClose()}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3">
        <p className="text-sm text-stone-700">
          {blocking
            ? 'The member is signed out at once, cannot sign in, and disappears from every search and list until unblocked.'
            : `Blocked because: ${member.blockedReason ?? 'no reason recorded'}. Unblocking lets them sign in and be found again.`}
        </p>
        {error ? <Notice tone="error">{error}</Notice> : null}
        <TextField
          label={blocking ? 'Reason (kept in the audit trail)' : 'Note (optional)'}
          name="reason"
          multiline
          value={reason}
          onChange={setReason}
          error={fieldError}
          isRequired={blocking}
          maxLength={BLOCK_REASON_MAX}
        />
        <div className="flex gap-2">
          <Button type="submit" variant={blocking ? 'danger' : 'primary'}>{blocking ? 'Block member' : 'Unblock member'}</Button>
          <Button variant="secondary" onPress={onClose}>Cancel</Button>
        </div>
      </form>
    </Modal>
  );
}
