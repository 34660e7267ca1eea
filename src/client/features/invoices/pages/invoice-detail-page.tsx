import {
  ArrowLeft,
  Download,
  FileDown,
  FileQuestion,
  Printer,
  RotateCw,
  TriangleAlert,
} from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError, getErrorMessage } from '../../../lib/api';
import { invoicePdfUrl, useInvoice } from '../api/get-invoice';
import { InvoiceDocument } from '../components/invoice-document';
import { downloadTextFile } from '../lib/download-file';
import { buildInvoiceText, invoiceTextFileName } from '../lib/invoice-text';
import './invoice-print.css';
import { INVOICE_TEXT_DOWNLOAD } from '../components/invoice-card';

/** The route's id as a positive integer, or null for anything else ('abc', '0', '1.5'). */
function parseInvoiceId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

function BackLink() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3 self-start print:hidden">
      <Link to="/invoices">
        <ArrowLeft aria-hidden="true" />
        My Invoices
      </Link>
    </Button>
  );
}

function InvoiceNotFound() {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center px-6 py-20 text-center">
      <PageMeta title="Invoice Not Found" />
      <div className="mb-6 flex size-16 items-center justify-center rounded-full bg-coral-50 text-coral-600">
        <FileQuestion aria-hidden="true" className="size-8" />
      </div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Invoice Not Found
      </h1>
      <p className="mt-3 text-slate-600">The requested invoice could not be found.</p>
      <Button asChild className="mt-8">
        <Link to="/invoices">Back to My Invoices</Link>
      </Button>
    </div>
  );
}

function LoadingInvoice() {
  return (
    <div
      role="status"
      aria-label="Loading invoice"
      className="rounded-2xl border border-slate-200/80 bg-white p-5 sm:p-8"
    >
      <div className="flex justify-between gap-6">
        <div className="flex flex-col gap-2">
          <Skeleton className="h-7 w-24" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-4 w-32" />
        </div>
        <div className="flex flex-col items-end gap-2">
          <Skeleton className="h-8 w-32" />
          <Skeleton className="h-4 w-24" />
        </div>
      </div>
      <Skeleton className="mt-10 h-24 w-full" />
      <Skeleton className="mt-6 h-40 w-full" />
    </div>
  );
}

/** /invoices/:id: one invoice with Download receipt (.txt), Download PDF and Print. */
export function InvoiceDetailPage() {
  const id = parseInvoiceId(useParams().id);
  const invoice = useInvoice(id);

  const notFound =
    id === null ||
    (invoice.isError &&
      invoice.error instanceof ApiError &&
      (invoice.error.status === 404 || invoice.error.status === 400));
  if (notFound) return <InvoiceNotFound />;

  if (invoice.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
        <PageMeta title="Invoice" />
        <BackLink />
        <div
          role="alert"
          className="mt-4 flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50/60 px-4 py-8 text-center"
        >
          <TriangleAlert aria-hidden="true" className="size-6 text-red-600" />
          <div>
            <p className="font-semibold text-slate-900">We couldn't load this invoice</p>
            <p className="mt-1 text-sm text-slate-600">{getErrorMessage(invoice.error)}</p>
          </div>
          <Button size="sm" variant="outline" onClick={() => void invoice.refetch()}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      </div>
    );
  }

  const data = invoice.data;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 print:max-w-none print:p-0">
      <PageMeta title={data ? `Invoice ${data.invoiceNumber}` : 'Invoice'} />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between print:hidden">
        <BackLink />
        {data ? (
          // One button a row on a phone: two side by side are too narrow for 'Download receipt
          // (.txt)', whose label spilled out of its button.
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button
              variant="outline"
              size="sm"
              onClick={() => downloadTextFile(invoiceTextFileName(data), buildInvoiceText(data))}
            >
              <Download aria-hidden="true" />
              {INVOICE_TEXT_DOWNLOAD}
            </Button>
            <Button asChild variant="outline" size="sm">
              <a href={invoicePdfUrl(data.id)} download={`invoice-${data.invoiceNumber}.pdf`}>
                <FileDown aria-hidden="true" />
                Download PDF
              </a>
            </Button>
            <Button size="sm" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Print
            </Button>
          </div>
        ) : null}
      </div>
      {data ? <InvoiceDocument invoice={data} /> : <LoadingInvoice />}
    </div>
  );
}
