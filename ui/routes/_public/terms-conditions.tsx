import { createFileRoute } from '@tanstack/react-router';
import { Article } from '../../features/static-pages/article';
import { SupportEmail } from '../../components/support-email';

export const Route = createFileRoute('/_public/terms-conditions')({
  component: TermsPage,
});

function TermsPage() {
  return (
    <Article title="Terms & Conditions" updated="1 July 2025" lead="These terms apply to everyone who uses Sambandh. By registering you accept them.">
      <section>
        <h2>1. Who may use Sambandh</h2>
        <p className="mt-2">
          Sambandh is for people seeking a marriage partner, and for family members acting for them with their consent. The person the
          profile is for must be at least 18 years old and legally free to marry.
        </p>
      </section>
      <section>
        <h2>2. Your account</h2>
        <ul className="mt-2">
          <li>Give true and current information about the person the profile is for, including marital status and date of birth.</li>
          <li>Keep your password secret; you are responsible for what is done with your account.</li>
          <li>One person may have only one profile. Profiles created for someone else need that person's agreement.</li>
        </ul>
      </section>
      <section>
        <h2>3. Conduct</h2>
        <ul className="mt-2">
          <li>Treat other members and their families with respect. Harassment, threats and abusive language are not allowed.</li>
          <li>Do not ask for money, post advertisements or use Sambandh for any purpose other than finding a partner.</li>
          <li>Do not copy or publish other members' photos, horoscopes, family trees or contact details.</li>
        </ul>
      </section>
      <section>
        <h2>4. Membership plans</h2>
        <p className="mt-2">
          Paid plans are described with their price and features before you choose them. A plan starts when it is confirmed and is
          personal to the account that bought it.
        </p>
      </section>
      <section>
        <h2>5. Our role</h2>
        <p className="mt-2">
          Sambandh introduces members; it does not check every statement made in a profile and does not take part in the decisions
          families make. Please meet in public places, involve your family, and verify important facts yourself.
        </p>
      </section>
      <section>
        <h2>6. Suspension and closing accounts</h2>
        <p className="mt-2">
          We may block a profile that breaks these terms. You may deactivate or delete your account at any time from Account Setting.
        </p>
      </section>
      <section>
        <h2>7. Contact</h2>
        <p className="mt-2">Questions about these terms: write to <SupportEmail />.</p>
      </section>
    </Article>
  );
}
