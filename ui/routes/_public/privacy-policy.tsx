import { createFileRoute } from '@tanstack/react-router';
import { Article } from '../../features/static-pages/article';
import { SupportEmail } from '../../components/support-email';

export const Route = createFileRoute('/_public/privacy-policy')({
  component: PrivacyPage,
});

function PrivacyPage() {
  return (
    <Article title="Privacy Policy" updated="1 July 2025" lead="What we collect, why, and the choices you have.">
      <section>
        <h2>What we collect</h2>
        <ul className="mt-2">
          <li>Account details: name, e-mail, phone, date of birth, gender, mother tongue and religion.</li>
          <li>Profile details you add: education, work, family background, lifestyle, preferences, photos and horoscope.</li>
          <li>Your family tree: the relatives you record and how they are related to you.</li>
          <li>Activity: pages visited, with time on each page, requests, messages and sign-in records, kept to run and protect the service.</li>
        </ul>
      </section>
      <section>
        <h2>How we use it</h2>
        <ul className="mt-2">
          <li>To show your profile to members who may be a good match, under the privacy settings you choose.</li>
          <li>To recommend matches and leave out close relatives found through family trees.</li>
          <li>To send you e-mails you need: verification, password reset, requests and notifications.</li>
          <li>To keep members safe: spotting fake profiles, abuse and unusual sign-in attempts.</li>
        </ul>
      </section>
      <section>
        <h2>Who can see what</h2>
        <p className="mt-2">
          Other members see your profile as your settings allow. A password-protected horoscope is shown only to those you give the
          password. Your contact details are shown only as your plan and settings permit. We never sell your information.
        </p>
      </section>
      <section>
        <h2>Your choices</h2>
        <ul className="mt-2">
          <li>Edit or remove profile details and photos at any time.</li>
          <li>Turn match finding off in Account Setting to stop appearing in recommendations.</li>
          <li>Deactivate your account to hide it, or delete it to remove it.</li>
        </ul>
      </section>
      <section>
        <h2>Security</h2>
        <p className="mt-2">
          Passwords are stored only as strong one-way hashes. Sessions end after 30 minutes without activity and after 2 hours at most.
        </p>
      </section>
      <section>
        <h2>Contact</h2>
        <p className="mt-2">For any privacy question or request, write to <SupportEmail />.</p>
      </section>
    </Article>
  );
}
