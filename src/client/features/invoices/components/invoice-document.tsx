import { Gamepad2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Invoice } from '../../../../shared/contracts/orders';
import { discountLineLabel } from '../../../../shared/discount-rules';
import { formatDollars, toCents } from '../../../../shared/money';
import { shippingPriceText } from '../../../../shared/pricing';
import { BrandLogo } from '../../../components/brand-logo';
import { InvoiceStatusBadge } from '../../../components/status-badge';
import { cn } from '../../../lib/class-names';
import { SHOP_CONTACT } from '../../../lib/shop-info';
import {
  formatInvoiceDate,
  invoiceDueDate,
  invoiceLineItems,
  invoicePaymentLabel,
  invoiceShippingMethod,
} from '../lib/invoice-display';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

interface TotalRowProps {
  label: string;
  amount: number;
  /** A second line under the label, such as the shipping method. */
  note?: string | null;
  strong?: boolean;
  /** The figure's test id, when the label is not a plain word. */
  testId?: string;
  /** How the amount reads (shipping: 'Free' for $0); money with 2 decimals otherwise. */
  format?: (amount: number) => string;
}

function TotalRow({ label, amount, note, strong, testId, format = formatDollars }: TotalRowProps) {
  return (
    <div
      className={cn(
        'flex justify-between gap-4',
        strong
          ? 'mt-2 border-t border-slate-200 pt-3 text-base font-bold text-ocean-950'
          : 'text-sm text-slate-700',
      )}
    >
      <dt>
        {label}
        {note ? <span className="block text-xs text-slate-500">{note}</span> : null}
      </dt>
      <dd data-testid={testId ?? `invoice-${label.toLowerCase()}`} className="tabular-nums">
        {format(amount)}
      </dd>
    </div>
  );
}

/** Quantity and unit price get columns from tablet width up and on paper; on phones they sit under the description. */
const wideOnly = 'hidden sm:table-cell print:table-cell';

/** The invoice itself, as shown on screen and printed: shop, dates, payment, bill-to, items, totals. */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const dueDate = invoiceDueDate(invoice);
  const addressLines = invoice.customer.address.split('\n').filter((line) => line.trim());
  return (
    <article
      data-invoice-document
      aria-labelledby="invoice-title"
      className="rounded-2xl border border-slate-200/80 bg-white shadow-sm print:rounded-none print:border-0 print:shadow-none"
    >
      <header className="flex flex-col gap-6 border-b border-slate-100 p-5 sm:flex-row sm:items-start sm:justify-between sm:p-8 print:px-0 print:pt-0">
        <div>
          <BrandLogo />
          <p className="mt-3 font-bold text-slate-900">{SHOP_CONTACT.name}</p>
          <address className="text-sm text-slate-600 not-italic">
            {SHOP_CONTACT.area}
            <br />
            {SHOP_CONTACT.email}
            <br />
            {SHOP_CONTACT.phone}
          </address>
        </div>
        <div className="sm:text-right">
          <h1
            id="invoice-title"
            className="text-2xl font-extrabold tracking-tight text-ocean-950 uppercase sm:text-3xl"
          >
            Invoice <span className="sr-only">{invoice.invoiceNumber}</span>
          </h1>
          <p
            data-testid="invoice-number"
            className="mt-1 font-mono text-sm font-semibold text-slate-700"
          >
            {invoice.invoiceNumber}
          </p>
          <InvoiceStatusBadge status={invoice.status} className="mt-2" />
        </div>
      </header>

      <div className="grid grid-cols-1 gap-6 border-b border-slate-100 p-5 sm:grid-cols-2 sm:p-8 print:px-0">
        <dl className="grid grid-cols-2 gap-4">
          <Detail label="Invoice date">
            <time dateTime={invoice.invoiceDate}>{formatInvoiceDate(invoice.invoiceDate)}</time>
          </Detail>
          {dueDate ? (
            <Detail label="Due date">
              <time dateTime={dueDate}>{formatInvoiceDate(dueDate)}</time>
            </Detail>
          ) : null}
          {invoice.orderId !== null ? <Detail label="Order">#{invoice.orderId}</Detail> : null}
          <Detail label="Payment method">
            <span data-testid="invoice-payment">{invoicePaymentLabel(invoice)}</span>
          </Detail>
        </dl>
        <section
          aria-labelledby="bill-to-title"
          data-testid="invoice-bill-to"
          className="min-w-0 wrap-anywhere"
        >
          <h2
            id="bill-to-title"
            className="text-xs font-semibold tracking-wide text-slate-500 uppercase"
          >
            Bill to
          </h2>
          <p className="mt-1 text-sm font-semibold text-slate-900">{invoice.customer.name}</p>
          <p className="text-sm break-all text-slate-700">{invoice.customer.email}</p>
          <address className="text-sm whitespace-pre-line text-slate-700 not-italic">
            {addressLines.join('\n')}
          </address>
        </section>
      </div>

      <div className="p-5 sm:p-8 print:px-0">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Items</caption>
          <thead>
            <tr className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
              <th scope="col" className="py-2 pr-2 font-semibold">
                Description
              </th>
              <th scope="col" className={cn(wideOnly, 'px-2 py-2 text-right font-semibold')}>
                Qty
              </th>
              <th scope="col" className={cn(wideOnly, 'px-2 py-2 text-right font-semibold')}>
                Unit price
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-semibold">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {invoiceLineItems(invoice).map((item, index) => (
              <tr
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines of an invoice never change or reorder, and have no id.
                key={`${index}-${item.description}`}
                data-testid="invoice-item"
                data-item-type={item.type}
                className="border-b border-slate-100 align-top last:border-0"
              >
                <td className="py-3 pr-2 wrap-anywhere text-slate-900">
                  {item.description}
                  <span className="block text-xs text-slate-500 tabular-nums sm:hidden print:hidden">
                    {item.quantity} × {formatDollars(item.unitPrice)}
                  </span>
                  {item.type === 'PLAY' ? (
                    <span className="mt-1 flex w-fit items-center gap-1 rounded-full bg-coral-50 px-2 py-0.5 text-xs font-semibold text-coral-700">
                      <Gamepad2 aria-hidden="true" className="size-3.5" />
                      Game entry
                    </span>
                  ) : null}
                </td>
                <td className={cn(wideOnly, 'px-2 py-3 text-right tabular-nums')}>
                  {item.quantity}
                </td>
                <td className={cn(wideOnly, 'px-2 py-3 text-right tabular-nums')}>
                  {formatDollars(item.unitPrice)}
                </td>
                <td className="py-3 pl-2 text-right font-medium tabular-nums">
                  {formatDollars(item.total)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>

        <dl data-print-keep className="mt-6 ml-auto flex max-w-xs flex-col gap-2">
          <TotalRow label="Subtotal" amount={invoice.subtotal} />
          {invoice.discount > 0 && (
            <TotalRow
              label={discountLineLabel(invoice.discountCode)}
              amount={-invoice.discount}
              testId="invoice-discount"
            />
          )}
          <TotalRow
            label="Shipping"
            amount={invoice.shipping}
            format={(dollars) => shippingPriceText(toCents(dollars))}
            note={invoiceShippingMethod(invoice)}
          />
          <TotalRow label="Tax" amount={invoice.tax} />
          <TotalRow label="Total" amount={invoice.total} strong />
        </dl>
      </div>

      <footer className="rounded-b-2xl border-t border-slate-100 bg-sand-50 px-5 py-4 text-center text-sm text-slate-600 sm:px-8 print:bg-transparent print:px-0">
        Thank you for shopping with {SHOP_CONTACT.name}.
      </footer>
    </article>
  );
}
