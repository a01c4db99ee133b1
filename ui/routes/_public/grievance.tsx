import { createFileRoute, Link } from '@tanstack/react-router';
import { GRIEVANCE_PAGE_TEXT } from '../../../contract/grievances';
import { m } from '../../../contract/i18n/paraglide/messages';
import { Notice } from '../../components/notice';
import { LoadingBlock } from '../../components/spinner';
import { Article } from '../../features/static-pages/article';
import { GrievanceForm } from '../../features/static-pages/grievance-form';
import { api, call } from '../../lib/api';

/** /grievance (issue 24, decision 0960): the Grievance Officer the operator configured, and the complaint form. */
export const Route = createFileRoute('/_public/grievance')({
  loader: async () => {
    const res = await call(() => api.app.grievance.$get());
    return res.ok ? { ok: true as const, officer: res.body.data.officer } : { ok: false as const, error: res.error };
  },
  pendingComponent: () => (
    <Article title={GRIEVANCE_PAGE_TEXT.title}>
      <LoadingBlock label={m.public_grievance_loading()} />
    </Article>
  ),
  component: GrievancePage,
});

function Officer() {
  const loaded = Route.useLoaderData();
  if (!loaded.ok) return <Notice tone="error">{loaded.error}</Notice>;
  const { officer } = loaded;
  return (
    <section aria-labelledby="grievance-officer" className="rounded-xl border border-maroon-100 bg-white p-4">
      <h2 id="grievance-officer" className="!text-base">{GRIEVANCE_PAGE_TEXT.officer}</h2>
      {officer ? (
        <address className="mt-1 not-italic">
          <p className="font-semibold">{officer.name}</p>
          <a href={`mailto:${officer.email}`} className="block break-all font-semibold text-maroon-700 underline underline-offset-4">{officer.email}</a>
          <p className="text-sm">{officer.address}</p>
        </address>
      ) : (
        <p className="mt-1">
          {GRIEVANCE_PAGE_TEXT.noOfficer}{' '}
          <Link to="/contact" className="font-semibold text-maroon-700 underline underline-offset-4">{m.public_grievance_no_officer_link()}</Link>
          {m.public_grievance_no_officer_after()}
        </p>
      )}
    </section>
  );
}

function GrievancePage() {
  return (
    <Article title={GRIEVANCE_PAGE_TEXT.title} lead={GRIEVANCE_PAGE_TEXT.lead}>
      <Officer />
      <p>{GRIEVANCE_PAGE_TEXT.promise}</p>
      <div className="rounded-2xl border border-maroon-100 bg-white p-6 shadow-sm">
        <GrievanceForm />
      </div>
    </Article>
  );
}
