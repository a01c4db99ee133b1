import { rupees, type TaxSplit } from '../../../contract/payments';

/**
 * A price with its GST shown (decision 0950: the price includes it): the taxable value, the tax
 * at its rate (CGST and SGST halves within the seller's state, else IGST) and the total. The
 * confirmation and the invoice show it the same way.
 */
export function TaxLines({ tax }: { tax: TaxSplit }) {
  const half = tax.rate / 2;
  const lines: [string, number][] = [['Taxable value', tax.taxable]];
  if (tax.igst > 0 || (tax.cgst === 0 && tax.sgst === 0)) lines.push([`IGST at ${tax.rate}%`, tax.igst]);
  else lines.push([`CGST at ${half}%`, tax.cgst], [`SGST at ${half}%`, tax.sgst]);
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
      {lines.map(([label, paise]) => (
        <div key={label} className="contents">
          <dt>{label}</dt>
          <dd className="text-right tabular-nums">{rupees(paise)}</dd>
        </div>
      ))}
      <div className="contents">
        <dt className="border-t border-stone-300 pt-1 font-bold">Total, GST included</dt>
        <dd className="border-t border-stone-300 pt-1 text-right font-bold tabular-nums">{rupees(tax.total)}</dd>
      </div>
    </dl>
  );
}
