import { createFileRoute, Link } from '@tanstack/react-router';
import { m } from '../../../contract/i18n/paraglide/messages';
import { Article } from '../../features/static-pages/article';

export const Route = createFileRoute('/_public/about-us')({
  component: AboutPage,
});

function AboutPage() {
  return (
    <Article title={m.public_about_title()} lead={m.public_about_lead()}>
      <section>
        <h2>{m.public_about_why_heading()}</h2>
        <p className="mt-2">{m.public_about_why_text()}</p>
      </section>
      <section>
        <h2>{m.public_about_different_heading()}</h2>
        <ul className="mt-2">
          <li>{m.public_about_different_tree()}</li>
          <li>{m.public_about_different_finding()}</li>
          <li>{m.public_about_different_behalf()}</li>
          <li>{m.public_about_different_horoscope()}</li>
          <li>{m.public_about_different_privacy()}</li>
        </ul>
      </section>
      <section>
        <h2>{m.public_about_safety_heading()}</h2>
        <p className="mt-2">
          {m.public_about_safety_before()}{' '}
          <Link to="/privacy-policy" className="font-semibold text-maroon-700 underline underline-offset-4">{m.public_about_safety_privacy()}</Link>
          {m.public_about_safety_middle()}{' '}
          <Link to="/contact" className="font-semibold text-maroon-700 underline underline-offset-4">{m.public_about_safety_contact()}</Link>
          {m.public_about_safety_after()}
        </p>
      </section>
    </Article>
  );
}
