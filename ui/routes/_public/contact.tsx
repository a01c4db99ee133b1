import { createFileRoute, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { GRIEVANCE_ANSWER_DAYS } from '../../../contract/grievances';
import { m } from '../../../contract/i18n/paraglide/messages';
import { telHref } from '../../../contract/site-contact';
import { Article } from '../../features/static-pages/article';
import { ContactForm } from '../../features/static-pages/contact-form';
import { useSiteContact } from '../../lib/site';

export const Route = createFileRoute('/_public/contact')({
  component: ContactPage,
});

function Way({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-maroon-100 bg-white p-4">
      <h2 className="!text-base">{title}</h2>
      {children}
    </div>
  );
}

/** The form always; the address, phone and hours only where the operator set them (issue 22 §4). */
function ContactPage() {
  const { email, phone, hours } = useSiteContact();
  const link = 'mt-1 block font-semibold text-maroon-700 underline underline-offset-4';
  return (
    <Article title={m.public_contact_title()} lead={m.public_contact_lead()}>
      {email || phone ? (
        <div className="grid gap-4 sm:grid-cols-3">
          {email ? (
            <Way title={m.public_contact_email()}>
              <a href={`mailto:${email}`} className={`break-all ${link}`}>{email}</a>
            </Way>
          ) : null}
          {phone ? (
            <Way title={m.public_contact_phone()}>
              <a href={telHref(phone)} className={link}>{phone}</a>
            </Way>
          ) : null}
          {phone && hours ? (
            <Way title={m.public_contact_hours()}>
              <p className="mt-1 text-sm">{hours}</p>
            </Way>
          ) : null}
        </div>
      ) : null}
      <p>
        {m.public_contact_grievance_before()}{' '}
        <Link to="/grievance" className="font-semibold text-maroon-700 underline underline-offset-4">{m.public_contact_grievance_link()}</Link>
        {m.public_contact_grievance_after({ days: GRIEVANCE_ANSWER_DAYS })}
      </p>
      <div className="rounded-2xl border border-maroon-100 bg-white p-6 shadow-sm">
        <ContactForm />
      </div>
    </Article>
  );
}
