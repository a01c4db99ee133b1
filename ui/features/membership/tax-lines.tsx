import { rupees, type TaxSplit } from '../../../contract/payments';
import { m } from '../../../contract/i18n/paraglide/messages';

/**
 * A price with its GST shown (decision 0950: the price includes it): the taxable value, the tax
 * at its rate (CGST and SGST halves within the seller's state, else IGST) and the total. The
 * confirmation and the invoice show it the same way.
 */
export function TaxLines({ tax }: { tax: TaxSplit }) {
  const half = tax.rate / 2;
  const lines: [string, number][] = [[m.membership_taxable_value(), tax.taxable]];
  if (tax.igst > 0 || (tax.cgst === 0 && tax.sgst === 0)) lines.push([m.membership_igst({ rate: tax.rate }), tax.igst]);
  else lines.push([m.membership_cgst({ rate: half }), tax.cgst], [m.membership_sgst({ rate: half }), tax.sgst]);
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
      {lines.map(([label, paise]) => (
        <div key={label} className="contents">
          <dt>{label}</dt>
          <dd className="text-right tabular-nums">{rupees(paise)}</dd>
        </div>
      ))}
      <div className="contents">
        <dt className="border-t border-stone-300 pt-1 font-bold">{m.membership_total_with_gst()}</dt>
        <dd className="border-t border-stone-300 pt-1 text-right font-bold tabular-nums">{rupees(tax.total)}</dd>
      </div>
    </dl>
  );
}
