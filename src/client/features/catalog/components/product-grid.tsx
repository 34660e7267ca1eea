import { RotateCw, TriangleExclamationPoint } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Product } from '../../../../shared/contracts/catalog';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api';
import { cn } from '../../../lib/utils';
import { ProductCardSkeleton } from './product-card';

const gridClass = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4';

interface ProductGridProps {
  products: Product[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  /** Shown when the list is empty. */
  emptyMessage: string;
  /** How many skeleton cards stand in while loading. */
  skeletons?: number;
  /** Dims the grid while a new filter loads behind the current results. */
  isRefreshing?: boolean;
  /** Accessible name of the list. */
  label: string;
  renderCard: (product: Product, index: number) => ReactNode;
}

/** A grid of product cards with its loading, failed and empty states. */
export function ProductGrid({
  products,
  isPending,
  error,
  onRetry,
  emptyMessage,
  skeletons = 4,
  isRefreshing = false,
  label,
  renderCard,
}: ProductGridProps) {
  if (isPending) {
    return (
      <div className={gridClass} role="status" aria-label={`Loading ${label.toLowerCase()}`}>
        {Array.from({ length: skeletons }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on.
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    );
  }

  if (error || !products) {
    return <LoadError error={error} onRetry={onRetry} />;
  }

  if (products.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white/60 px-4 py-10 text-center text-sm font-medium text-slate-600">
        {emptyMessage}
      </p>
    );
  }

  return (
    <ul
      aria-label={label}
      aria-busy={isRefreshing || undefined}
      className={cn(gridClass, isRefreshing && 'opacity-60 transition-opacity')}
    >
      {products.map((product, index) => (
        <li key={product.id}>{renderCard(product, index)}</li>
      ))}
    </ul>
  );
}

/** A failed load, said plainly, with a way to try again. */
export function LoadError({
  error,
  onRetry,
  title = "We couldn't load these products",
}: {
  error: unknown;
  onRetry: () => void;
  title?: string;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50/60 px-4 py-8 text-center"
    >
      <TriangleExclamationPoint aria-hidden="true" className="size-6 text-red-600" />
      <div>
        <p className="font-semibold text-slate-900">{title}</p>
        <p className="mt-1 text-sm text-slate-600">{getErrorMessage(error)}</p>
      </div>
      <Button size="sm" variant="outline" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
