import type { ReactNode } from 'react';
import type { Product } from '../../../../shared/contracts/catalog';
import { LoadError } from '../../../components/load-error';
import { cn } from '../../../lib/class-names';
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
  /** What the grid lists ('Sunglasses'): names its loading state. */
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
    // Named by the heading of the section around it, not by a label of its own: html-validate
    // recommends naming only landmarks, widgets and the like.
    <ul
      aria-busy={isRefreshing || undefined}
      className={cn(gridClass, isRefreshing && 'opacity-60 transition-opacity')}
    >
      {products.map((product, index) => (
        <li key={product.id}>{renderCard(product, index)}</li>
      ))}
    </ul>
  );
}
