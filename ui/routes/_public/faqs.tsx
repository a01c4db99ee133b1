import { createFileRoute, Link } from '@tanstack/react-router';
import { Article } from '../../features/static-pages/article';

export const Route = createFileRoute('/_public/faqs')({
  component: FaqsPage,
});

const FAQS = [
  {
    q: 'Who can register on Sambandh?',
    a: 'Anyone who is at least 18 years old and looking for a life partner. A parent, sibling, relative or friend may create the profile on their behalf; choose whom the profile is for when you register.',
  },
  {
    q: 'Is registration free?',
    a: 'Yes. Registering, completing your profile, building your family tree and browsing matches are free. Paid membership plans add features such as more contact details and messages; see the plans after you sign in.',
  },
  {
    q: 'Why do I need to verify my e-mail address?',
    a: 'Verification shows other families that a real person stands behind the profile, and we need it before showing you recommended matches. Open the link in the e-mail we send after registration. If it has not arrived, use "Resend the link" on your dashboard.',
  },
  {
    q: 'What is the family tree for?',
    a: 'Your tree records your relatives on the father\'s and the mother\'s side. Family finding uses it to leave out profiles of people within the number of generations you choose, so you do not see close relatives as matches. You can also let other members ask to view your tree.',
  },
  {
    q: 'How is the horoscope’s Guna Milan worked out?',
    a: 'From the birth details in both horoscopes (nakshatra, gan, yoni, nadi, varna and others), using the traditional Ashtakoota points, out of 36. It is separate from the Preferences match, which compares your partner preferences. Add your date, time and place of birth in your profile to see scores.',
  },
  {
    q: 'Can I hide my horoscope or photos?',
    a: 'Yes. In Account Setting you can protect your horoscope with a password that you share only with families you choose, and decide who sees your photos.',
  },
  {
    q: 'I forgot my password. What now?',
    a: 'Use the "Forgot password?" link on the Login page. We will e-mail you a link to set a new one; the link works once and expires after a short time.',
  },
  {
    q: 'Why was I signed out?',
    a: 'For your safety a session ends after 30 minutes without activity, and every sign-in lasts at most 2 hours. Sign in again to continue.',
  },
  {
    q: 'How do I report a profile or block someone?',
    a: 'Open the profile and choose Report profile, pick a reason and send: a result card\'s ⋯ menu, each photo and each chat have Report too. The administrators review every report, and a profile reported by several members is hidden from search until they decide. Choose Block to stop seeing each other at once.',
  },
] as const;

function FaqsPage() {
  return (
    <Article title="Frequently asked questions" lead="Short answers to what members ask us most.">
      <div className="space-y-3">
        {FAQS.map((f) => (
          <details key={f.q} className="group rounded-xl border border-maroon-100 bg-white p-4 shadow-sm">
            <summary className="cursor-pointer font-semibold text-maroon-800">{f.q}</summary>
            <p className="mt-2 text-stone-800">{f.a}</p>
          </details>
        ))}
      </div>
      <p>
        Did not find your answer? <Link to="/contact" className="font-semibold text-maroon-700 underline underline-offset-4">Send us your question</Link>.
      </p>
    </Article>
  );
}
