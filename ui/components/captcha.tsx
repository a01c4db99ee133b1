import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { TURNSTILE_SCRIPT_URL, type CaptchaSetting } from '../../contract/captcha';
import { m } from '../../contract/i18n/paraglide/messages';
import { referenceAtom } from '../state/reference';
import { fieldLabelClass } from './text-field';

/** The part of Turnstile's global API the forms use (explicit rendering). */
interface Turnstile {
  render(container: HTMLElement, params: Record<string, unknown>): string | null | undefined;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

let loading: Promise<Turnstile> | null = null;

const nothingToWatch = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/** Turnstile's script, added once and only when a form with the captcha is first shown. */
function loadTurnstile(): Promise<Turnstile> {
  loading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const turnstile = (window as { turnstile?: Turnstile }).turnstile;
      if (turnstile) resolve(turnstile);
      else reject(new Error('Turnstile did not start'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('Turnstile did not load'));
    };
    document.head.append(script);
  });
  // A failed load is not kept: the next form shown tries again.
  loading.catch(() => (loading = null));
  return loading;
}

export interface Captcha {
  /** The widget to put in the form, before its button; nothing while the captcha is off. */
  field: ReactNode;
  /**
   * The headers of one attempt: `{ captcha: token }`, and the widget starts over, since a token
   * counts once whatever the answer; `{}` with the captcha off; null while there is no token
   * yet (the field then says what to do, and the form sends nothing).
   */
  take(): Record<string, string> | null;
}

/** The captcha of one form (decision 0832): the server's setting decides whether there is one. */
export function useCaptcha({ className = '' }: { className?: string } = {}): Captcha {
  const setting = useAtomValue(referenceAtom)?.captcha ?? null;
  const token = useRef<string | null>(null);
  const widget = useRef<{ turnstile: Turnstile; id: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Drawn once hydrated: a page the build prerendered without any captcha (/login, decision
  // 0014) hydrates to exactly its markup (the server snapshot), and the field follows.
  const mounted = useSyncExternalStore(nothingToWatch, inBrowser, onServer);

  const take = useCallback((): Record<string, string> | null => {
    if (!setting) return {};
    const taken = token.current;
    if (!taken) {
      setProblem((p) => p ?? m.auth_captcha_pending());
      return null;
    }
    token.current = null;
    setProblem(null);
    if (widget.current) widget.current.turnstile.reset(widget.current.id);
    return { captcha: taken };
  }, [setting]);

  const field = setting && mounted ? (
    <CaptchaField setting={setting} problem={problem} setProblem={setProblem} token={token} widget={widget} className={className} />
  ) : null;
  return { field, take };
}

interface CaptchaFieldProps {
  setting: CaptchaSetting;
  problem: string | null;
  setProblem: (problem: string | null) => void;
  token: { current: string | null };
  widget: { current: { turnstile: Turnstile; id: string } | null };
  className: string;
}

/** A labelled group holding the provider's widget; its problems are announced. */
function CaptchaField({ setting, problem, setProblem, token, widget, className }: CaptchaFieldProps) {
  const labelId = useId();
  const descriptionId = useId();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let gone = false;
    loadTurnstile().then(
      (turnstile) => {
        if (gone || !container.current) return;
        const id = turnstile.render(container.current, {
          sitekey: setting.siteKey,
          theme: 'light',
          callback: (value: string) => {
            token.current = value;
            setProblem(null);
          },
          'expired-callback': () => (token.current = null),
          'error-callback': () => {
            token.current = null;
            setProblem(m.auth_captcha_check_failed());
            return true; // handled: Turnstile retries by itself instead of throwing
          },
        });
        if (id) widget.current = { turnstile, id };
      },
      () => !gone && setProblem(m.auth_captcha_load_failed()),
    );
    return () => {
      gone = true;
      if (widget.current) widget.current.turnstile.remove(widget.current.id);
      widget.current = null;
      token.current = null;
    };
  }, [setting.siteKey, setProblem, token, widget]);

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={descriptionId} className={`flex flex-col gap-1 ${className}`}>
      <span id={labelId} className={fieldLabelClass}>
        {m.auth_captcha_label()}
      </span>
      <span id={descriptionId} className="text-xs text-stone-600">
        {m.auth_captcha_description()}
      </span>
      <div ref={container} className="min-h-[65px]" />
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
