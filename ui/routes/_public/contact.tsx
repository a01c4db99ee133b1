import { createFileRoute } from '@tanstack/react-router';
import { Article } from '../../features/static-pages/article';
import { ContactForm } from '../../features/static-pages/contact-form';
import { SITE } from '../../lib/site';

export const Route = createFileRoute('/_public/contact')({
  component: ContactPage,
});

function ContactPage() {
  return (
    <Article title="Contact us" lead="Questions about your profile, a plan, or a member you met here? We read every message.">
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-xl border border-maroon-100 bg-white p-4">
          <h2 className="!text-base">E-mail</h2>
          <a href={`mailto:${SITE.supportEmail}`} className="mt-1 block break-all font-semibold text-maroon-700 underline underline-offset-4">{SITE.supportEmail}</a>
        </div>
        <div className="rounded-xl border border-maroon-100 bg-white p-4">
          <h2 className="!text-base">Phone</h2>
          <a href={SITE.supportPhoneHref} className="mt-1 block font-semibold text-maroon-700 underline underline-offset-4">{SITE.supportPhone}</a>
        </div>
        <div className="rounded-xl border border-maroon-100 bg-white p-4">
          <h2 className="!text-base">Hours</h2>
          <p className="mt-1 text-sm">{SITE.hours}</p>
        </div>
      </div>
      <div className="rounded-2xl border border-maroon-100 bg-white p-6 shadow-sm">
        <ContactForm />
      </div>
    </Article>
  );
}
