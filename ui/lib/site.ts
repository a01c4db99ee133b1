import { useAtomValue } from 'jotai';
import { useSyncExternalStore } from 'react';
import type { SiteContact } from '../../contract/site-contact';
import { referenceAtom } from '../state/reference';

/** The product's own name, the same on every deployment and in every language. */
export const SITE = {
  name: 'Sambandh',
} as const;

const NONE: SiteContact = { email: null, phone: null, hours: null, social: [] };
const nothingToWatch = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * The support contact and social links this deployment's operator set (SUPPORT_EMAIL,
 * SUPPORT_PHONE, SUPPORT_HOURS, SOCIAL_LINKS; issue 22 §4): what is not set is not shown.
 * Read once hydrated, as the captcha is: the build prerenders / and /login without any
 * deployment's settings, and the page must hydrate to exactly that markup first.
 */
export function useSiteContact(): SiteContact {
  const site = useAtomValue(referenceAtom)?.site;
  const hydrated = useSyncExternalStore(nothingToWatch, inBrowser, onServer);
  return (hydrated && site) || NONE;
}
