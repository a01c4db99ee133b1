import { useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { m } from '../../../contract/i18n/paraglide/messages';
import { inviteSchema, MAX_MANAGERS, type ProfileFamily } from '../../../contract/managers';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { RadioGroupField } from '../../components/radio-group-field';
import { TextField } from '../../components/text-field';
import { managerRelationOptions } from '../../lib/family-relations';
import { fieldErrors } from '../../lib/form-errors';
import { sendInvitation } from './family-profile-api';

/**
 * Invites the candidate (only while they have no sign-in of their own) or a family manager; the
 * server mails them a one-time link to /family/accept.
 */
export function InviteForm({ family }: { family: ProfileFamily }) {
  const router = useRouter();
  const candidateMayJoin = !family.candidate.hasSignIn;
  const managersFull = family.managers.length >= MAX_MANAGERS;
  const [role, setRole] = useState<string>(candidateMayJoin ? 'candidate' : 'manager');
  const [email, setEmail] = useState('');
  const [relation, setRelation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  if (!candidateMayJoin && managersFull) return <Notice tone="info">{m.managers_family_max_reached({ max: MAX_MANAGERS })}</Notice>;

  const roles = [
    ...(candidateMayJoin ? [{ id: 'candidate', label: m.managers_family_invite_role_candidate() }] : []),
    ...(managersFull ? [] : [{ id: 'manager', label: m.managers_family_invite_role_manager() }]),
  ];

  async function submit(e: FormEvent) {
    e.preventDefault();
    setNotice(null);
    const parsed = inviteSchema.safeParse({ profileId: family.profileId, email, role, relation: role === 'candidate' ? 'self' : relation });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    const res = await sendInvitation(parsed.data);
    setBusy(false);
    if (!res.ok) {
      setErrors(res.fields);
      setNotice({ tone: 'error', text: res.error });
      return;
    }
    setNotice({ tone: 'success', text: res.body.message });
    setEmail('');
    setRelation('');
    await router.invalidate();
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <RadioGroupField label={m.managers_family_invite_role()} name="role" options={roles} value={role} onChange={setRole} error={errors.role} isRequired />
      {role === 'manager' ? (
        <RadioGroupField label={m.managers_family_invite_relation()} name="relation" options={managerRelationOptions()} value={relation} onChange={setRelation} error={errors.relation} isRequired />
      ) : null}
      <TextField label={m.managers_family_invite_email()} name="email" type="email" autoComplete="off" value={email} onChange={setEmail} error={errors.email} isRequired className="sm:max-w-sm" />
      <Button type="submit" isDisabled={busy} className="self-start">{busy ? m.managers_family_inviting() : m.managers_family_invite_submit()}</Button>
    </form>
  );
}
