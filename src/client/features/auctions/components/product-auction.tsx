import { lazyPart } from '../../../components/lazy-part';
import { isNotFound } from '../../../lib/api';
import { useTransitionRefetch } from '../../../lib/use-transition-refetch';
import { useProductAuction } from '../api/auctions';

// The panel (its countdown, history and bid form) is a chunk of its own: most products have no
// auction, and their page downloads none of it. A page that has one has it in the server's HTML
// and loads it before hydrating (lazyPart); a client-side visit shows nothing while it loads, as
// while asking for the auction.
const AuctionPanel = lazyPart('features/auctions/components/auction-panel.tsx', () =>
  import('./auction-panel').then((m) => m.AuctionPanel),
);

/**
 * The product page's auction, when the product has a current or latest one: price, bids, the
 * countdown, the reserve state, the masked history and the bid form, all re-read within a second
 * of each bid or close through the auction's live topic. Nothing when the product never had one.
 */
export function ProductAuction({ productId }: { productId: number }) {
  const query = useProductAuction(productId);
  const auction = query.data;
  useTransitionRefetch(
    auction ? Date.parse(auction.status === 'scheduled' ? auction.startsAt : auction.endsAt) : null,
    auction && (auction.status === 'scheduled' || auction.status === 'live')
      ? auction.status
      : undefined,
    () => query.refetch(),
  );

  // Most products have no auction: nothing while asking, rather than a placeholder that vanishes.
  if (query.isPending) return null;
  if (!auction) {
    if (isNotFound(query.error) || !query.error) return null;
    return (
      <p role="alert" className="mt-6 rounded-2xl bg-red-50 p-4 text-sm text-red-800">
        We couldn't load this product's auction.{' '}
        <button
          type="button"
          className="inline-flex min-h-6 items-center font-semibold underline"
          onClick={() => query.refetch()}
        >
          Try again
        </button>
      </p>
    );
  }
  return <AuctionPanel auction={auction} productId={productId} />;
}
