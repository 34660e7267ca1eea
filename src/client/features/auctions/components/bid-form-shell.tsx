import type { ComponentProps, ReactNode } from 'react';
import { formatDollars } from '../../../../shared/money';
import { TAX_RATE_PERCENT } from '../../../../shared/pricing';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import type { Auction } from '../api/auction-schemas';
import { AUCTION_TEXT, bidFloorFor, moneyInputText } from '../lib/auction-display';

export const BID_FIELD_ID = 'auction-max-bid';
export const BID_HELP_ID = 'auction-max-bid-help';

/** What a maximum bid is, under the field. */
export function BidFieldHelp({ auction }: { auction: Auction }) {
  return (
    <p id={BID_HELP_ID} className="text-xs leading-relaxed text-slate-600">
      {auction.you?.leading
        ? `To raise your maximum, bid more than ${formatDollars(auction.you.maxBid)}. `
        : `Next minimum bid: ${formatDollars(auction.nextMinimumBid)}. `}
      Enter the most you're willing to pay. We bid for you, {formatDollars(auction.increment)} at a
      time, only as much as it takes to keep you in the lead, up to your maximum. Nobody sees your
      maximum. If you win, your card on file is charged the final price (never more than your
      maximum) plus {TAX_RATE_PERCENT}% tax, with free local delivery.
    </p>
  );
}

/**
 * The maximum-bid field: its label, the dollar input, the button beside it, then `below` (an
 * error) and the help. Shared by the live form and the copy the server renders.
 */
export function BidField({
  auction,
  input,
  button,
  below,
}: {
  auction: Auction;
  /** The input's own props (value, handlers, described-by); id, name and styling are the field's. */
  input: ComponentProps<typeof Input>;
  button: ReactNode;
  below?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={BID_FIELD_ID}>Your maximum bid</Label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-slate-600"
          >
            $
          </span>
          <Input
            {...input}
            id={BID_FIELD_ID}
            name="maxBid"
            inputMode="decimal"
            className="pl-7 tabular-nums"
          />
        </div>
        {button}
      </div>
      {below}
      <BidFieldHelp auction={auction} />
    </div>
  );
}

/**
 * The bid form as the server renders it and while its code loads: the same field, pre-filled,
 * and the same button, not yet active (the form's own code arrives after hydration).
 */
export function BidFormShell({ auction }: { auction: Auction }) {
  return (
    <div className="mt-4 flex flex-col gap-3">
      <BidField
        auction={auction}
        input={{
          readOnly: true,
          value: moneyInputText(bidFloorFor(auction).prefill),
          'aria-describedby': BID_HELP_ID,
        }}
        button={
          <Button type="button" variant="accent" size="lg" className="shrink-0 px-5" disabled>
            {AUCTION_TEXT.placeBid}
          </Button>
        }
      />
    </div>
  );
}
