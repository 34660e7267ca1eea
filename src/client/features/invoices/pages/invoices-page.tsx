import { ReceiptText, RotateCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage } from '../../../lib/api';
import { useInvoices } from '../api/get-invoices';
import { InvoiceCard } from '../components/invoice-card';

function LoadingCards() {
  return (
    <ul aria-label="Loading invoices" className="flex flex-col gap-3">
      {[0, 1, 2].map((row) => (
        <li
          key={row}
          className="flex items-center gap-3 rounded-2xl border border-slate-200/80 bg-white p-4 sm:p-5"
        >
          <Skeleton className="size-11 rounded-xl" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-3 w-44" />
          </div>
          <Skeleton className="hidden h-9 w-28 rounded-full sm:block" />
        </li>
      ))}
    </ul>
  );
}

/** /invoices: 'My Invoices', a card per invoice, newest first. */
export function InvoicesPage() {
  const invoices = useInvoices();

  let body: ReactNode;
  if (invoices.isPending) body = <LoadingCards />;
  else if (invoices.isError) {
    body = (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50/60 px-4 py-8 text-center"
      >
        <TriangleAlert aria-hidden="true" className="size-6 text-red-600" />
        <div>
          <p className="font-semibold text-slate-900">We couldn't load your invoices</p>
          <p className="mt-1 text-sm text-slate-600">{getErrorMessage(invoices.error)}</p>
        </div>
        <Button size="sm" variant="outline" onClick={() => void invoices.refetch()}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  } else if (invoices.data.length === 0) {
    body = (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <div className="flex size-14 items-center justify-center rounded-full bg-ocean-50 text-ocean-700">
          <ReceiptText aria-hidden="true" className="size-7" />
        </div>
        <h2 className="mt-4 text-lg font-bold text-slate-900">No invoices yet</h2>
        <p className="mt-1 max-w-sm text-sm text-slate-600">
          Every order you place gets an invoice here, ready to view, download or print.
        </p>
        <Button asChild variant="accent" className="mt-6">
          <Link to="/products">Browse Products</Link>
        </Button>
      </div>
    );
  } else {
    body = (
      <ul aria-label="Invoices" className="flex flex-col gap-3">
        {invoices.data.map((invoice) => (
          <InvoiceCard key={invoice.id} invoice={invoice} />
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <PageMeta title="My Invoices" description="Your Social Market invoices." />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">My Invoices</h1>
      <p className="mt-1 text-slate-600">View, download or print the invoice of every order.</p>
      <div className="mt-6">{body}</div>
    </div>
  );
}
