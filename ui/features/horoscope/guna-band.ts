import { m } from '../../../contract/i18n/paraglide/messages';
import type { MeterTone } from '../../components/meter-bar';

/** The points the page itself calls the traditional minimum (COMPATIBILITY_TEXT.gunaMilanExplained). */
const TRADITIONAL_MINIMUM = 18;
/** From here the usual reading is a good match. */
const GOOD_FROM = 25;

/**
 * Where a Guna Milan total stands, in the bar's colour and in words: green never shows a score
 * under the minimum the page names (issue 22 §4).
 */
export function gunaBand(total: number): { tone: MeterTone; words: string } {
  if (total < TRADITIONAL_MINIMUM) return { tone: 'low', words: m.horoscope_band_low({ min: TRADITIONAL_MINIMUM }) };
  if (total < GOOD_FROM) return { tone: 'fair', words: m.horoscope_band_fair({ min: TRADITIONAL_MINIMUM }) };
  return { tone: 'good', words: m.horoscope_band_good({ good: GOOD_FROM }) };
}
