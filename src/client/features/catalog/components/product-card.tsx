import { Link } from 'react-router';
import type { Product } from '../../../../shared/contracts/catalog';
import { formatCents, formatDollars, formatEntryPrice, toCents } from '../../../../shared/money';
import { parseDescription } from '../../../../shared/product-description';
import { ProductImage } from '../../../components/product-image';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { auctionPathFor } from '../../../lib/auction-path';
import { cn } from '../../../lib/class-names';
import {
  productImageAlt,
  productName,
  productSubtitle,
  roastLabel,
  soldPriceCents,
} from '../../../lib/product-display';
import { type PurchaseType, purchaseTypeLabels } from '../lib/purchase-type';
import { stockStatus } from '../lib/stock';
import { StockBadge } from './stock-badge';

export const PLAY_CLOSED_HINT = 'Social play is not open for this product';

interface ProductCardProps {
  product: Product;
  /** What the product offers, as some home sections label it (docs/decisions/0005, 0017). */
  purchaseType?: PurchaseType | null | undefined;
  /** The card title's level, one below the heading it sits under. */
  headingLevel?: 2 | 3;
  eagerImage?: boolean;
}

/** The one product card of the shop: home sections, galleries and the coffee and tea gallery. */
export function ProductCard({
  product,
  purchaseType,
  headingLevel = 3,
  eagerImage = false,
}: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = `/product/${product.id}`;
  const { badge } = parseDescription(product.description);
  const subtitle = productSubtitle(product);
  const detail = roastLabel(product);
  const name = productName(product);
  const titleId = `product-card-${product.id}`;
  const outOfStock = stockStatus(product.quantity).state === 'out';

  return (
    <article
      aria-labelledby={titleId}
      data-testid="product-card"
      data-product-id={product.id}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-sm transition hover:shadow-md"
    >
      {/* The whole card opens the product: the title link below stretches over it. */}
      <div className="relative aspect-square overflow-hidden bg-sand-100">
        <ProductImage
          src={product.imageUrl}
          alt={productImageAlt(product)}
          eager={eagerImage}
          shape="card"
          className={cn(
            'size-full transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none',
            outOfStock && 'opacity-60 grayscale',
          )}
        />
        {badge && (
          <span className="absolute top-2 left-2 max-w-[calc(100%-1rem)] truncate rounded-full bg-coral-500 px-2.5 py-1 text-[11px] leading-none font-bold text-white shadow-sm">
            {badge}
          </span>
        )}
        {purchaseType === 'BID' ? (
          // Above the card's stretched link: BID opens the product page's auction.
          <Link
            to={auctionPathFor(product.id)}
            data-purchase-type={purchaseType}
            className="absolute right-2 bottom-2 z-10 inline-flex min-h-6 items-center rounded-full bg-coral-500 px-3 text-[11px] leading-none font-bold tracking-wider text-white uppercase shadow-sm hover:bg-coral-600"
          >
            {purchaseTypeLabels[purchaseType]}
            <span className="sr-only">{` on ${name}: open its live auction`}</span>
          </Link>
        ) : purchaseType ? (
          <span
            data-purchase-type={purchaseType}
            className="absolute right-2 bottom-2 rounded-full bg-ocean-950/80 px-2.5 py-1 text-[10px] leading-none font-bold tracking-wider text-white uppercase backdrop-blur-sm"
          >
            {purchaseTypeLabels[purchaseType]}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <Heading id={titleId} className="leading-tight font-bold text-slate-900">
          <Link
            to={href}
            className="line-clamp-2 rounded-sm group-hover:text-ocean-700 after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-offset-1"
          >
            {product.brand}
          </Link>
        </Heading>
        {subtitle && <p className="line-clamp-1 text-sm text-slate-600">{subtitle}</p>}
        {detail && <p className="text-xs font-medium text-slate-500">{detail}</p>}
        {badge && <span className="sr-only">{`Label: ${badge}.`}</span>}
        {purchaseType && purchaseType !== 'BID' && (
          <span className="sr-only">{`Purchase type: ${purchaseTypeLabels[purchaseType]}.`}</span>
        )}
        <div className="mt-1 flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
          <span
            data-testid="product-price"
            className="text-lg font-extrabold text-ocean-950 tabular-nums"
          >
            {formatCents(soldPriceCents(product))}
          </span>
          {product.halfPriceEnabled && (
            <span className="text-xs font-semibold text-coral-700">
              <s className="font-medium text-slate-500 tabular-nums">
                <span className="sr-only">Was </span>
                {formatDollars(product.price)}
              </s>{' '}
              <span>Half price</span>
            </span>
          )}
          {product.playEnabled && (
            <span className="text-xs font-medium text-slate-500 tabular-nums">
              Entry: {formatEntryPrice(toCents(product.entryPrice))}
            </span>
          )}
        </div>
        <StockBadge quantity={product.quantity} />
        {/* Only what the product offers: no Play button where its game is not open. Above the
            card's stretched link, so the buttons keep their own targets. */}
        <div
          className={cn(
            'relative z-10 mt-auto grid gap-2 pt-3',
            product.playEnabled ? 'grid-cols-2' : 'grid-cols-1',
          )}
        >
          {outOfStock ? (
            <Button size="sm" variant="primary" disabled title="Out of stock">
              Pay
              <span className="sr-only">{` for ${name} (out of stock)`}</span>
            </Button>
          ) : (
            <Button asChild size="sm" variant="primary">
              <Link to={href}>
                Pay
                <span className="sr-only">{` for ${name}`}</span>
              </Link>
            </Button>
          )}
          {product.playEnabled && (
            <Button asChild size="sm" variant="accent">
              <Link to={`/social-play/${product.id}`}>
                Play
                <span className="sr-only">{` for ${name}`}</span>
              </Link>
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

/** Same size as a card, shown while products load. */
export function ProductCardSkeleton() {
  return (
    <div
      data-testid="product-card-skeleton"
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-sm"
    >
      <Skeleton className="aspect-square rounded-none" />
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-3.5 w-1/2" />
        <Skeleton className="mt-1 h-5 w-2/5" />
        <div className="mt-auto grid grid-cols-2 gap-2 pt-3">
          <Skeleton className="h-9 rounded-full" />
          <Skeleton className="h-9 rounded-full" />
        </div>
      </div>
    </div>
  );
}
