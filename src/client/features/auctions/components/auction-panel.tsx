import { CircleCheck, Gavel, TrendingDown } from 'lucide-react';
import { lazy, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { formatDollars } from '../../../../shared/money';
import { plural } from '../../../../shared/plural';
import { BID_EXPLAINED } from '../../../../shared/purchase-modes';
import { formatShopStamp } from '../../../../shared/shop-time';
import { AfterHydration } from '../../../components/after-hydration';
import { AuctionCountdown } from '../../../components/auction-countdown';
import { LiveStatusBadge } from '../../../components/status-badge';
import { Button } from '../../../components/ui/button';
import { AUCTION_ANCHOR } from '../../../lib/auction-path';
import { cn } from '../../../lib/class-names';
import { useNow } from '../../../lib/use-now';
import type { Auction } from '../api/auction-schemas';
import {
  AUCTION_TEXT,
  outcomeText,
  reserveText,
  standingOf,
  yourOutcomeText,
} from '../lib/auction-display';
import { BidFormShell } from './bid-form-shell';

// The bid form (its confirm dialog, the payment attempt keys) loads after the page paints and, on
// a server-rendered page, after hydration; until then the same form shows, not yet active.
const BidForm = lazy(() => import('./bid-form').then((m) => ({ default: m.BidForm })));

/**
 * A product page's auction (its current or latest one): price, bids, the countdown, the reserve
 * state, the masked history and the bid form, or the note of a cancelled one. A chunk of its own,
 * loaded only for a product that has one (ProductAuction, lazyPart).
 */
export function AuctionPanel({ auction, productId }: { auction: Auction; productId: number }) {
  useScrollToAnchor();
  if (auction.status === 'cancelled') {
    return (
      <section
        id={AUCTION_ANCHOR}
        aria-label="Auction"
        className="mt-6 rounded-2xl bg-slate-100 p-4 text-sm text-slate-700"
      >
        {AUCTION_TEXT.cancelled}: this product's auction was called off before any bid.
      </section>
    );
  }
  return <AuctionDetails auction={auction} productId={productId} />;
}

/** A link to `#auction` (the BID label, the home row) scrolls to the section once it is there. */
function useScrollToAnchor() {
  const location = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (location.hash !== `#${AUCTION_ANCHOR}` || done.current === location.key) return;
    done.current = location.key;
    document.getElementById(AUCTION_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, [location.hash, location.key]);
}

function AuctionDetails({ auction, productId }: { auction: Auction; productId: number }) {
  const live = auction.status === 'live';
  const ended = auction.status === 'ended';
  const standing = live ? standingOf(auction) : null;
  const reserve = reserveText(auction);
  const title = live ? AUCTION_TEXT.live : ended ? AUCTION_TEXT.ended : 'Upcoming auction';

  return (
    <section
      id={AUCTION_ANCHOR}
      aria-labelledby="auction-title"
      data-testid="product-auction"
      data-auction-status={auction.status}
      className="mt-6 scroll-mt-24 rounded-3xl border border-ocean-100 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-center gap-2">
          <span className="flex size-9 items-center justify-center rounded-full bg-ocean-50 text-ocean-700">
            <Gavel aria-hidden="true" className="size-5" />
          </span>
          <h2 id="auction-title" className="text-xl font-bold tracking-tight text-ocean-950">
            {title}
          </h2>
        </div>
        {live ? (
          <LiveStatusBadge tone="live" label="LIVE" testId="auction-status" />
        ) : ended ? (
          <LiveStatusBadge tone="over" label="ENDED" testId="auction-status" />
        ) : (
          <LiveStatusBadge tone="waiting" label="SOON" testId="auction-status" />
        )}
      </div>
      {ended ? null : (
        <p data-testid="bid-explained" className="mt-2 text-sm text-slate-700">
          <strong className="text-slate-900">Bid:</strong> {BID_EXPLAINED}
        </p>
      )}

      <dl className="mt-4 grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-sand-100 p-3">
          <dt className="text-xs font-semibold text-slate-600">
            {ended ? 'Final price' : auction.bidCount > 0 ? 'Current price' : 'Starting price'}
          </dt>
          <dd
            data-testid="auction-price"
            className="text-2xl font-extrabold text-ocean-950 tabular-nums"
          >
            {formatDollars(auction.bidCount > 0 ? auction.currentPrice : auction.startPrice)}
          </dd>
        </div>
        <div className="rounded-2xl bg-sand-100 p-3">
          <dt className="text-xs font-semibold text-slate-600">
            {ended ? 'Ended' : live ? 'Time left' : 'Starts'}
          </dt>
          <dd className="text-base">
            {ended ? (
              <EndedAt at={auction.endsAt} />
            ) : (
              <AuctionCountdown
                to={live ? auction.endsAt : auction.startsAt}
                kind={live ? 'ends' : 'starts'}
              />
            )}
          </dd>
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <p data-testid="auction-bid-count" className="font-semibold text-slate-900 tabular-nums">
          {plural(auction.bidCount, 'bid')}
          {auction.bidCount > 0 && (
            <span className="font-normal text-slate-600">{` from ${plural(auction.bidderCount, 'bidder')}`}</span>
          )}
        </p>
        {reserve && (
          <p
            data-testid="auction-reserve"
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
              !auction.hasReserve
                ? 'bg-slate-50 text-slate-700 ring-slate-200'
                : auction.reserveMet
                  ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
                  : 'bg-amber-50 text-amber-800 ring-amber-200',
            )}
          >
            {reserve}
          </p>
        )}
        {auction.leader && !ended && (
          <p data-testid="auction-leader" className="text-slate-600">
            Leading <span className="font-semibold text-slate-900">{auction.leader.name}</span>
          </p>
        )}
      </div>

      <div aria-live="polite" aria-atomic="true">
        {standing && <Standing standing={standing} maxBid={auction.you?.maxBid ?? 0} />}
      </div>

      {ended ? (
        <EndedSummary auction={auction} />
      ) : live ? (
        <AfterHydration fallback={<BidFormShell auction={auction} />}>
          <BidForm auction={auction} productId={productId} />
        </AfterHydration>
      ) : (
        <p className="mt-4 text-sm text-slate-700">
          {`Bidding opens when the auction starts, from ${formatDollars(auction.startPrice)}.`}
        </p>
      )}

      <BidHistory auction={auction} />
    </section>
  );
}

function EndedAt({ at }: { at: string }) {
  const now = useNow(60_000);
  return <span className="font-semibold text-slate-900">{formatShopStamp(at, now)}</span>;
}

function Standing({ standing, maxBid }: { standing: 'winning' | 'outbid'; maxBid: number }) {
  const winning = standing === 'winning';
  const Icon = winning ? CircleCheck : TrendingDown;
  return (
    <div
      data-testid="auction-standing"
      data-standing={standing}
      className={cn(
        'mt-4 flex items-start gap-2.5 rounded-2xl p-3 text-sm ring-1',
        winning
          ? 'bg-emerald-50 text-emerald-900 ring-emerald-200'
          : 'bg-coral-50 text-coral-800 ring-coral-200',
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>
        <span className="font-bold">{winning ? AUCTION_TEXT.winning : AUCTION_TEXT.outbid}</span>
        <span className="block">
          {winning
            ? `Your maximum is ${formatDollars(maxBid)}. We'll bid for you up to it if someone bids against you.`
            : `Your maximum of ${formatDollars(maxBid)} has been passed. Raise it to get back in the lead.`}
        </span>
      </p>
    </div>
  );
}

function EndedSummary({ auction }: { auction: Auction }) {
  const yours = yourOutcomeText(auction);
  const won =
    auction.you?.leading && (auction.outcome === 'sold' || auction.outcome === 'awaiting_payment');
  return (
    <div className="mt-4 flex flex-col gap-3 text-sm">
      <p data-testid="auction-outcome" className="text-slate-800">
        {outcomeText(auction)}
      </p>
      {yours && (
        <div
          data-testid="auction-your-outcome"
          className={cn(
            'rounded-2xl p-3 ring-1',
            won
              ? 'bg-emerald-50 text-emerald-900 ring-emerald-200'
              : 'bg-slate-50 text-slate-800 ring-slate-200',
          )}
        >
          <p>{yours}</p>
          {won && (
            <Link
              to={auction.outcome === 'sold' ? '/profile?tab=orders' : '/cart'}
              className="mt-1 inline-flex min-h-6 items-center font-semibold text-ocean-800 underline"
            >
              {auction.outcome === 'sold' ? 'See your orders' : 'Pay from your cart'}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}

const HISTORY_SHOWN = 10;

function BidHistory({ auction }: { auction: Auction }) {
  const bids = auction.bids ?? [];
  const [all, setAll] = useState(false);
  const now = useNow(60_000);
  if (bids.length === 0) {
    return auction.status === 'live' ? (
      <p className="mt-4 text-sm text-slate-600">No bids yet. Be the first.</p>
    ) : null;
  }
  const shown = all ? bids : bids.slice(0, HISTORY_SHOWN);
  return (
    <div className="mt-5">
      <h3 className="text-sm font-bold text-slate-900">Bid history</h3>
      <p className="mt-1 text-xs text-slate-600">
        Every bid, newest first, with the price it left. Other bidders' names are masked and
        nobody's maximum is shown.
      </p>
      <ol data-testid="auction-bids" className="mt-2 divide-y divide-slate-100 text-sm">
        {shown.map((bid, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: bids have no id in the answer; the order is the history's.
            key={`${bid.at}-${index}`}
            className="flex items-center justify-between gap-3 py-2"
          >
            <span className="min-w-0">
              <span className="block truncate font-medium text-slate-900">{bid.bidder}</span>
              <span className="block text-xs text-slate-600">
                {bid.leading ? 'Took or kept the lead' : 'Outbid at once by a higher maximum'}
              </span>
            </span>
            <span className="flex shrink-0 items-baseline gap-3">
              <span className="text-xs text-slate-600">{formatShopStamp(bid.at, now)}</span>
              <span className="font-bold text-ocean-950 tabular-nums">
                {formatDollars(bid.amount)}
              </span>
            </span>
          </li>
        ))}
      </ol>
      {bids.length > HISTORY_SHOWN && (
        <Button variant="ghost" size="sm" className="mt-1" onClick={() => setAll(!all)}>
          {all ? 'Show fewer bids' : `Show all ${bids.length} bids`}
        </Button>
      )}
    </div>
  );
}
