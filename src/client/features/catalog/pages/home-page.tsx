import { ArrowRight, ShieldCheck, Ticket, Truck } from 'lucide-react';
import { Link } from 'react-router';
import type { ProductType } from '../../../../shared/contracts/catalog';
import { DELIVERY_PROMISE, DELIVERY_TIME } from '../../../../shared/pricing';
import { PageMeta } from '../../../components/page-meta';
import { SiteFooter } from '../../../components/site-footer';
import { useLiveAuctions } from '../../../lib/live-auctions';
import { useProducts } from '../api/get-products';
import { LiveAuctionsRow } from '../components/live-auctions-row';
import { ProductCard } from '../components/product-card';
import { ProductGrid } from '../components/product-grid';
import { purchaseTypeFor } from '../lib/purchase-type';

/**
 * Cards per home section: the newest of the type, so a product an admin just added shows on /home
 * at once.
 */
const SECTION_SIZE = 4;

interface HomeSection {
  id: string;
  title: string;
  types: ProductType[];
  viewAll: string;
  /** The specification's exact empty-state text. */
  empty: string;
  /** Cycle the BUY_NOW / BID / BET label (docs/decisions/0005-purchase-type-labels.md). */
  purchaseTypes: boolean;
}

const sections: HomeSection[] = [
  {
    id: 'sunglasses',
    title: 'Sunglasses',
    types: ['sunglasses'],
    viewAll: '/products?type=sunglasses',
    empty: 'No sunglasses available. Check back soon!',
    purchaseTypes: false,
  },
  {
    id: 'tshirts',
    title: 'T-Shirts',
    types: ['tshirt'],
    viewAll: '/products?type=tshirt',
    empty: 'No t-shirts available. Check back soon!',
    purchaseTypes: true,
  },
  {
    id: 'shoes',
    title: 'Shoes',
    types: ['shoe'],
    viewAll: '/products?type=shoe',
    empty: 'No shoes available. Check back soon!',
    purchaseTypes: true,
  },
  {
    id: 'coffee-tea',
    title: 'Coffee & Tea',
    types: ['coffee', 'tea'],
    viewAll: '/coffee-tea-gallery',
    empty: 'Check out our premium selection of coffee and tea soon!',
    purchaseTypes: false,
  },
  {
    id: 'handbags',
    title: 'Designer Handbags',
    types: ['handbag'],
    viewAll: '/products?type=handbag',
    empty: 'Designer handbags coming soon!',
    purchaseTypes: true,
  },
  {
    id: 'books',
    title: 'Books',
    types: ['book'],
    viewAll: '/products?type=book',
    empty: 'No books available. Check back soon!',
    purchaseTypes: false,
  },
];

export function HomePage() {
  return (
    <div className="flex flex-col">
      <PageMeta
        title="Shop"
        description="Shop sunglasses, t-shirts, shoes, coffee and tea, designer handbags and books in Laguna Beach. Pay full price with 2-3 hour delivery, or play for it with a $1 entry."
      />
      <header className="bg-linear-to-br from-ocean-900 via-ocean-800 to-ocean-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
          <p className="text-xs font-semibold tracking-[0.2em] text-coral-300 uppercase">
            Laguna Beach · Pay or Play
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            Shop Social Market
          </h1>
          <p className="mt-2 max-w-2xl text-ocean-100">
            Pay full price with free local delivery in {DELIVERY_TIME}, or play for it: a $1 entry,
            5 influencers, one hour.
          </p>
          <ul className="mt-5 flex flex-wrap gap-2 text-xs font-semibold sm:text-sm">
            {[
              { icon: Truck, text: `${DELIVERY_PROMISE}, free` },
              { icon: Ticket, text: '$1 to play' },
              { icon: ShieldCheck, text: '30-day money-back guarantee' },
            ].map(({ icon: Icon, text }) => (
              <li
                key={text}
                className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1.5 ring-1 ring-white/15"
              >
                <Icon aria-hidden="true" className="size-4 text-coral-300" />
                {text}
              </li>
            ))}
          </ul>
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-12 px-4 py-8 sm:px-6 sm:py-12">
        <LiveAuctionsRow />
        {sections.map((section) => (
          <CategorySection key={section.id} section={section} />
        ))}
      </div>
      <SiteFooter />
    </div>
  );
}

function CategorySection({ section }: { section: HomeSection }) {
  const query = useProducts({ types: section.types, sort: 'newest', limit: SECTION_SIZE });
  // A product with a live auction says BID (and the label opens the auction) in every section.
  const liveAuctions = useLiveAuctions();
  const auctioned = new Set((liveAuctions.data ?? []).map((auction) => auction.productId));
  const headingId = `section-${section.id}`;

  return (
    <section aria-labelledby={headingId} data-testid={`home-section-${section.id}`}>
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-extrabold tracking-tight text-ocean-950">
          {section.title}
        </h2>
        <Link
          to={section.viewAll}
          className="-mr-2 inline-flex min-h-11 shrink-0 items-center gap-1 rounded-md px-2 text-sm font-semibold text-ocean-700 hover:text-ocean-900"
        >
          View All
          <span className="sr-only">{` ${section.title}`}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <ProductGrid
        label={section.title}
        products={query.data?.slice(0, SECTION_SIZE)}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => query.refetch()}
        emptyMessage={section.empty}
        skeletons={SECTION_SIZE}
        renderCard={(product) => (
          <ProductCard
            product={product}
            purchaseType={
              auctioned.has(product.id)
                ? 'BID'
                : section.purchaseTypes
                  ? purchaseTypeFor(product)
                  : undefined
            }
            eagerImage={section.id === 'sunglasses'}
          />
        )}
      />
    </section>
  );
}
