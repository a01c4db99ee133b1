import { createFileRoute, Link } from '@tanstack/react-router';
import { m } from '../../../contract/i18n/paraglide/messages';
import { Article } from '../../features/static-pages/article';

export const Route = createFileRoute('/_public/faqs')({
  component: FaqsPage,
});

// Each question with its answer, read when the page renders so that it speaks the reader's language.
const FAQS = [
  { q: m.public_faqs_who_q, a: m.public_faqs_who_a },
  { q: m.public_faqs_free_q, a: m.public_faqs_free_a },
  { q: m.public_faqs_verify_q, a: m.public_faqs_verify_a },
  { q: m.public_faqs_tree_q, a: m.public_faqs_tree_a },
  { q: m.public_faqs_guna_q, a: m.public_faqs_guna_a },
  { q: m.public_faqs_hide_q, a: m.public_faqs_hide_a },
  { q: m.public_faqs_password_q, a: m.public_faqs_password_a },
  { q: m.public_faqs_signed_out_q, a: m.public_faqs_signed_out_a },
  { q: m.public_faqs_report_q, a: m.public_faqs_report_a },
] as const;

function FaqsPage() {
  return (
    <Article title={m.public_faqs_title()} lead={m.public_faqs_lead()}>
      <div className="space-y-3">
        {FAQS.map((f) => (
          <details key={f.q()} className="group rounded-xl border border-maroon-100 bg-white p-4 shadow-sm">
            <summary className="cursor-pointer font-semibold text-maroon-800">{f.q()}</summary>
            <p className="mt-2 text-stone-800">{f.a()}</p>
          </details>
        ))}
      </div>
      <p>
        {m.public_faqs_more_before()}{' '}
        <Link to="/contact" className="font-semibold text-maroon-700 underline underline-offset-4">{m.public_faqs_more_link()}</Link>
        {m.public_faqs_more_after()}
      </p>
    </Article>
  );
}
