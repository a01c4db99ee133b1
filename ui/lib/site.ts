/** Ways to reach the Sambandh team, shown in the header, footer and contact page. */
export const SITE = {
  name: 'Sambandh',
  tagline: 'Matches made with family',
  supportEmail: 'support@sambandh.example',
  supportPhone: '+91 80 4567 8900',
  supportPhoneHref: 'tel:+918045678900',
  hours: 'Monday to Saturday, 9:30 am to 6:30 pm IST',
} as const;

export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'YouTube', href: 'https://www.youtube.com/' },
  { name: 'X (Twitter)', href: 'https://x.com/' },
] as const;
