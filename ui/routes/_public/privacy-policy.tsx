import { createFileRoute } from '@tanstack/react-router';
import { m } from '../../../contract/i18n/paraglide/messages';
import { Article } from '../../features/static-pages/article';
import { SupportEmail } from '../../components/support-email';

export const Route = createFileRoute('/_public/privacy-policy')({
  component: PrivacyPage,
});

function PrivacyPage() {
  return (
    <Article title={m.public_privacy_title()} updated={m.public_privacy_updated()} lead={m.public_privacy_lead()}>
      <section>
        <h2>{m.public_privacy_collect_heading()}</h2>
        <ul className="mt-2">
          <li>{m.public_privacy_collect_account()}</li>
          <li>{m.public_privacy_collect_profile()}</li>
          <li>{m.public_privacy_collect_tree()}</li>
          <li>{m.public_privacy_collect_activity()}</li>
        </ul>
      </section>
      <section>
        <h2>{m.public_privacy_use_heading()}</h2>
        <ul className="mt-2">
          <li>{m.public_privacy_use_show()}</li>
          <li>{m.public_privacy_use_recommend()}</li>
          <li>{m.public_privacy_use_email()}</li>
          <li>{m.public_privacy_use_safety()}</li>
        </ul>
      </section>
      <section>
        <h2>{m.public_privacy_see_heading()}</h2>
        <p className="mt-2">{m.public_privacy_see_text()}</p>
      </section>
      <section>
        <h2>{m.public_privacy_choices_heading()}</h2>
        <ul className="mt-2">
          <li>{m.public_privacy_choices_edit()}</li>
          <li>{m.public_privacy_choices_matching()}</li>
          <li>{m.public_privacy_choices_deactivate()}</li>
        </ul>
      </section>
      <section>
        <h2>{m.public_privacy_security_heading()}</h2>
        <p className="mt-2">{m.public_privacy_security_text()}</p>
      </section>
      <section>
        <h2>{m.public_privacy_contact_heading()}</h2>
        <p className="mt-2">
          {m.public_privacy_contact_before()} <SupportEmail />
          {m.public_privacy_contact_after()}
        </p>
      </section>
    </Article>
  );
}
