import { createFileRoute, Link } from '@tanstack/react-router';
import { Article } from '../../features/static-pages/article';

export const Route = createFileRoute('/_public/about-us')({
  component: AboutPage,
});

function AboutPage() {
  return (
    <Article title="About us" lead="Sambandh helps families find the right match, the way families have always done it: together.">
      <section>
        <h2>Why we started</h2>
        <p className="mt-2">
          In many homes the search for a life partner is a family matter. Parents, siblings and elders take part, and they care about
          more than a photo: background, values, education, horoscope and the families on both sides. Sambandh brings all of this into
          one place, so a member and the people who care about them can search, talk and decide with confidence.
        </p>
      </section>
      <section>
        <h2>What makes us different</h2>
        <ul className="mt-2">
          <li>A family tree at the heart of every profile: members record parents, grandparents, siblings and in-laws.</li>
          <li>Family finding: relatives within the generations you choose on the father's and the mother's side are left out of your matches.</li>
          <li>Profiles can be created and managed for a son, daughter, brother, sister, relative or friend.</li>
          <li>Horoscope details and a compatibility score with each match.</li>
          <li>Privacy you control: who sees your photos, horoscope and contact details is your choice.</li>
        </ul>
      </section>
      <section>
        <h2>Safety first</h2>
        <p className="mt-2">
          Every account verifies its e-mail address before it can reach anyone, and a member can report a conversation from the chat:
          the report, with its messages, goes to our team. Read our{' '}
          <Link to="/privacy-policy" className="font-semibold text-maroon-700 underline underline-offset-4">Privacy Policy</Link> to see
          how we protect your information, or{' '}
          <Link to="/contact" className="font-semibold text-maroon-700 underline underline-offset-4">contact us</Link> with any concern.
        </p>
      </section>
    </Article>
  );
}
