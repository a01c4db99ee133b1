import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { MEMBERSHIP_TEXT } from '../../../contract/membership';
import type { MemberPayment, PlanQuote } from '../../../contract/payments';
import { Button } from '../../components/button';
import { EmptyState, Notice } from '../../components/notice';
import { LoadingBlock } from '../../components/spinner';
import { formatCount, formatDateTime } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { useNow } from '../../lib/use-now';
import { showToast } from '../../state/alerts';
import { day } from './dates';
import { choosePlan, fetchQuote, isChoosable, type MembershipData, type PlanCard } from './membership-api';
import { PayDialog } from './pay-dialog';
import { PaymentHistory } from './payment-history';
import { usePayment } from './use-payment';
import { m } from '../../../contract/i18n/paraglide/messages';

const STATUS_LABEL = {
  pending: () => m.membership_request_pending(),
  approved: () => m.membership_request_approved(),
  rejected: () => m.membership_request_rejected(),
} as const;

interface MembershipPageProps {
  plans: PlanCard[] | null;
  status: MembershipData | null;
  payments: MemberPayment[] | null;
  error: string | null;
  paymentsError: string | null;
}

/**
 * /membership (spec §2 Membership plans): one card per plan, the member's payments and upgrade
 * requests. "Choose Plan" (or "Renew" on the plan in force, once its renewal window opens) asks
 * first in PayDialog; what the server holds comes from the route's loader, invalidated after
 * every payment or request.
 */
export function MembershipPage({ plans, status, payments, error, paymentsError }: MembershipPageProps) {
  usePageTitle(MEMBERSHIP_TEXT.heading);
  const router = useRouter();
  const now = useNow();
  const [asking, setAsking] = useState<string | null>(null);
  const pay = usePayment();
  const held = status?.heldPlanId ?? null;
  const pending = new Set(status?.requests.filter((r) => r.status === 'pending').map((r) => r.planId));
  const renewableFrom = status?.payment.renewableFrom ?? null;
  const renewable = !!status?.payment.online && renewableFrom !== null && now >= renewableFrom;
  const busy = asking ?? pay.busyPlan;
  const asked = pay.asking;

  async function choose(plan: PlanCard) {
    setAsking(plan._id);
    const res = await fetchQuote(plan._id);
    setAsking(null);
    if (res.ok) pay.ask(res.quote);
    else showToast(res.error, 'error');
  }

  async function request(quote: PlanQuote): Promise<string | null> {
    const res = await choosePlan(quote.planId);
    if (!res.ok) return res.error;
    showToast(res.body.message, res.body.code === 5 ? 'success' : 'info');
    pay.close();
    void router.invalidate();
    return null;
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="font-display text-3xl font-bold text-maroon-800">{MEMBERSHIP_TEXT.heading}</h1>
      {status ? (
        <p className="mt-2 text-stone-700">
          {m.membership_current_plan_before()}
          <strong>{status.current.planName}</strong>
          {status.current.expiresAt ? m.membership_current_plan_until({ date: formatDateTime(status.current.expiresAt) }) : m.membership_current_plan_after()}
        </p>
      ) : null}
      {error ? <div className="mt-6"><Notice tone="error">{error}</Notice></div> : null}
      {pay.notice ? (
        <div className="mt-6">
          <Notice tone={pay.notice.tone}>
            {pay.notice.text}
            {pay.notice.retry ? (
              <Button variant="secondary" className="ml-3 mt-2 sm:mt-0" onPress={() => pay.retry()}>{m.common_try_again()}</Button>
            ) : null}
          </Notice>
        </div>
      ) : null}
      {plans && plans.length === 0 ? <div className="mt-6"><EmptyState title={m.membership_no_plans()} /></div> : null}
      {plans && plans.length > 0 ? (
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label={m.membership_plans_label()}>
          {plans.map((plan) => {
            const current = held === plan._id;
            const renew = current && renewable;
            const choosable = isChoosable(plan, held) || renew;
            const label = renew ? m.membership_renew() : plan.isActive ? MEMBERSHIP_TEXT.choose : MEMBERSHIP_TEXT.unavailable;
            return (
              <li
                key={plan._id}
                data-testid={`plan-${plan._id}`}
                className={`flex flex-col rounded-2xl border-2 bg-white p-5 shadow-sm ${plan.isActive ? 'border-maroon-100' : 'border-red-600'}`}
              >
                <h2 className="font-display text-xl font-bold text-maroon-800">{plan.planName}</h2>
                <p className="text-sm font-semibold text-stone-600">{plan.type}</p>
                <p className="mt-3 text-3xl font-bold text-stone-900">
                  ₹{formatCount(plan.price)}
                  <span className="text-base font-semibold text-stone-600"> / {plan.type}</span>
                </p>
                <ul className="mt-4 flex flex-1 list-disc flex-col gap-1 pl-5 text-sm text-stone-800">
                  {plan.features.map((f) => <li key={f}>{f}</li>)}
                </ul>
                <div className="mt-4 flex flex-wrap gap-2 text-xs font-semibold">
                  {current ? <span className="rounded-full bg-green-100 px-3 py-1 text-green-900">{MEMBERSHIP_TEXT.current}</span> : null}
                  {pending.has(plan._id) ? <span className="rounded-full bg-amber-100 px-3 py-1 text-amber-900">{MEMBERSHIP_TEXT.pending}</span> : null}
                </div>
                {current && status?.current.expiresAt ? (
                  <p className="mt-2 text-sm text-stone-700">
                    {m.membership_plan_ends({ date: day(status.current.expiresAt) })}
                    {!renewable && renewableFrom !== null && status.payment.online ? ` ${m.membership_renew_from({ date: day(renewableFrom) })}` : null}
                  </p>
                ) : null}
                <Button
                  className="mt-4"
                  variant={plan.isActive ? 'primary' : 'danger'}
                  isDisabled={!choosable || busy !== null}
                  onPress={() => void choose(plan)}
                  aria-label={m.membership_choose_label({ action: label, plan: plan.planName })}
                >
                  {busy === plan._id ? m.membership_please_wait() : label}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {status || paymentsError ? <PaymentHistory payments={payments} error={paymentsError} /> : null}
      {status ? (
        <section aria-labelledby="upgrade-requests" className="mt-10">
          <h2 id="upgrade-requests" className="font-display text-xl font-bold text-maroon-800">{m.membership_requests_heading()}</h2>
          {status.requests.length === 0 ? (
            <p className="mt-2 text-stone-700">{m.membership_no_requests()}</p>
          ) : (
            <ul className="mt-3 flex flex-col gap-2">
              {status.requests.map((r) => (
                <li key={r._id} className="flex flex-wrap justify-between gap-2 rounded-lg border border-maroon-100 bg-white px-4 py-2 text-sm">
                  <span><strong>{r.planName}</strong> · {m.membership_request_asked({ date: formatDateTime(r.createdAt) })}</span>
                  <span className="font-semibold">
                    {STATUS_LABEL[r.status]()}
                    {r.decidedAt ? <span className="font-normal text-stone-700"> · {formatDateTime(r.decidedAt)}</span> : null}
                  </span>
                  {r.reason ? <p className="w-full text-stone-800">{MEMBERSHIP_TEXT.rejectedBecause(r.reason)}</p> : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      {asked && status ? (
        <PayDialog
          quote={asked.quote}
          offline={status.payment.offline}
          error={asked.error}
          onClose={pay.close}
          onPayNow={() => void pay.payNow()}
          onRequest={() => request(asked.quote)}
        />
      ) : null}
    </div>
  );
}

export function MembershipPending() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="font-display text-3xl font-bold text-maroon-800">{MEMBERSHIP_TEXT.heading}</h1>
      <LoadingBlock label={m.membership_loading_plans()} />
    </div>
  );
}
