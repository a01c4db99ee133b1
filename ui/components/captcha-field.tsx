import { useEffect, useId, useRef } from 'react';
import { TURNSTILE_SCRIPT_URL, type CaptchaSetting } from '../../contract/captcha';
import { m } from '../../contract/i18n/paraglide/messages';
import { fieldLabelClass } from './text-field';

/** The part of Turnstile's global API the forms use (explicit rendering). */
export interface Turnstile {
  render(container: HTMLElement, params: Record<string, unknown>): string | null | undefined;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

let loading: Promise<Turnstile> | null = null;

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

interface CaptchaFieldProps {
  setting: CaptchaSetting;
  problem: string | null;
  setProblem: (problem: string | null) => void;
  token: { current: string | null };
  widget: { current: { turnstile: Turnstile; id: string } | null };
  className: string;
}

/** A labelled group holding the provider's widget; its problems are announced (ui/components/captcha.tsx loads it). */
export default function CaptchaField({ setting, problem, setProblem, token, widget, className }: CaptchaFieldProps) {
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
