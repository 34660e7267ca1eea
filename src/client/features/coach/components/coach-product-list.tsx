import { PackageSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '../../../../shared/contracts/catalog';
import type { CompetitionSummary } from '../../../../shared/contracts/competitions';
import { formatCents } from '../../../../shared/money';
import { ProductImage } from '../../../components/product-image';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/class-names';
import { productImageAlt, productName, soldPriceCents } from '../../../lib/product-display';
import { useNow } from '../../../lib/use-now';
import { useActiveGames } from '../../competitions';
import { coachGameStatus } from '../lib/coach-products';

const badgeTones = {
  live: 'bg-coral-100 text-coral-800',
  starting: 'bg-amber-100 text-amber-900',
  waiting: 'bg-ocean-100 text-ocean-900',
  idle: 'bg-slate-100 text-slate-700',
  ended: 'bg-slate-100 text-slate-600',
  off: 'bg-slate-100 text-slate-600',
} as const;

/**
 * The product's game as it really is: 'Live', 'Full' with its start time, 'Waiting' with the
 * players so far (n/N), 'Playable' with no game open yet, or 'Coming Soon' / 'Not Started'.
 */
export function CoachProductBadge({
  product,
  game,
  className,
}: {
  product: Pick<Product, 'playEnabled'>;
  game: CompetitionSummary | undefined;
  className?: string;
}) {
  const status = coachGameStatus(product, game, useNow(60_000));
  const live = status.tone === 'live';
  return (
    <span
      data-testid="coach-game-status"
      className={cn(
        // The state line wraps under the badge, leaving the product's name the room (at 390 px
        // it had about 90 px: 'Laguna Optics…').
        'flex max-w-28 shrink-0 flex-col items-end gap-0.5 text-right',
        className,
      )}
    >
      <span
        className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', badgeTones[status.tone])}
      >
        {status.badge}
      </span>
      <span
        className={cn(
          'inline-flex items-center gap-1 text-xs font-medium',
          live ? 'text-coral-800' : 'text-slate-600',
        )}
      >
        {live && (
          <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-coral-500" />
        )}
        {status.state}
      </span>
    </span>
  );
}

interface CoachProductListItemProps {
  product: Product;
  /** The product's open game, if any (its badge says what state it is really in). */
  game: CompetitionSummary | undefined;
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
  game,
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
        <span
          data-testid="coach-product-name"
          className="line-clamp-2 text-sm font-semibold break-words text-slate-900"
        >
          {productName(product)}
        </span>
        <span className="text-xs text-slate-600">{formatCents(soldPriceCents(product))}</span>
        {hint && <span className="text-xs text-ocean-700">{hint}</span>}
      </span>
      <CoachProductBadge product={product} game={game} />
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
  const games = useActiveGames();
  const gameOf = (productId: number) => games.data?.find((game) => game.productId === productId);
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
            game={gameOf(product.id)}
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
