import { m } from '../../contract/i18n/paraglide/messages';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { AD_SLOTS, adPositionOf, type AdSlot } from '../../contract/admin/ads';
import type { Ad } from '../../contract/reference';
import { referenceAtom } from '../state/reference';

/**
 * Ads are HTML that administrators paste, possibly from an ad network: untrusted (decision
 * 0813). They never enter the member's page. Each renders in an iframe whose `srcdoc` document:
 *
 * - is sandboxed without `allow-same-origin`: an opaque origin, so it cannot reach the page,
 *   its storage, its cookies or the session;
 * - without `allow-scripts`, `allow-forms` or `allow-top-navigation`: no script runs, no form
 *   posts, and nothing in it can move the member's page;
 * - carries a CSP of its own (no script, no connection, images and inline styles only), on top
 *   of the page's policy, which a srcdoc document inherits;
 * - has every link opening in a new tab with `noopener`, so the advertiser's page cannot reach
 *   back to ours (`allow-popups-to-escape-sandbox` lets that page work normally).
 */
const SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';
const AD_POLICY = "default-src 'none'; img-src 'self' https: data:; style-src 'unsafe-inline'; font-src 'self' https: data:; form-action 'none'; base-uri 'none'";

/**
 * Event-handler attributes renamed before the page parses the ad. They could never run (the
 * parse below is inert, the frame has no scripts), but Chromium checks them against the PAGE's
 * CSP while parsing and reports a violation in the page. A miss here costs only such a report.
 */
const withoutHandlers = (html: string) => html.replace(/([\s/"'])(on[a-z]+\s*=)/gi, '$1data-blocked-$2');

/**
 * The ad's HTML as a document of its own, its links retargeted to a new tab without an opener.
 * Parsed into a <template>, whose contents are inert: nothing runs or loads in the page.
 */
export function adDocument(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = withoutHandlers(html);
  for (const link of template.content.querySelectorAll('a, area')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  return (
    '<!doctype html><html><head><meta charset="utf-8">' +
    `<meta http-equiv="Content-Security-Policy" content="${AD_POLICY}">` +
    '<style>html,body{margin:0;overflow:hidden;font-family:system-ui,sans-serif}</style>' +
    `</head><body>${template.innerHTML}</body></html>`
  );
}

/**
 * One ad in its sealed frame, at its position's height. The admin's preview uses the same frame.
 * `held`: only the frame's place, its document not loaded (a route's pending view, which the page
 * replaces: the ad then loads once, in the page).
 */
export function AdFrame({ ad, label, held = false }: { ad: Pick<Ad, 'position' | 'htmlContent'>; label?: string; held?: boolean }) {
  const position = adPositionOf(ad.position);
  const srcDoc = useMemo(() => adDocument(ad.htmlContent), [ad.htmlContent]);
  return (
    <div className="min-w-0">
      <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-stone-600" aria-hidden="true">
        {m.components_ad_label()}
      </p>
      {held ? (
        <div aria-hidden="true" className="block w-full rounded-xl border border-stone-200 bg-white" style={{ height: position?.height ?? 160 }} />
      ) : (
        <iframe
          title={label ?? m.components_ad_frame_title({ position: position?.label ?? ad.position })}
          srcDoc={srcDoc}
          sandbox={SANDBOX}
          referrerPolicy="no-referrer"
          loading="lazy"
          className="block w-full rounded-xl border border-stone-200 bg-white"
          style={{ height: position?.height ?? 160 }}
        />
      )}
    </div>
  );
}

/**
 * A place for an ad on a member's page: one ad of the slot's positions, chosen at random when the
 * page mounts (spec §3 Ad), from the reference data members already hold. Nothing when none.
 */
export function AdSlotFrame({ slot, className, held = false }: { slot: AdSlot; className?: string; held?: boolean }) {
  const ads = useAtomValue(referenceAtom)?.ads;
  const [pick] = useState(() => Math.random());
  const allowed: readonly string[] = AD_SLOTS[slot];
  const choices = (ads ?? []).filter((a) => allowed.includes(a.position));
  const ad = choices[Math.floor(pick * choices.length)];
  if (!ad) return null;
  return (
    <div className={className}>
      <AdFrame ad={ad} held={held} />
    </div>
  );
}
