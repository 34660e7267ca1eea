import { Gavel, RotateCw, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { formatDollars } from '../../../../shared/money';
import { AuctionCountdown } from '../../../components/auction-countdown';
import { ProductImage } from '../../../components/product-image';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage } from '../../../lib/api';
import { auctionPathFor } from '../../../lib/auction-path';
import { cn } from '../../../lib/class-names';
import type { MyBid } from '../api/auction-schemas';
import { useMyBids } from '../api/auctions';
import { AUCTION_TEXT } from '../lib/auction-display';

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
  const rank = (bid: MyBid) => (bid.status === 'live' ? 0 : bid.status === 'scheduled' ? 1 : 2);
  const sorted = [...query.data].sort(
    (a, b) => rank(a) - rank(b) || Date.parse(b.lastBidAt) - Date.parse(a.lastBidAt),
  );
  return (
    <ul className="flex flex-col gap-3" aria-label="Your bids">
      {sorted.map((bid) => (
        <li key={bid.auctionId}>
          <MyBidCard bid={bid} />
        </li>
      ))}
    </ul>
  );
}

/** 'You're winning', 'You've been outbid', 'Won', 'Not won', 'Cancelled'. */
export function myBidState(bid: MyBid): { label: string; tone: 'good' | 'bad' | 'plain' } {
  if (bid.status === 'live' || bid.status === 'scheduled') {
    return bid.leading
      ? { label: AUCTION_TEXT.winning, tone: 'good' }
      : { label: AUCTION_TEXT.outbid, tone: 'bad' };
  }
  if (bid.status === 'cancelled') return { label: 'Cancelled', tone: 'plain' };
  if (bid.won && bid.outcome === 'awaiting_payment')
    return { label: 'Won: payment due', tone: 'bad' };
  if (bid.won) return { label: 'Won', tone: 'good' };
  if (bid.leading && bid.outcome === 'no_sale')
    return { label: AUCTION_TEXT.reserveNotMet, tone: 'plain' };
  return { label: bid.outcome ? AUCTION_TEXT.ended : 'Closing', tone: 'plain' };
}

const tones = {
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  bad: 'bg-coral-50 text-coral-800 ring-coral-200',
  plain: 'bg-slate-100 text-slate-700 ring-slate-200',
} as const;

function MyBidCard({ bid }: { bid: MyBid }) {
  const state = myBidState(bid);
  const titleId = `my-bid-${bid.auctionId}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="my-bid"
      data-auction-id={bid.auctionId}
      className="flex gap-3 rounded-2xl border border-slate-200/80 bg-white p-3 shadow-sm sm:p-4"
    >
      <ProductImage
        src={bid.imageUrl}
        alt=""
        className="size-16 shrink-0 overflow-hidden rounded-xl bg-sand-100 sm:size-20"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={titleId} className="min-w-0 leading-tight font-bold text-slate-900">
            <Link
              to={auctionPathFor(bid.productId)}
              className="inline-flex min-h-6 items-center rounded-sm hover:text-ocean-700 hover:underline"
            >
              {bid.productName}
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
            <dt className="text-slate-600">{bid.status === 'ended' ? 'Final price' : 'Price'}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">
              {formatDollars(bid.currentPrice)}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-slate-600">Your maximum</dt>
            <dd data-testid="my-bid-max" className="font-semibold text-slate-900 tabular-nums">
              {formatDollars(bid.maxBid)}
            </dd>
          </div>
        </dl>
        {bid.status === 'live' && (
          <AuctionCountdown to={bid.endsAt} kind="ends" compact className="text-sm" />
        )}
        {bid.won && bid.orderId !== null && (
          <Link
            to={`/order-confirmation/${bid.orderId}`}
            className="inline-flex min-h-6 items-center self-start text-sm font-semibold text-ocean-800 underline"
          >
            See the order
          </Link>
        )}
        {bid.won && bid.outcome === 'awaiting_payment' && (
          <Link
            to="/cart"
            className="inline-flex min-h-6 items-center self-start text-sm font-semibold text-ocean-800 underline"
          >
            Pay from your cart
          </Link>
        )}
      </div>
    </article>
  );
}
