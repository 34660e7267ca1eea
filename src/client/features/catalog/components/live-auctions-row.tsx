import { Gavel } from 'lucide-react';
import { Link } from 'react-router';
import type { Auction } from '../../../../shared/contracts/auctions';
import { formatDollars } from '../../../../shared/money';
import { plural } from '../../../../shared/plural';
import { AuctionCountdown } from '../../../components/auction-countdown';
import { ProductImage } from '../../../components/product-image';
import { auctionPathFor, auctionProductName } from '../../../lib/auction-path';
import { useLiveAuctions } from '../../../lib/live-auctions';

/** Cards the home row shows at most (ending soonest first). */
const ROW_SIZE = 8;

/**
 * Home: 'Live auctions', ending soonest first, each card opening the product page's auction.
 * Nothing at all when no auction is live (and while the list loads or fails: the row is extra).
 */
export function LiveAuctionsRow() {
  const query = useLiveAuctions({ follow: true });
  const auctions = (query.data ?? []).slice(0, ROW_SIZE);
  if (auctions.length === 0) return null;
  return (
    <section aria-labelledby="section-live-auctions" data-testid="live-auctions">
      <div className="mb-4 flex items-center gap-2">
        <Gavel aria-hidden="true" className="size-6 text-coral-600" />
        <h2
          id="section-live-auctions"
          className="text-2xl font-extrabold tracking-tight text-ocean-950"
        >
          Live auctions
        </h2>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {auctions.map((auction) => (
          <li key={auction.id}>
            <LiveAuctionCard auction={auction} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function LiveAuctionCard({ auction }: { auction: Auction }) {
  const name = auctionProductName(auction);
  const price = auction.bidCount > 0 ? auction.currentPrice : auction.startPrice;
  const titleId = `live-auction-${auction.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="live-auction-card"
      data-auction-id={auction.id}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-sm transition hover:shadow-md"
    >
      <div className="relative aspect-square overflow-hidden bg-sand-100">
        <ProductImage
          src={auction.product?.imageUrl}
          alt={name}
          shape="card"
          className="size-full"
        />
        <span className="absolute top-2 left-2 rounded-full bg-coral-500 px-2.5 py-1 text-[11px] leading-none font-bold text-white shadow-sm">
          BID
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <h3 id={titleId} className="leading-tight font-bold text-slate-900">
          <Link
            to={auctionPathFor(auction.productId)}
            className="line-clamp-2 rounded-sm group-hover:text-ocean-700 after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-offset-1"
          >
            {name}
          </Link>
        </h3>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-lg font-extrabold text-ocean-950 tabular-nums">
            {formatDollars(price)}
          </span>
          <span className="text-xs font-medium text-slate-600 tabular-nums">
            {`${plural(auction.bidCount, 'bid')}`}
          </span>
        </p>
        <AuctionCountdown to={auction.endsAt} kind="ends" compact className="mt-auto text-sm" />
      </div>
    </article>
  );
}
