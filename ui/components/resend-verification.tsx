import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { m } from '../../contract/i18n/paraglide/messages';
import { Button } from './button';
import { useCaptcha } from './captcha';
import { Notice } from './notice';
import { api, call } from '../lib/api';
import { sessionAtom } from '../state/session';

/** Sends the verification link again (POST /auth/checkEmail/sendMail). */
export function ResendVerification({ email, label }: { email: string; label?: string }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const captcha = useCaptcha({ className: 'self-stretch' });

  async function resend() {
    setResult(null);
    const headers = captcha.take();
    if (!headers) return;
    setBusy(true);
    const res = await call(() => api.auth.checkEmail.sendMail.$post({ json: { email } }, { headers }));
    setBusy(false);
    setResult(res.ok ? { tone: 'success', text: res.body.message } : { tone: 'error', text: res.error });
  }

  return (
    <div className="flex flex-col items-start gap-3">
      {captcha.field}
      <Button variant="secondary" onPress={() => void resend()} isDisabled={busy}>
        {busy ? m.auth_sending() : (label ?? m.auth_resend_default())}
      </Button>
      {result ? <Notice tone={result.tone}>{result.text}</Notice> : null}
    </div>
  );
}

/** "Resend the link" for the member signed in, to their own address (decision 0880). */
export function ResendOwnLink() {
  const email = useAtomValue(sessionAtom)?.userData.email;
  return email ? <ResendVerification email={email} label={m.auth_resend_link()} /> : null;
}
