import { PackageSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '../../../../shared/contracts/catalog';
import { formatDollars } from '../../../../shared/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/utils';
import { ProductImage } from '../../catalog/components/product-image';
import { productImageAlt, productName } from '../../catalog/lib/product-display';
import { coachProductStatus } from '../lib/coach-products';

/** 'Active' (play-enabled) or 'Coming Soon', with the 'Live Now' / 'Not Started' line under it. */
export function CoachProductBadge({
  product,
  className,
}: {
  product: Pick<Product, 'playEnabled'>;
  className?: string;
}) {
  const status = coachProductStatus(product);
  return (
    <span className={cn('flex shrink-0 flex-col items-end gap-0.5', className)}>
      <span
        className={cn(
          'rounded-full px-2.5 py-0.5 text-xs font-semibold',
          status.active ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-600',
        )}
      >
        {status.badge}
      </span>
      <span
        className={cn(
          'inline-flex items-center gap-1 text-[11px] font-medium',
          status.active ? 'text-emerald-700' : 'text-slate-500',
        )}
      >
        {status.active && (
          <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-emerald-500" />
        )}
        {status.state}
      </span>
    </span>
  );
}

interface CoachProductListItemProps {
  product: Product;
  /** Called when the row is tapped; the row is a button then. */
  onSelect?: (product: Product) => void;
  /** Where the row leads instead (a link), e.g. the product page. */
  to?: string;
  selected?: boolean;
  /** Extra line under the name (e.g. 'Tap to fill a promo post'). */
  hint?: ReactNode;
}

/** One product row of a coach tool: picture, name, price and its competition badge. */
export function CoachProductListItem({
  product,
  onSelect,
  to,
  selected = false,
  hint,
}: CoachProductListItemProps) {
  const content = (
    <>
      <ProductImage
        src={product.imageUrl}
        alt={productImageAlt(product)}
        className="size-14 shrink-0 rounded-xl bg-sand-100"
      />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="truncate text-sm font-semibold text-slate-900">
          {productName(product)}
        </span>
        <span className="text-xs text-slate-600">{formatDollars(product.price)}</span>
        {hint && <span className="text-xs text-ocean-700">{hint}</span>}
      </span>
      <CoachProductBadge product={product} />
    </>
  );
  const classes = cn(
    'flex w-full items-center gap-3 rounded-2xl border bg-white p-3 text-left shadow-xs transition-colors',
    selected ? 'border-ocean-500 ring-2 ring-ocean-200' : 'border-slate-200',
  );
  const interactive =
    'cursor-pointer hover:border-ocean-300 hover:bg-ocean-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-500';
  if (to) {
    return (
      <Link to={to} className={cn(classes, interactive)}>
        {content}
      </Link>
    );
  }
  if (!onSelect) return <div className={classes}>{content}</div>;
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={() => onSelect(product)}
      className={cn(classes, interactive)}
    >
      {content}
    </button>
  );
}

/** The empty state of a coach product list, with one of the texts in coachEmptyStates. */
export function CoachProductsEmpty({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white/60 px-4 py-8 text-center">
      <PackageSearch aria-hidden="true" className="size-8 text-slate-400" />
      <p className="text-sm font-medium text-slate-600">{text}</p>
    </div>
  );
}

interface CoachProductListProps {
  products: readonly Product[];
  isLoading?: boolean;
  /** Shown when `products` is empty (one of coachEmptyStates). */
  emptyText: string;
  onSelect?: (product: Product) => void;
  /** Rows become links to this path instead. */
  toFor?: (product: Product) => string;
  selectedId?: number | null;
  hint?: ReactNode;
  /** Accessible name of the list. */
  label: string;
  className?: string;
}

/** A coach tool's product list: skeleton rows while loading, the rows, or the empty state. */
export function CoachProductList({
  products,
  isLoading = false,
  emptyText,
  onSelect,
  toFor,
  selectedId = null,
  hint,
  label,
  className,
}: CoachProductListProps) {
  if (isLoading) {
    return (
      <div className={cn('flex flex-col gap-2', className)} aria-busy="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-20 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (products.length === 0) return <CoachProductsEmpty text={emptyText} />;
  return (
    <ul aria-label={label} className={cn('flex flex-col gap-2', className)}>
      {products.map((product) => (
        <li key={product.id}>
          <CoachProductListItem
            product={product}
            onSelect={onSelect}
            to={toFor?.(product)}
            selected={selectedId === product.id}
            hint={hint}
          />
        </li>
      ))}
    </ul>
  );
}
