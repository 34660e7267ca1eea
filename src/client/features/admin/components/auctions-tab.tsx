import { useQueryClient } from '@tanstack/react-query';
import { Gavel } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import type { Product } from '../../../../shared/contracts/catalog';
import { decimalFromText } from '../../../../shared/contracts/numbers';
import { formatDollars } from '../../../../shared/money';
import { plural } from '../../../../shared/plural';
import { formatShopStamp } from '../../../../shared/shop-time';
import { LiveStatusBadge, type LiveTone } from '../../../components/status-badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage } from '../../../lib/api';
import { auctionPathFor, auctionProductName } from '../../../lib/auction-path';
import { toast } from '../../../lib/toast';
import { useNow, useNowAtRender } from '../../../lib/use-now';
import {
  type AdminAuction,
  useAdminAuction,
  useAdminAuctions,
  useCancelAuction,
  useOpenAuction,
} from '../../auctions';
import { ADMIN_LIST_REFRESH_MS } from '../lib/admin-stock';
import { reopenGateIfPinRequired } from '../lib/admin-write-error';
import { fromShopInput, toShopInput } from '../lib/shop-datetime';
import { AdminField, FormGrid } from './admin-field';
import { AdminFormCard, AdminListSection, FormServerError } from './admin-section';
import { MoneyInput } from './form-controls';

/** The admin panel's Auctions tab: open one on a product, see every auction, cancel one. */
export function AuctionsTab({ products }: { products: readonly Product[] | undefined }) {
  return (
    <div className="flex flex-col gap-8">
      <OpenAuctionForm products={products} />
      <AuctionList />
    </div>
  );
}

interface FormState {
  productId: string;
  startPrice: string;
  increment: string;
  reservePrice: string;
  startsAt: string;
  endsAt: string;
}

type FormErrors = Partial<Record<keyof FormState, string>>;

const HOUR_MS = 60 * 60 * 1000;
/** The zone the time fields are read in. */
const SHOP_ZONE_HINT = 'Shop time (Laguna Beach, Pacific).';

function initialForm(now: Date): FormState {
  return {
    productId: '',
    startPrice: '',
    increment: '1.00',
    reservePrice: '',
    startsAt: toShopInput(now),
    endsAt: toShopInput(new Date(now.getTime() + 24 * HOUR_MS)),
  };
}

function money(text: string): number | null {
  const value = decimalFromText(text);
  return Number.isFinite(value) && value > 0 ? Math.round(value * 100) / 100 : null;
}

/** The form checked before sending; the server checks the same and more (the shortest auction). */
function readForm(
  form: FormState,
):
  | { errors: FormErrors }
  | { input: Parameters<ReturnType<typeof useOpenAuction>['mutateAsync']>[0] } {
  const errors: FormErrors = {};
  const productId = Number(form.productId);
  if (!productId) errors.productId = 'Choose a product';
  const startPrice = money(form.startPrice);
  if (startPrice === null) errors.startPrice = 'Enter a start price, like 25.00';
  const increment = money(form.increment);
  if (increment === null) errors.increment = 'Enter a bid increment, like 1.00';
  const reservePrice = form.reservePrice.trim() ? money(form.reservePrice) : undefined;
  if (reservePrice === null) errors.reservePrice = 'Enter a reserve price, or leave it empty';
  const startsAt = form.startsAt.trim() ? fromShopInput(form.startsAt) : undefined;
  if (startsAt === null) errors.startsAt = 'Enter a start time, or leave it empty for now';
  const endsAt = fromShopInput(form.endsAt);
  if (!endsAt) errors.endsAt = 'Enter an end time';
  else if (endsAt.getTime() <= (startsAt ?? new Date()).getTime())
    errors.endsAt = 'The end must come after the start';
  if (Object.keys(errors).length > 0 || startPrice === null || increment === null || !endsAt)
    return { errors };
  return {
    input: {
      productId,
      startPrice,
      increment,
      ...(reservePrice ? { reservePrice } : {}),
      ...(startsAt ? { startsAt: startsAt.toISOString() } : {}),
      endsAt: endsAt.toISOString(),
    },
  };
}

function OpenAuctionForm({ products }: { products: readonly Product[] | undefined }) {
  const queryClient = useQueryClient();
  const open = useOpenAuction();
  const openedAt = useNowAtRender();
  const [form, setForm] = useState<FormState>(() => initialForm(openedAt));
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const choices = [...(products ?? [])]
    .filter((product) => product.quantity > 0)
    .sort((a, b) => `${a.brand} ${a.model}`.localeCompare(`${b.brand} ${b.model}`));

  const set = (field: keyof FormState) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const read = readForm(form);
    if ('errors' in read) {
      setErrors(read.errors);
      return;
    }
    try {
      const auction = await open.mutateAsync(read.input);
      toast.success('Auction opened', {
        description: `${auctionProductName(auction)}: bids from ${formatDollars(auction.startPrice)}.`,
      });
      setForm(initialForm(new Date()));
    } catch (error) {
      if (reopenGateIfPinRequired(queryClient, error)) return;
      setServerError(getErrorMessage(error));
    }
  };

  return (
    <AdminFormCard
      titleId="open-auction-title"
      icon={Gavel}
      title="Open an auction"
      intro="One unit is held for the auction while it runs. Shoppers see whether the reserve is met, never the reserve itself."
    >
      <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-5">
        <AdminField label="Product" error={errors.productId}>
          <NativeSelect value={form.productId} onChange={set('productId')} name="productId">
            <option value="">Choose a product…</option>
            {choices.map((product) => (
              <option key={product.id} value={product.id}>
                {`${product.brand} ${product.model} (${formatDollars(product.price)}, ${product.quantity} in stock)`}
              </option>
            ))}
          </NativeSelect>
        </AdminField>
        <FormGrid>
          <AdminField label="Start price ($)" error={errors.startPrice}>
            <MoneyInput name="startPrice" value={form.startPrice} onChange={set('startPrice')} />
          </AdminField>
          <AdminField
            label="Bid increment ($)"
            error={errors.increment}
            hint="Each proxy bid raises the price by this much."
          >
            <MoneyInput name="increment" value={form.increment} onChange={set('increment')} />
          </AdminField>
          <AdminField
            label="Reserve price ($, optional)"
            error={errors.reservePrice}
            hint="No sale below it."
          >
            <MoneyInput
              name="reservePrice"
              value={form.reservePrice}
              onChange={set('reservePrice')}
            />
          </AdminField>
          <div className="hidden sm:block" />
          <AdminField label="Starts" error={errors.startsAt} hint={SHOP_ZONE_HINT}>
            <Input
              type="datetime-local"
              name="startsAt"
              value={form.startsAt}
              onChange={set('startsAt')}
            />
          </AdminField>
          <AdminField label="Ends" error={errors.endsAt} hint={SHOP_ZONE_HINT}>
            <Input
              type="datetime-local"
              name="endsAt"
              value={form.endsAt}
              onChange={set('endsAt')}
            />
          </AdminField>
        </FormGrid>
        <FormServerError message={serverError} testId="open-auction-error" />
        <Button type="submit" size="lg" disabled={open.isPending} className="self-end">
          {open.isPending ? 'Opening…' : 'Open auction'}
        </Button>
      </form>
    </AdminFormCard>
  );
}

const statusTones: Record<AdminAuction['status'], { tone: LiveTone; label: string }> = {
  live: { tone: 'live', label: 'LIVE' },
  scheduled: { tone: 'waiting', label: 'SCHEDULED' },
  ended: { tone: 'completed', label: 'ENDED' },
  cancelled: { tone: 'over', label: 'CANCELLED' },
};

function AuctionList() {
  const query = useAdminAuctions(ADMIN_LIST_REFRESH_MS);
  return (
    <AdminListSection
      titleId="auction-list-title"
      title="Auctions"
      noun="auctions"
      empty="No auctions yet. Open the first one above."
      query={query}
      renderItem={(auction) => <AdminAuctionRow auction={auction} />}
    />
  );
}

/** What became of an ended auction, as the admin reads it (real names, the order). */
function adminOutcomeText(auction: AdminAuction): string {
  const price = formatDollars(auction.finalPrice ?? auction.currentPrice);
  const winner = auction.winner?.username;
  switch (auction.outcome) {
    case 'sold':
      return `Sold to ${winner ?? 'the winner'} for ${price}${auction.orderId ? ` (order #${auction.orderId})` : ''}.`;
    case 'awaiting_payment':
      return `Won by ${winner ?? 'a bidder'} at ${price}: the card was declined, waiting for payment from the cart.`;
    case 'no_sale':
      return auction.bidCount === 0
        ? 'No sale: no bids. The unit is back in stock.'
        : 'No sale: the reserve was not met. The unit is back in stock.';
    default:
      return 'Closing…';
  }
}

function AdminAuctionRow({ auction }: { auction: AdminAuction }) {
  const queryClient = useQueryClient();
  const cancel = useCancelAuction();
  const now = useNow(60_000);
  const [confirming, setConfirming] = useState(false);
  const [showBids, setShowBids] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const status = statusTones[auction.status];
  const name = auction.productName;
  const running = auction.status === 'live' || auction.status === 'scheduled';

  const doCancel = async () => {
    setError(null);
    try {
      await cancel.mutateAsync(auction.id);
      toast.success('Auction cancelled', { description: name });
    } catch (caught) {
      if (reopenGateIfPinRequired(queryClient, caught)) return;
      setError(getErrorMessage(caught));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <article
      aria-label={`Auction of ${name}`}
      data-testid="admin-auction"
      data-auction-id={auction.id}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-bold text-slate-900">
          <Link
            to={auctionPathFor(auction.productId)}
            className="inline-flex min-h-6 items-center hover:text-ocean-700 hover:underline"
          >
            {name}
          </Link>
        </h3>
        <LiveStatusBadge tone={status.tone} label={status.label} testId="admin-auction-status" />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">{auction.status === 'ended' ? 'Final price' : 'Price'}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {formatDollars(auction.finalPrice ?? auction.currentPrice)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Bids</dt>
          <dd
            data-testid="admin-auction-bids"
            className="font-semibold text-slate-900 tabular-nums"
          >
            {`${plural(auction.bidCount, 'bid')} · ${plural(auction.bidderCount, 'bidder')}`}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Reserve</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {auction.reservePrice === null
              ? 'None'
              : `${formatDollars(auction.reservePrice)} (${auction.reserveMet ? 'met' : 'not met'})`}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{auction.status === 'scheduled' ? 'Starts' : 'Ends'}</dt>
          <dd className="font-semibold text-slate-900">
            {formatShopStamp(
              auction.status === 'scheduled' ? auction.startsAt : auction.endsAt,
              now,
            )}
          </dd>
        </div>
        {auction.leader && running && (
          <div className="col-span-2 sm:col-span-4">
            <dt className="sr-only">Leader</dt>
            <dd className="text-slate-700">
              {`Leading: ${auction.leader.username}, maximum ${formatDollars(auction.leader.maxBid)}`}
            </dd>
          </div>
        )}
      </dl>
      {auction.status === 'ended' && (
        <p data-testid="admin-auction-outcome" className="text-sm text-slate-700">
          {adminOutcomeText(auction)}
        </p>
      )}
      {showBids && <AdminBidList auctionId={auction.id} />}
      {error && (
        <p
          role="alert"
          data-testid="admin-auction-error"
          className="rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
        >
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {auction.bidCount > 0 && (
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={showBids}
            onClick={() => setShowBids(!showBids)}
          >
            {showBids ? 'Hide bids' : 'See bids'}
          </Button>
        )}
        {running &&
          (confirming ? (
            <>
              <span className="text-sm text-slate-700">Cancel this auction?</span>
              <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
              <Button
                size="sm"
                variant="destructive"
                disabled={cancel.isPending}
                onClick={doCancel}
              >
                Yes, cancel
              </Button>
            </>
          ) : (
            <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
              Cancel auction
            </Button>
          ))}
      </div>
    </article>
  );
}

function AdminBidList({ auctionId }: { auctionId: number }) {
  const query = useAdminAuction(auctionId, true);
  const now = useNow(60_000);
  if (query.isPending) return <Skeleton className="h-16 rounded-xl" />;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-red-800">
        {`We couldn't load the bids: ${getErrorMessage(query.error)}`}
      </p>
    );
  }
  return (
    <ol aria-label="Bids" className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-3 text-sm">
      {query.data.bids.map((bid) => (
        <li key={bid.id} className="flex flex-wrap items-center justify-between gap-x-3 py-2">
          <span className="font-medium text-slate-900">{bid.username}</span>
          <span className="flex gap-3 text-slate-700 tabular-nums">
            <span>{`max ${formatDollars(bid.maxBid)}`}</span>
            <span>{`price ${formatDollars(bid.priceAfter)}`}</span>
            <span className="text-slate-600">{formatShopStamp(bid.at, now)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
