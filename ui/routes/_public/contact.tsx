import { createFileRoute, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { GRIEVANCE_ANSWER_DAYS } from '../../../contract/grievances';
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
    <Article title="Contact us" lead="Questions about your profile, a plan, or a member you met here? We read every message.">
      {email || phone ? (
        <div className="grid gap-4 sm:grid-cols-3">
          {email ? (
            <Way title="E-mail">
              <a href={`mailto:${email}`} className={`break-all ${link}`}>{email}</a>
            </Way>
          ) : null}
          {phone ? (
            <Way title="Phone">
              <a href={telHref(phone)} className={link}>{phone}</a>
            </Way>
          ) : null}
          {phone && hours ? (
            <Way title="Hours">
              <p className="mt-1 text-sm">{hours}</p>
            </Way>
          ) : null}
        </div>
      ) : null}
      <p>
        A complaint about a member, a photo or how we handled your data? Write to our{' '}
        <Link to="/grievance" className="font-semibold text-maroon-700 underline underline-offset-4">Grievance Officer</Link>: every complaint gets a number and an answer within {GRIEVANCE_ANSWER_DAYS} days.
      </p>
      <div className="rounded-2xl border border-maroon-100 bg-white p-6 shadow-sm">
        <ContactForm />
      </div>
    </Article>
  );
}
