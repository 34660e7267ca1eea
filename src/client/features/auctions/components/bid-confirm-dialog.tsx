import { Gavel } from 'lucide-react';
import { formatCents, formatDollars } from '../../../../shared/money';
import { orderTotals, TAX_RATE_PERCENT } from '../../../../shared/pricing';
import { ConfirmStepDialog } from '../../../components/confirm-step-dialog';
import { AUCTION_TEXT } from '../lib/auction-display';

/** The most a win at `maxBid` dollars charges: the price plus the tax every order pays. */
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
    <ConfirmStepDialog
      open={maxBid !== null}
      icon={Gavel}
      title="Confirm your bid"
      description={
        maxBid !== null &&
        `We'll bid for you up to ${formatDollars(maxBid)}, only as much as it takes to lead. If you win, your card on file is charged the final price plus ${TAX_RATE_PERCENT}% tax when the auction ends: at most ${formatCents(winAtMost(maxBid))}.`
      }
      facts={
        maxBid === null
          ? []
          : [
              {
                label: 'Your maximum bid',
                value: formatDollars(maxBid),
                testId: 'bid-confirm-max',
              },
              {
                label: `If you win at your maximum (+ ${TAX_RATE_PERCENT}% tax)`,
                value: formatCents(winAtMost(maxBid)),
                testId: 'bid-confirm-most',
              },
              { label: 'Price now', value: formatDollars(currentPrice), testId: 'bid-confirm-now' },
            ]
      }
      confirmText={AUCTION_TEXT.confirmBid}
      testId="bid-confirm"
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
