import { z } from 'zod';
import { adminListQuerySchema, type AdminPage } from './list-query';

/**
 * Ads (issue 11, spec §3 Ad, docs/decisions/0813). An ad is untrusted HTML that administrators
 * paste; members see it only inside the sandboxed frame of ui/components/ad-frame.tsx.
 *
 * Positions are named places on members' pages. Each has the frame's height, because a frame
 * without scripts cannot size itself to its content: the admin designs for that box.
 */
export const AD_POSITIONS = [
  { id: 'middle', label: 'Family Members page, under the list', height: 160 },
  { id: 'right', label: 'Family Members page, right column', height: 220 },
  { id: 'dashboard', label: 'Dashboard', height: 160 },
  { id: 'frame', label: 'Every member page, above the footer', height: 120 },
] as const;
export type AdPosition = (typeof AD_POSITIONS)[number]['id'];
export const AD_POSITION_IDS = AD_POSITIONS.map((p) => p.id) as [AdPosition, ...AdPosition[]];
export const adPositionOf = (id: string) => AD_POSITIONS.find((p) => p.id === id);

/**
 * The places on members' pages and the positions each draws from (§3: "an ad is chosen at
 * random among ads whose position is in an allowed set").
 */
export const AD_SLOTS = {
  familyMiddle: ['middle'],
  familyRight: ['right'],
  dashboard: ['dashboard'],
  memberFrame: ['frame'],
} as const satisfies Record<string, readonly AdPosition[]>;
export type AdSlot = keyof typeof AD_SLOTS;

export const AD_HTML_MAX = 20_000;

/** POST /admin/ads: a new ad, or, with `_id`, a change to an existing one. */
export const adFormSchema = z.object({
  _id: z.string({ error: 'Say which ad to change.' }).min(1, 'Say which ad to change.').max(64, 'Say which ad to change.').optional(),
  position: z.enum(AD_POSITION_IDS, { error: `Choose where the ad shows: ${AD_POSITION_IDS.join(', ')}.` }),
  htmlContent: z
    .string({ error: 'Paste the ad’s HTML.' })
    .trim()
    .min(1, 'Paste the ad’s HTML.')
    .max(AD_HTML_MAX, `Keep the ad’s HTML to ${AD_HTML_MAX.toLocaleString('en-IN')} characters.`),
});
export type AdForm = z.infer<typeof adFormSchema>;

export const AD_SORT_KEYS = ['created', 'position'] as const;
export const adListQuerySchema = adminListQuerySchema(AD_SORT_KEYS, { key: 'created', direction: 'desc' }).extend({
  position: z.enum(AD_POSITION_IDS, { error: `The position is one of: ${AD_POSITION_IDS.join(', ')}.` }).optional(),
});

/** One row of GET /admin/ads. */
export interface AdminAd {
  _id: string;
  position: string;
  htmlContent: string;
  createdAt: number;
}
export type AdminAdPage = AdminPage<AdminAd>;

export const ADS_TEXT = {
  title: 'Ads',
  intro: 'Ads show on members’ pages in a sealed frame: their HTML cannot run scripts, read the member’s session or leave the page, and links open in a new tab. Each page shows one ad of its position, chosen at random.',
  notFound: 'There is no such ad: another administrator may have deleted it.',
  added: 'The ad is live: members see it on their next page.',
  saved: 'The ad is saved: members see the new version on their next page.',
  unchanged: 'Nothing changed: the ad already reads like that.',
  deleted: 'The ad is deleted: members no longer see it.',
} as const;
