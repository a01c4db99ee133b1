import { useNavigate, useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { m } from '../../../contract/i18n/paraglide/messages';
import { acceptInvitationSchema } from '../../../contract/managers';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { RadioGroupField } from '../../components/radio-group-field';
import { TextField } from '../../components/text-field';
import { fieldErrors } from '../../lib/form-errors';
import { sessionAtom } from '../../state/session';
import { acceptInvitation } from './family-profile-api';

type Who = 'candidate' | 'manager';

/**
 * The invitation link's page (issue 27). The candidate chooses a password and is signed in as
 * themselves; a family member makes a sign-in of their own (name and password) or, signed in to
 * a member's account, joins with it. Both then reach the dashboard (the candidate: its consent panel).
 */
export function AcceptInvitationForm({ token }: { token: string }) {
  const router = useRouter();
  const navigate = useNavigate();
  const session = useAtomValue(sessionAtom);
  // Only a member signed in as themselves can bring their account; not a manager's session.
  const ownAccount = session && session.userRole === 2 && !('managedBy' in session.userData && session.userData.managedBy) ? session.userData.name : null;
  const [who, setWho] = useState<Who | ''>('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function join(input: { token: string; password?: string; name?: string }) {
    setBusy(true);
    setFailure(null);
    const res = await acceptInvitation(input);
    if (!res.ok) {
      setBusy(false);
      setErrors(res.fields);
      setFailure(res.error);
      return;
    }
    await router.invalidate();
    await navigate({ to: '/dashboard' });
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!who) {
      setErrors({ who: m.managers_accept_who() });
      return;
    }
    const parsed = acceptInvitationSchema.safeParse({ token, password });
    const next = parsed.success ? {} : fieldErrors(parsed.error);
    if (!password) next.password = m.managers_password_needed();
    if (who === 'manager' && name.trim().length < 2) next.name = m.managers_name_needed();
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    void join(who === 'manager' ? { token, password, name: name.trim() } : { token, password });
  }

  const whoOptions = [
    { id: 'candidate', label: m.managers_accept_as_candidate() },
    { id: 'manager', label: m.managers_accept_as_manager() },
  ];

  return (
    <div className="flex flex-col gap-5">
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      {ownAccount && who === 'manager' ? (
        <div className="flex flex-col gap-2">
          <Button onPress={() => void join({ token })} isDisabled={busy} className="self-start">
            {m.managers_accept_join_signed_in({ name: ownAccount })}
          </Button>
          <p className="text-sm text-stone-700">{m.managers_accept_or_new()}</p>
        </div>
      ) : null}
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <RadioGroupField
          label={m.managers_accept_who()}
          name="who"
          options={whoOptions}
          value={who}
          onChange={(v) => {
            setWho(v as Who);
            setErrors({});
          }}
          error={errors.who}
          isRequired
        />
        {who ? <p className="text-sm text-stone-700">{who === 'candidate' ? m.managers_accept_candidate_intro() : m.managers_accept_manager_intro()}</p> : null}
        {who === 'manager' ? <TextField label={m.managers_accept_your_name()} name="name" autoComplete="name" value={name} onChange={setName} error={errors.name} isRequired maxLength={60} /> : null}
        {who ? (
          <TextField
            label={m.managers_accept_password()}
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            error={errors.password}
            description={m.auth_password_description()}
            isRequired
          />
        ) : null}
        <Button type="submit" isDisabled={busy} className="self-start">{busy ? m.managers_accept_joining() : m.managers_accept_submit()}</Button>
      </form>
    </div>
  );
}
