import { useAtomValue } from 'jotai';
import { lazy, Suspense, useCallback, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { m } from '../../contract/i18n/paraglide/messages';
import { referenceAtom } from '../state/reference';
import type { Turnstile } from './captcha-field';

/**
 * The widget and its texts load only where the captcha is on: /login's first visit, with it off,
 * downloads none of them (its JavaScript has a budget in every language, decision 0963).
 */
const CaptchaField = lazy(() => import('./captcha-field'));

const nothingToWatch = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

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
    // The same height while the widget's code arrives, so the form does not move.
    <Suspense fallback={<div className={`min-h-[101px] ${className}`} />}>
      <CaptchaField setting={setting} problem={problem} setProblem={setProblem} token={token} widget={widget} className={className} />
    </Suspense>
  ) : null;
  return { field, take };
}
