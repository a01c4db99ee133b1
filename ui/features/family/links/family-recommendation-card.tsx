import { Link } from '@tanstack/react-router';
import { RECOMMENDATION_TEXT, type FamilyRecommendation } from '../../../../contract/family-links';
import { m } from '../../../../contract/i18n/paraglide/messages';
import { formatCount } from '../../../lib/format';
import { RecommendationList } from './recommendation-list';

/** How many the /familyMember card shows; the rest are on /familyRecommendation. */
const CARD_SIZE = 5;

/** The 'Family Members Recommendation' card of /familyMember's right column (spec §2); `list` from the page's loader. */
export function FamilyRecommendationCard({ list }: { list: FamilyRecommendation[] }) {
  return (
    <section aria-labelledby="family-recommendation-title" className="rounded-xl border border-stone-300 bg-white p-4 shadow-sm">
      <h2 id="family-recommendation-title" className="mb-3 text-lg font-bold text-stone-900">
        {RECOMMENDATION_TEXT.cardTitle}
      </h2>
      {list.length === 0 ? (
        <p className="text-sm text-stone-700">{RECOMMENDATION_TEXT.cardEmpty}</p>
      ) : (
        <>
          <RecommendationList items={list.slice(0, CARD_SIZE)} />
          {list.length > CARD_SIZE ? (
            <Link to="/familyRecommendation" className="mt-3 inline-block text-sm font-semibold text-maroon-700 underline">
              {m.family_recommendation_see_all({ count: formatCount(list.length) })}
            </Link>
          ) : null}
        </>
      )}
    </section>
  );
}
