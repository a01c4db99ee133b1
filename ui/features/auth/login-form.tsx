import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type * as AuthSchemas from '../../../contract/auth';
import { m } from '../../../contract/i18n/paraglide/messages';
import { LOGIN_REDIRECT_DELAY_MS } from '../../../contract/limits';
import { Button } from '../../components/button';
import { useCaptcha } from '../../components/captcha';
import { Notice } from '../../components/notice';
import { TextField } from '../../components/text-field';
import { api, call } from '../../lib/api';
import { fieldErrors } from '../../lib/form-errors';
import { beginSession } from '../../lib/session';
import { showToast } from '../../state/alerts';

/**
 * The shared zod schemas (and zod with them) load when the visitor starts using the form,
 * not with the page, to keep the first visit of /login light.
 */
let schemas: Promise<typeof AuthSchemas> | null = null;

/**
 * Spec §8: a failed sign-in shows the returned text "as a notice cleared shortly after": it goes
 * after 5 seconds (§9's default toast close), or as soon as the e-mail or password is changed
 * (decision 0947). Field errors stay until the next attempt.
 */
const FAILED_NOTICE_CLEAR_MS = 5000;
const loadSchemas = () => (schemas ??= import('../../../contract/auth'));

export interface LoginFormProps {
  door: 'member' | 'admin';
  /** Where to go after 'Login Successfully' (spec §2: after 500 ms). */
  target: string;
}

/** E-mail and password sign-in for members (/login) and administrators (/adminlogin). */
export function LoginForm({ door, target }: LoginFormProps) {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const noticeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const captcha = useCaptcha();
  useEffect(
    () => () => {
      clearTimeout(redirectTimer.current);
      clearTimeout(noticeTimer.current);
    },
    [],
  );

  function showFailure(text: string) {
    setNotice({ tone: 'error', text });
    clearTimeout(noticeTimer.current);
    noticeTimer.current = setTimeout(() => setNotice(null), FAILED_NOTICE_CLEAR_MS);
  }
  /** Correcting a field takes the failure's notice away: it was about what was typed before. */
  const edited = (set: (value: string) => void) => (value: string) => {
    set(value);
    if (notice?.tone === 'error') setNotice(null);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setNotice(null);
    clearTimeout(noticeTimer.current);
    const { loginSchema } = await loadSchemas();
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const headers = captcha.take();
    if (!headers) return;
    setBusy(true);
    const res = await call(() =>
      door === 'admin'
        ? api.auth.adminLogin.$post({ json: parsed.data }, { headers })
        : api.auth.login.$post({ json: parsed.data }, { headers }),
    );
    if (!res.ok) {
      setBusy(false);
      setErrors(res.fields);
      showFailure(res.error);
      return;
    }
    beginSession(res.body);
    // The page's own words, in the reader's language (the server's message is English).
    const message = m.auth_login_success();
    showToast(message, 'success');
    setNotice({ tone: 'success', text: message });
    redirectTimer.current = setTimeout(() => void navigate({ href: target }), LOGIN_REDIRECT_DELAY_MS);
  }

  return (
    <form onSubmit={(e) => void submit(e)} onFocus={() => void loadSchemas()} noValidate className="flex flex-col gap-4">
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <TextField label={m.auth_field_email()} name="email" type="email" autoComplete="email" value={email} onChange={edited(setEmail)} error={errors.email} isRequired />
      <TextField
        label={m.auth_field_password()}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={edited(setPassword)}
        error={errors.password}
        isRequired
      />
      {captcha.field}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button type="submit" isDisabled={busy}>
          {busy ? m.auth_login_signing_in() : m.auth_login_submit()}
        </Button>
        {door === 'member' ? (
          <Link to="/forgotpassword" className="text-sm font-semibold text-maroon-700 underline underline-offset-4">
            {m.auth_login_forgot()}
          </Link>
        ) : null}
      </div>
      {door === 'member' ? (
        <p className="text-sm text-stone-700">
          {m.auth_login_new_to_sambandh()}{' '}
          <Link to="/registration" className="font-semibold text-maroon-700 underline underline-offset-4">
            {m.auth_login_create_profile()}
          </Link>
        </p>
      ) : null}
    </form>
  );
}
