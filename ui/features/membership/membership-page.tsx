import { useState } from 'react';
import { MEMBERSHIP_TEXT } from '../../../contract/membership';
import { Button } from '../../components/button';
import { EmptyState, Notice } from '../../components/notice';
import { LoadingBlock } from '../../components/spinner';
import { formatDateTime } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { showToast } from '../../state/alerts';
import { choosePlan, isChoosable, type MembershipData, type PlanCard } from './membership-api';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const STATUS_LABEL = { pending: 'Pending', approved: 'Approved', rejected: 'Not approved' } as const;

/** /membership (spec §2 Membership plans): one card per plan, and the member's upgrade requests. */
export function MembershipPage({ plans, initial, error }: { plans: PlanCard[] | null; initial: MembershipData | null; error: string | null }) {
  usePageTitle(MEMBERSHIP_TEXT.heading);
  const [status, setStatus] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const held = status?.heldPlanId ?? null;
  const pending = new Set(status?.requests.filter((r) => r.status === 'pending').map((r) => r.planId));

  async function choose(plan: PlanCard) {
    setBusy(plan._id);
    const res = await choosePlan(plan._id);
    setBusy(null);
    if (res.ok && res.body.code === 5) showToast(res.body.message, 'success');
    else showToast(res.ok ? res.body.message : res.error, 'error');
    if (res.ok) setStatus(res.body.data);
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="font-display text-3xl font-bold text-maroon-800">{MEMBERSHIP_TEXT.heading}</h1>
      {status ? (
        <p className="mt-2 text-stone-700">
          You are on the <strong>{status.current.planName}</strong> plan
          {status.current.expiresAt ? <> until {formatDateTime(status.current.expiresAt)}</> : null}.
        </p>
      ) : null}
      {error ? <div className="mt-6"><Notice tone="error">{error}</Notice></div> : null}
      {plans && plans.length === 0 ? <div className="mt-6"><EmptyState title="No plans are offered at the moment." /></div> : null}
      {plans && plans.length > 0 ? (
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Plans">
          {plans.map((plan) => {
            const current = held === plan._id;
            const choosable = isChoosable(plan, held);
            return (
              <li
                key={plan._id}
                data-testid={`plan-${plan._id}`}
                className={`flex flex-col rounded-2xl border-2 bg-white p-5 shadow-sm ${plan.isActive ? 'border-maroon-100' : 'border-red-600'}`}
              >
                <h2 className="font-display text-xl font-bold text-maroon-800">{plan.planName}</h2>
                <p className="text-sm font-semibold text-stone-600">{plan.type}</p>
                <p className="mt-3 text-3xl font-bold text-stone-900">
                  {rupees.format(plan.price)}
                  <span className="text-base font-semibold text-stone-600"> / {plan.type}</span>
                </p>
                <ul className="mt-4 flex flex-1 list-disc flex-col gap-1 pl-5 text-sm text-stone-800">
                  {plan.features.map((f) => <li key={f}>{f}</li>)}
                </ul>
                <div className="mt-4 flex flex-wrap gap-2 text-xs font-semibold">
                  {current ? <span className="rounded-full bg-green-100 px-3 py-1 text-green-900">{MEMBERSHIP_TEXT.current}</span> : null}
                  {pending.has(plan._id) ? <span className="rounded-full bg-amber-100 px-3 py-1 text-amber-900">{MEMBERSHIP_TEXT.pending}</span> : null}
                </div>
                <Button
                  className="mt-4"
                  variant={plan.isActive ? 'primary' : 'danger'}
                  isDisabled={!choosable || busy !== null}
                  onPress={() => void choose(plan)}
                  aria-label={`${plan.isActive ? MEMBERSHIP_TEXT.choose : MEMBERSHIP_TEXT.unavailable}: ${plan.planName}`}
                >
                  {plan.isActive ? (busy === plan._id ? 'Sending…' : MEMBERSHIP_TEXT.choose) : MEMBERSHIP_TEXT.unavailable}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {status ? (
        <section aria-labelledby="upgrade-requests" className="mt-10">
          <h2 id="upgrade-requests" className="font-display text-xl font-bold text-maroon-800">Your upgrade requests</h2>
          {status.requests.length === 0 ? (
            <p className="mt-2 text-stone-700">You have not asked for a plan yet. Choose one above; an admin confirms it after payment.</p>
          ) : (
            <ul className="mt-3 flex flex-col gap-2">
              {status.requests.map((r) => (
                <li key={r._id} className="flex flex-wrap justify-between gap-2 rounded-lg border border-maroon-100 bg-white px-4 py-2 text-sm">
                  <span><strong>{r.planName}</strong> · asked {formatDateTime(r.createdAt)}</span>
                  <span className="font-semibold">
                    {STATUS_LABEL[r.status]}
                    {r.decidedAt ? <span className="font-normal text-stone-700"> · {formatDateTime(r.decidedAt)}</span> : null}
                  </span>
                  {r.reason ? <p className="w-full text-stone-800">{MEMBERSHIP_TEXT.rejectedBecause(r.reason)}</p> : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}

export function MembershipPending() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="font-display text-3xl font-bold text-maroon-800">{MEMBERSHIP_TEXT.heading}</h1>
      <LoadingBlock label="Loading the plans…" />
    </div>
  );
}
