import type { RawBuilder, SqlBool } from 'kysely';
import type { Plan } from '../../contract/reference';
import type { AppDeps } from '../deps';
import { newId } from '../ids';
import { invoiceMember, taxFor } from './payable';
import { nextInvoiceNumber } from './settle';

export interface OfflinePaymentInput {
  userId: string;
  plan: Plan;
  reference: string;
  /** The approved upgrade request that grants the plan. */
  grantId: string;
  /** The approving batch's stamp: the row is written only where it holds. */
  stamp: string;
  startsAt: number;
  endsAt: number | null;
}

/**
 * The payment an administrator records when approving a paid plan's upgrade request (the offline
 * path, issue 23): paid, with the reference the member paid with and the next invoice number, as a
 * query for the approving batch, inserted only where `guard` holds. Read before the batch: the
 * member as the invoice names them.
 */
export async function offlinePaymentInsertIf(deps: AppDeps, p: OfflinePaymentInput, guard: RawBuilder<SqlBool>) {
  const member = await invoiceMember(deps, p.userId);
  const amount = p.plan.price * 100;
  const tax = taxFor(deps.config.payments, amount, member.state);
  const now = deps.now();
  const id = newId();
  const { db } = deps.database;
  const query = db
    .insertInto('payments')
    .columns([
      ...(['id', 'user_id', 'plan_id', 'provider', 'status', 'method', 'reference', 'amount', 'plan_name', 'plan_json', 'member_name', 'member_email', 'member_state'] as const),
      ...(['tax_rate', 'taxable', 'cgst', 'sgst', 'igst', 'settle_id', 'grant_id', 'invoice_number', 'starts_at', 'ends_at', 'created_at', 'paid_at', 'updated_at'] as const),
    ])
    .expression(
      db
        .selectNoFrom((eb) => [
          eb.val(id).as('id'),
          eb.val(p.userId).as('user_id'),
          eb.val(p.plan._id).as('plan_id'),
          eb.val('offline').as('provider'),
          eb.val('paid').as('status'),
          eb.val('offline').as('method'),
          eb.val(p.reference).as('reference'),
          eb.val(amount).as('amount'),
          eb.val(p.plan.planName).as('plan_name'),
          eb.val(JSON.stringify(p.plan)).as('plan_json'),
          eb.val(member.name).as('member_name'),
          eb.val(member.email).as('member_email'),
          eb.val(member.state).as('member_state'),
          eb.val(tax.rate).as('tax_rate'),
          eb.val(tax.taxable).as('taxable'),
          eb.val(tax.cgst).as('cgst'),
          eb.val(tax.sgst).as('sgst'),
          eb.val(tax.igst).as('igst'),
          eb.val(p.stamp).as('settle_id'),
          eb.val(p.grantId).as('grant_id'),
          nextInvoiceNumber.as('invoice_number'),
          eb.val(p.startsAt).as('starts_at'),
          eb.val(p.endsAt).as('ends_at'),
          eb.val(now).as('created_at'),
          eb.val(now).as('paid_at'),
          eb.val(now).as('updated_at'),
        ])
        .where(guard),
    );
  return { id, query };
}
