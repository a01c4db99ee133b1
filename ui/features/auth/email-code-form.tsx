import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { emailCodeSchema } from '../../../contract/auth';
import { m } from '../../../contract/i18n/paraglide/messages';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { ResendVerification } from '../../components/resend-verification';
import { TextField } from '../../components/text-field';
import { api, call } from '../../lib/api';
import { fieldErrors } from '../../lib/form-errors';
import { beginSession } from '../../lib/session';

/**
 * The step after "Register": the 6-digit code mailed to the address signs the new member in,
 * verified, and opens the profile wizard (issue 22 §2). For an address that already had an
 * account the page is the same (decision 0009); its owner's mail says how to sign in instead.
 */
export function EmailCodeForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const router = useRouter();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const parsed = emailCodeSchema.safeParse({ email, code });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).code ?? m.auth_code_invalid());
      return;
    }
    setBusy(true);
    const res = await call(() => api.auth.verifyCode.$post({ json: parsed.data }));
    if (!res.ok) {
      setBusy(false);
      setError(res.fields.code ?? res.error);
      return;
    }
    beginSession(res.body);
    // Pages read before sign-in (the header's links among them) are read again as the member's.
    await router.invalidate();
    await navigate({ to: '/register' });
  }

  return (
    <div className="flex flex-col gap-5">
      <Notice tone="success">
        {m.auth_code_sent_before()} <strong>{email}</strong>
        {m.auth_code_sent_after()}
      </Notice>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4 sm:max-w-xs">
        <TextField
          label={m.auth_code_label()}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          // The one thing to do next, so the caret waits here: no click, and a screen reader
          // lands on the field with its description.
          autoFocus
          maxLength={7}
          value={code}
          onChange={(v) => {
            setCode(v);
            setError(null);
          }}
          error={error ?? undefined}
          description={m.auth_code_description()}
          isRequired
        />
        <Button type="submit" isDisabled={busy} className="self-start">
          {busy ? m.auth_code_checking() : m.auth_code_submit()}
        </Button>
      </form>
      <div className="flex flex-col gap-2 text-sm text-stone-700">
        <p>
          {m.auth_code_help_before()}{' '}
          <Link to="/login" className="font-semibold text-maroon-700 underline underline-offset-4">{m.auth_code_help_link()}</Link>
          {m.auth_code_help_after()}
        </p>
        <ResendVerification email={email} label={m.auth_code_resend()} />
      </div>
    </div>
  );
}
