/**
 * How visitors reach the team behind this deployment (issue 22 §4): set by the operator
 * (SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_HOURS, SOCIAL_LINKS), told to the page with the
 * reference data. What is not set is not shown: no placeholder address or number.
 */
export const SOCIAL_NETWORKS = { facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube', x: 'X', linkedin: 'LinkedIn', whatsapp: 'WhatsApp' } as const;
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

export interface SiteContact {
  email: string | null;
  /** As people read it, e.g. "+91 80 4567 8900". */
  phone: string | null;
  /** When the phone is answered, e.g. "Monday to Saturday, 9:30 am to 6:30 pm IST". */
  hours: string | null;
  social: SocialLink[];
}

/** The phone number as a tel: link (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
