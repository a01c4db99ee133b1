import { createFileRoute } from '@tanstack/react-router';
import { m } from '../../../contract/i18n/paraglide/messages';
import { Article } from '../../features/static-pages/article';
import { SupportEmail } from '../../components/support-email';

export const Route = createFileRoute('/_public/terms-conditions')({
  component: TermsPage,
});

function TermsPage() {
  return (
    <Article title={m.public_terms_title()} updated={m.public_terms_updated()} lead={m.public_terms_lead()}>
      <section>
        <h2>{m.public_terms_who_heading()}</h2>
        <p className="mt-2">{m.public_terms_who_text()}</p>
      </section>
      <section>
        <h2>{m.public_terms_account_heading()}</h2>
        <ul className="mt-2">
          <li>{m.public_terms_account_true()}</li>
          <li>{m.public_terms_account_password()}</li>
          <li>{m.public_terms_account_one()}</li>
        </ul>
      </section>
      <section>
        <h2>{m.public_terms_conduct_heading()}</h2>
        <ul className="mt-2">
          <li>{m.public_terms_conduct_respect()}</li>
          <li>{m.public_terms_conduct_money()}</li>
          <li>{m.public_terms_conduct_copy()}</li>
        </ul>
      </section>
      <section>
        <h2>{m.public_terms_plans_heading()}</h2>
        <p className="mt-2">{m.public_terms_plans_text()}</p>
      </section>
      <section>
        <h2>{m.public_terms_role_heading()}</h2>
        <p className="mt-2">{m.public_terms_role_text()}</p>
      </section>
      <section>
        <h2>{m.public_terms_closing_heading()}</h2>
        <p className="mt-2">{m.public_terms_closing_text()}</p>
      </section>
      <section>
        <h2>{m.public_terms_contact_heading()}</h2>
        <p className="mt-2">
          {m.public_terms_contact_before()} <SupportEmail />
          {m.public_terms_contact_after()}
        </p>
      </section>
    </Article>
  );
}
