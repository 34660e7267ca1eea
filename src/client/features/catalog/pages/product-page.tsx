import {
  ChevronRight,
  CreditCard,
  Gift,
  PackageX,
  Share2,
  ShieldCheck,
  Ticket,
  Truck,
} from 'lucide-react';
import { lazy, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { Product } from '../../../../shared/contracts/catalog';
import { FREE_ENTRY_PRODUCT_TEXT } from '../../../../shared/free-entry';
import { formatCents, formatDollars, formatEntryPrice, toCents } from '../../../../shared/money';
import { productImageAltText, productSummary, shareImagePaths } from '../../../../shared/page-meta';
import { DELIVERY_PROMISE } from '../../../../shared/pricing';
import { parseDescription } from '../../../../shared/product-description';
import { payExplained, playExplained } from '../../../../shared/purchase-modes';
import { sizeChoices } from '../../../../shared/sizes';
import { AfterHydration } from '../../../components/after-hydration';
import { LoadError } from '../../../components/load-error';
import { PageMeta } from '../../../components/page-meta';
import { ProductImage } from '../../../components/product-image';
import { SizePicker } from '../../../components/size-picker';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { isNotFound } from '../../../lib/api';
import {
  galleryPathFor,
  productImageAlt,
  productName,
  productSubtitle,
  productTypeLabels,
  soldPriceCents,
} from '../../../lib/product-display';
import { ProductAuction } from '../../auctions';
import { AddToCartButton } from '../../cart';
import { useLiveStock, useProduct } from '../api/get-product';
import { PlaySeats } from '../components/play-seats';
import { PLAY_CLOSED_HINT } from '../components/product-card';
import { ProductDetailsCard } from '../components/product-details-card';
import { StockBadge } from '../components/stock-badge';
import { stockStatus } from '../lib/stock';

// The share menu (a Radix dropdown) and the competition tab load after the page paints (and, on a
// server-rendered page, after hydration).
const ProductCompetitionTab = lazy(() =>
  import('../../competitions').then((m) => ({ default: m.ProductCompetitionTab })),
);
const ShareMenu = lazy(() =>
  import('../components/share-menu').then((m) => ({ default: m.ShareMenu })),
);

export function ProductPage() {
  const { id = '' } = useParams();
  const query = useProduct(id);
  useLiveStock(id);

  if (query.isPending) return <ProductSkeleton />;
  if (isNotFound(query.error)) return <ProductNotFound />;
  if (query.error || !query.data) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-12">
        <PageMeta title="Product" />
        <h1 className="sr-only">Product</h1>
        <LoadError
          error={query.error}
          onRetry={() => query.refetch()}
          title="We couldn't load this product"
        />
      </div>
    );
  }
  return <ProductView product={query.data} />;
}

function ProductView({ product }: { product: Product }) {
  const name = productName(product);
  const subtitle = productSubtitle(product);
  const { badge } = parseDescription(product.description);
  const outOfStock = stockStatus(product.quantity).state === 'out';
  const typeLabel = productTypeLabels[product.productType];
  // A range of sizes ('S-XL') is a choice to make before paying or adding to the cart.
  const sizes = sizeChoices(product.size);
  const [size, setSize] = useState<string | null>(null);
  const [sizeMissing, setSizeMissing] = useState(false);
  const needsSize = sizes.length > 0 && size === null;
  const chooseSize = (next: string) => {
    setSize(next);
    setSizeMissing(false);
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-5 sm:px-6 sm:py-8 lg:py-10">
      <PageMeta
        title={name}
        shareTitle={`${name}: ${formatCents(soldPriceCents(product))}`}
        description={productSummary({
          ...product,
          priceCents: soldPriceCents(product),
          entryPriceCents: toCents(product.entryPrice),
        })}
        image={`${shareImagePaths.product(product.id)}?v=${product.version}`}
        imageAlt={productImageAltText(product)}
        type="product"
      />
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-500 sm:mb-6">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link
              to="/home"
              className="inline-flex min-h-6 min-w-6 items-center justify-center rounded-sm hover:text-ocean-800"
            >
              Home
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-3.5" />
          </li>
          <li>
            <Link
              to={galleryPathFor(product.productType)}
              className="inline-flex min-h-6 min-w-6 items-center justify-center rounded-sm hover:text-ocean-800"
            >
              {typeLabel.many}
            </Link>
          </li>
        </ol>
      </nav>

      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <div className="relative self-start overflow-hidden rounded-3xl border border-slate-200/80 bg-sand-100 shadow-sm">
          <ProductImage
            src={product.imageUrl}
            alt={productImageAlt(product)}
            eager
            shape="page"
            className="aspect-square w-full"
          />
          {badge && (
            <span className="absolute top-3 left-3 rounded-full bg-coral-500 px-3 py-1.5 text-xs leading-none font-bold text-white shadow">
              {badge}
            </span>
          )}
        </div>

        <div className="flex flex-col">
          <p className="text-xs font-semibold tracking-[0.15em] text-coral-600 uppercase">
            {typeLabel.one}
          </p>
          <h1 className="mt-1.5 text-3xl font-extrabold tracking-tight text-ocean-950 sm:text-4xl">
            {product.brand}
          </h1>
          {subtitle && <p className="mt-1 text-lg text-slate-600">{subtitle}</p>}

          <div className="mt-5 flex flex-wrap items-center gap-3">
            <span
              data-testid="product-page-price"
              className="text-3xl font-extrabold text-ocean-950 tabular-nums"
            >
              {formatCents(soldPriceCents(product))}
            </span>
            {product.halfPriceEnabled && (
              <span className="flex items-baseline gap-2 text-sm font-semibold text-coral-700">
                <s className="text-lg font-medium text-slate-500 tabular-nums">
                  <span className="sr-only">Was </span>
                  {formatDollars(product.price)}
                </s>
                <span>Half price</span>
              </span>
            )}
            {product.playEnabled && (
              <span className="rounded-full bg-coral-50 px-3 py-1 text-sm font-semibold text-coral-700 tabular-nums">
                Entry: {formatEntryPrice(toCents(product.entryPrice))}
              </span>
            )}
          </div>

          <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
            <StockBadge quantity={product.quantity} always className="text-sm" />
            {product.size && (
              <span className="text-slate-600">
                {product.productType === 'book' ? 'Format' : 'Size'}:{' '}
                <span className="font-semibold text-slate-900">{product.size}</span>
              </span>
            )}
          </div>

          {sizes.length > 0 && !outOfStock && (
            <SizePicker choices={sizes} value={size} onChange={chooseSize} missing={sizeMissing} />
          )}

          {/* On a phone the actions stay above the bottom navigation while the details scroll. */}
          <div
            data-testid="product-actions"
            className="sticky bottom-[calc(4rem+1px+env(safe-area-inset-bottom))] z-30 -mx-4 mt-6 sm:-mx-6 sm:px-6 flex flex-wrap gap-3 border-t border-slate-200/80 bg-sand-50/95 px-4 py-3 backdrop-blur-md md:static md:mx-0 md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none"
          >
            {outOfStock ? (
              <Button size="lg" disabled title="Out of stock" className="flex-1 sm:flex-none">
                <PackageX aria-hidden="true" />
                Pay Now
              </Button>
            ) : needsSize ? (
              <Button
                size="lg"
                className="flex-1 sm:flex-none"
                onClick={() => setSizeMissing(true)}
              >
                Pay Now
              </Button>
            ) : (
              <Button asChild size="lg" className="flex-1 sm:flex-none">
                <Link
                  to={`/checkout?productId=${product.id}${size ? `&size=${encodeURIComponent(size)}` : ''}`}
                >
                  Pay Now
                </Link>
              </Button>
            )}
            <AddToCartButton
              product={product}
              size={size}
              onSizeMissing={needsSize ? () => setSizeMissing(true) : undefined}
              disabled={outOfStock}
              className="flex-1 sm:flex-none"
            />
            {product.playEnabled && (
              <Button asChild size="lg" variant="accent" className="flex-1 sm:flex-none">
                <Link to={`/social-play/${product.id}`}>Play Now</Link>
              </Button>
            )}
            <AfterHydration
              fallback={
                <Button variant="outline" size="lg" disabled>
                  <Share2 aria-hidden="true" />
                  Share
                </Button>
              }
            >
              <ShareMenu product={product} />
            </AfterHydration>
          </div>
          <PlaySeats productId={product.id} enabled={product.playEnabled} />
          <ul
            aria-label="Ways to get it"
            className="mt-4 flex flex-col gap-2 text-sm text-slate-700"
          >
            <li data-testid="pay-explained" className="flex items-start gap-2">
              <CreditCard aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ocean-700" />
              <span>
                <strong className="text-slate-900">Pay:</strong>{' '}
                {payExplained(soldPriceCents(product))}
              </span>
            </li>
            {product.playEnabled && (
              <li data-testid="play-explained" className="flex items-start gap-2">
                <Ticket aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-coral-600" />
                <span>
                  <strong className="text-slate-900">Play:</strong>{' '}
                  {playExplained(toCents(product.entryPrice))}
                </span>
              </li>
            )}
          </ul>
          {product.buyOnePlayFreeEnabled && product.playEnabled && !outOfStock && (
            <p
              data-testid="buy-one-play-free"
              className="mt-3 flex items-start gap-2 text-sm font-semibold text-coral-700"
            >
              <Gift aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {FREE_ENTRY_PRODUCT_TEXT}
            </p>
          )}
          {outOfStock && (
            <p className="mt-3 text-sm text-slate-600">Sold out for now. Check back soon.</p>
          )}
          {!product.playEnabled && (
            <p className="mt-3 text-sm text-slate-600">{`${PLAY_CLOSED_HINT} yet.`}</p>
          )}

          <ProductAuction productId={product.id} />

          <ul className="mt-8 grid gap-3 text-sm text-slate-700 sm:grid-cols-2">
            <li className="flex gap-2.5 rounded-xl bg-white p-3 ring-1 ring-slate-200/80">
              <Truck aria-hidden="true" className="size-5 shrink-0 text-ocean-700" />
              <span data-testid="delivery-promise">{`${DELIVERY_PROMISE}, free`}</span>
            </li>
            <li className="flex gap-2.5 rounded-xl bg-white p-3 ring-1 ring-slate-200/80">
              <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-ocean-700" />
              30-day money-back guarantee
            </li>
          </ul>
        </div>
      </div>

      <div className="mt-10">
        {product.playEnabled ? (
          <Tabs defaultValue="details">
            <TabsList aria-label="Product information" className="max-w-md">
              <TabsTrigger value="details" className="px-2 sm:px-4">
                Product Details
              </TabsTrigger>
              <TabsTrigger value="competition" className="px-2 sm:px-4">
                Social Competition
              </TabsTrigger>
            </TabsList>
            <TabsContent value="details">
              <ProductDetailsCard product={product} />
            </TabsContent>
            <TabsContent value="competition">
              <AfterHydration fallback={<Skeleton className="h-40 w-full rounded-2xl" />}>
                <ProductCompetitionTab product={product} />
              </AfterHydration>
            </TabsContent>
          </Tabs>
        ) : (
          <ProductDetailsCard product={product} />
        )}
      </div>
    </div>
  );
}

function ProductNotFound() {
  const navigate = useNavigate();
  const location = useLocation();
  // Opened straight from a link there is no in-app page to return to.
  const goBack = () => (location.key === 'default' ? navigate('/home') : navigate(-1));

  return (
    <div className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center px-6 py-20 text-center">
      <PageMeta title="Product Not Found" />
      <div className="mb-6 flex size-16 items-center justify-center rounded-full bg-coral-50 text-coral-600">
        <PackageX aria-hidden="true" className="size-8" />
      </div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Product Not Found
      </h1>
      <p className="mt-3 text-slate-600">
        The product you're looking for doesn't exist or has been removed.
      </p>
      <Button className="mt-8" onClick={goBack}>
        Go Back
      </Button>
    </div>
  );
}

function ProductSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading product"
      className="mx-auto w-full max-w-6xl px-4 py-5 sm:px-6 sm:py-8 lg:py-10"
    >
      <Skeleton className="mb-6 h-4 w-40" />
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <Skeleton className="aspect-square rounded-3xl" />
        <div className="flex flex-col gap-3">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-9 w-3/4" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="mt-4 h-9 w-40" />
          <Skeleton className="h-4 w-32" />
          <div className="mt-4 flex gap-3">
            <Skeleton className="h-12 w-32 rounded-full" />
            <Skeleton className="h-12 w-32 rounded-full" />
          </div>
        </div>
      </div>
    </div>
  );
}
