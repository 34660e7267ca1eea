import { Download, FileText } from 'lucide-react';
import { Link } from 'react-router';
import type { Invoice } from '../../../../shared/contracts/orders';
import { formatDollars } from '../../../../shared/money';
import { InvoiceStatusBadge } from '../../../components/status-badge';
import { Button } from '../../../components/ui/button';
import { downloadTextFile } from '../lib/download-file';
import { formatInvoiceDate, invoiceItemCount, itemCountLabel } from '../lib/invoice-display';
import { buildInvoiceText, invoiceTextFileName } from '../lib/invoice-text';

/**
 * The plain-text receipt's button, named for what it gives: the specification's text download,
 * beside the PDF.
 */
export const INVOICE_TEXT_DOWNLOAD = 'Download receipt (.txt)';

/** One invoice in 'My Invoices': number, date, status, total, item count, View Details, Download. */
export function InvoiceCard({ invoice }: { invoice: Invoice }) {
  const titleId = `invoice-${invoice.id}-title`;
  return (
    <li
      data-testid="invoice-card"
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:p-5"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3 sm:items-center">
        <div className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-ocean-50 text-ocean-700">
          <FileText aria-hidden="true" className="size-5" />
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={titleId} className="font-semibold text-slate-900">
              {invoice.invoiceNumber}
            </h2>
            <InvoiceStatusBadge status={invoice.status} />
          </div>
          <p className="mt-0.5 text-sm text-slate-600">
            <time dateTime={invoice.invoiceDate}>{formatInvoiceDate(invoice.invoiceDate)}</time>
            {' · '}
            {/* Kept on one line: on phones '3' and 'items' otherwise wrap apart. */}
            <span className="whitespace-nowrap">{itemCountLabel(invoiceItemCount(invoice))}</span>
          </p>
        </div>
        <p className="shrink-0 text-lg font-bold text-ocean-950 tabular-nums sm:px-2">
          {formatDollars(invoice.total)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm" className="flex-1 sm:flex-none">
          <Link to={`/invoices/${invoice.id}`}>View Details</Link>
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="flex-1 sm:flex-none"
          onClick={() => downloadTextFile(invoiceTextFileName(invoice), buildInvoiceText(invoice))}
        >
          <Download aria-hidden="true" />
          {INVOICE_TEXT_DOWNLOAD}
        </Button>
      </div>
    </li>
  );
}
