import { Gavel } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { formatCents, formatDollars } from '../../../../shared/money';
import { orderTotals, TAX_RATE_PERCENT } from '../../../../shared/pricing';
import { buttonClassName } from '../../../components/ui/button';
import { AUCTION_TEXT } from '../lib/auction-display';

/** The most a win at `maxBid` dollars charges: the price plus the tax every order pays (decision 0033). */
function winAtMost(maxBid: number): number {
  return orderTotals([{ unitPriceCents: Math.round(maxBid * 100), quantity: 1 }]).totalCents;
}

/**
 * The confirm step before a bid, as Join Game has one before its charge: the maximum, the price
 * now, and what a win costs. Only Confirm places the bid; Cancel, Escape and the overlay do nothing.
 */
export function BidConfirmDialog({
  maxBid,
  currentPrice,
  onCancel,
  onConfirm,
}: {
  maxBid: number | null;
  currentPrice: number;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root open={maxBid !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
        <AlertDialog.Content
          data-testid="bid-confirm"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-xl"
        >
          <span className="flex size-12 items-center justify-center rounded-full bg-coral-50 text-coral-600">
            <Gavel aria-hidden="true" className="size-6" />
          </span>
          <AlertDialog.Title className="mt-4 text-xl font-bold tracking-tight text-slate-900">
            Confirm your bid
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-relaxed text-slate-600">
            {maxBid !== null &&
              `We'll bid for you up to ${formatDollars(maxBid)}, only as much as it takes to lead. If you win, your card on file is charged the final price plus ${TAX_RATE_PERCENT}% tax when the auction ends: at most ${formatCents(winAtMost(maxBid))}.`}
          </AlertDialog.Description>
          {maxBid !== null && (
            <dl className="mt-4 divide-y divide-slate-100 rounded-2xl bg-sand-100 px-4 text-sm">
              <div className="flex items-center justify-between gap-3 py-3">
                <dt className="text-slate-600">Your maximum bid</dt>
                <dd
                  data-testid="bid-confirm-max"
                  className="text-lg font-extrabold text-ocean-950 tabular-nums"
                >
                  {formatDollars(maxBid)}
                </dd>
              </div>
              <div className="flex items-center justify-between gap-3 py-3">
                <dt className="text-slate-600">
                  If you win at your maximum (+ {TAX_RATE_PERCENT}% tax)
                </dt>
                <dd
                  data-testid="bid-confirm-most"
                  className="font-semibold text-slate-900 tabular-nums"
                >
                  {formatCents(winAtMost(maxBid))}
                </dd>
              </div>
              <div className="flex items-center justify-between gap-3 py-3">
                <dt className="text-slate-600">Price now</dt>
                <dd className="font-semibold text-slate-900 tabular-nums">
                  {formatDollars(currentPrice)}
                </dd>
              </div>
            </dl>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClassName('outline')}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClassName('accent')} onClick={onConfirm}>
              {AUCTION_TEXT.confirmBid}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
