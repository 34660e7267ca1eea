import { Gavel, RotateCw, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { formatDollars } from '../../../../shared/money';
import { plural } from '../../../../shared/plural';
import { ProductImage } from '../../../components/product-image';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage } from '../../../lib/api';
import { cn } from '../../../lib/utils';
import type { Auction } from '../api/auction-schemas';
import { useMyBids } from '../api/auctions';
import { AUCTION_TEXT } from '../lib/auction-display';
import { AuctionCountdown } from './auction-countdown';
import { auctionProductName } from './live-auctions-row';
import { auctionPathFor } from './product-auction';

/** The profile's 'My bids' tab: every auction the shopper bid in, running ones first. */
export function MyBidsList() {
  const query = useMyBids();

  if (query.isPending) {
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label="Loading your bids"
        className="flex flex-col gap-3"
      >
        {[0, 1].map((key) => (
          <Skeleton key={key} className="h-24 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <Card role="alert">
        <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
          <TriangleAlert aria-hidden="true" className="size-8 text-red-500" />
          <h3 className="font-semibold text-slate-900">We couldn't load your bids</h3>
          <p className="text-sm text-slate-600">{getErrorMessage(query.error)}</p>
          <Button variant="outline" onClick={() => query.refetch()} disabled={query.isFetching}>
            <RotateCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : ''} />
            Try Again
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (query.data.length === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
          <div className="flex size-14 items-center justify-center rounded-full bg-sand-100 text-ocean-700">
            <Gavel aria-hidden="true" className="size-7" />
          </div>
          <h3 className="text-lg font-semibold text-slate-900">No bids yet</h3>
          <p className="max-w-sm text-sm text-slate-600">
            When you bid in an auction, it shows up here with your maximum and whether you lead.
          </p>
          <Button asChild variant="accent" className="mt-2">
            <Link to="/home">See live auctions</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  const rank = (auction: Auction) =>
    auction.status === 'live' ? 0 : auction.status === 'scheduled' ? 1 : 2;
  const sorted = [...query.data].sort(
    (a, b) => rank(a) - rank(b) || Date.parse(b.endsAt) - Date.parse(a.endsAt),
  );
  return (
    <ul className="flex flex-col gap-3" aria-label="Your bids">
      {sorted.map((auction) => (
        <li key={auction.id}>
          <MyBidCard auction={auction} />
        </li>
      ))}
    </ul>
  );
}

/** 'You're winning', 'You've been outbid', 'Won', 'Not won', 'Cancelled'. */
function bidState(auction: Auction): { label: string; tone: 'good' | 'bad' | 'plain' } {
  const leading = auction.you?.leading ?? false;
  if (auction.status === 'live' || auction.status === 'scheduled') {
    return leading
      ? { label: AUCTION_TEXT.winning, tone: 'good' }
      : { label: AUCTION_TEXT.outbid, tone: 'bad' };
  }
  if (auction.status === 'cancelled') return { label: 'Cancelled', tone: 'plain' };
  if (leading && auction.outcome === 'sold') return { label: 'Won', tone: 'good' };
  if (leading && auction.outcome === 'awaiting_payment')
    return { label: 'Won: payment due', tone: 'bad' };
  if (leading && auction.outcome === 'no_sale') return { label: 'Reserve not met', tone: 'plain' };
  return { label: auction.outcome ? 'Not won' : 'Closing', tone: 'plain' };
}

const tones = {
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  bad: 'bg-coral-50 text-coral-800 ring-coral-200',
  plain: 'bg-slate-100 text-slate-700 ring-slate-200',
} as const;

function MyBidCard({ auction }: { auction: Auction }) {
  const name = auctionProductName(auction);
  const state = bidState(auction);
  const titleId = `my-bid-${auction.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="my-bid"
      data-auction-id={auction.id}
      className="relative flex gap-3 rounded-2xl border border-slate-200/80 bg-white p-3 shadow-sm sm:p-4"
    >
      <ProductImage
        src={auction.product?.imageUrl}
        alt=""
        className="size-16 shrink-0 rounded-xl bg-sand-100 sm:size-20"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={titleId} className="min-w-0 leading-tight font-bold text-slate-900">
            <Link
              to={auctionPathFor(auction.productId)}
              className="line-clamp-2 rounded-sm hover:text-ocean-700 after:absolute after:inset-0 after:rounded-2xl"
            >
              {name}
            </Link>
          </h3>
          <span
            data-testid="my-bid-state"
            className={cn(
              'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold ring-1',
              tones[state.tone],
            )}
          >
            {state.label}
          </span>
        </div>
        <dl className="flex flex-wrap gap-x-4 gap-y-0.5 text-sm">
          <div className="flex gap-1">
            <dt className="text-slate-600">{auction.status === 'ended' ? 'Final' : 'Price'}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">
              {formatDollars(auction.currentPrice)}
            </dd>
          </div>
          {auction.you && (
            <div className="flex gap-1">
              <dt className="text-slate-600">Your maximum</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">
                {formatDollars(auction.you.maxBid)}
              </dd>
            </div>
          )}
          <div className="flex gap-1">
            <dt className="sr-only">Bids</dt>
            <dd className="text-slate-600 tabular-nums">{`${auction.bidCount} ${plural(auction.bidCount, 'bid')}`}</dd>
          </div>
        </dl>
        {auction.status === 'live' && (
          <AuctionCountdown to={auction.endsAt} kind="ends" compact className="text-sm" />
        )}
      </div>
    </article>
  );
}
