import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '../../../../shared/contracts/catalog';
import { PageMeta } from '../../../components/page-meta';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage } from '../../../lib/api';

/** Frame of every product form: back arrow to /admin, the title, 'Back to Store'. */
export function AdminFormShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <PageMeta title={title} />
      {/* On a phone 'Back to Store' takes the next line rather than squeezing the title until a
          word ('Sunglasses') breaks in two. */}
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild variant="ghost" size="icon">
          <Link to="/admin" aria-label="Back to Admin Panel">
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
        <h1 className="min-w-0 flex-1 basis-52 text-2xl leading-tight break-words font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h1>
        <Button asChild variant="outline" size="sm" className="ml-auto">
          <Link to="/">
            <Store aria-hidden="true" />
            Back to Store
          </Link>
        </Button>
      </div>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {children}
      </div>
    </div>
  );
}

/** Placeholder fields while an edited product loads. */
export function AdminFormSkeleton() {
  return (
    <div role="status" aria-label="Loading product" className="flex flex-col gap-5">
      {[0, 1, 2, 3, 4].map((row) => (
        <div key={row} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-11 w-full rounded-xl" />
        </div>
      ))}
    </div>
  );
}

/** Shown instead of the form when the product could not be loaded. */
export function AdminFormLoadError({ message }: { message: string }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-8 text-center">
      <p className="font-semibold text-slate-900">Failed to fetch product</p>
      <p className="text-sm text-slate-600">{message}</p>
      <Button asChild variant="outline">
        <Link to="/admin">Back to Admin Panel</Link>
      </Button>
    </div>
  );
}

/**
 * The form of a new product (no id), or of the edited one once it has loaded: a placeholder while
 * it loads, the load error instead of a form when it cannot.
 */
export function EditedProductContent({
  id,
  query,
  loading = <AdminFormSkeleton />,
  children,
}: {
  id: string | undefined;
  query: UseQueryResult<Product>;
  loading?: ReactNode;
  children: (product?: Product) => ReactNode;
}) {
  if (!id) return children(undefined);
  if (query.isPending) return loading;
  if (query.isError) return <AdminFormLoadError message={getErrorMessage(query.error)} />;
  return children(query.data);
}
