import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDollars, toCents } from '../../../../shared/money';
import { useAgeGate } from '../../../components/age-gate';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { auctionPathFor } from '../../../lib/auction-path';
import { useCurrentUser, userForAction } from '../../../lib/current-user';
import { bidAmountCents, playBlockFor } from '../../../lib/play-readiness';
import { playRefusalOf } from '../../../lib/play-refusal';
import { queryKeys } from '../../../lib/query-keys';
import { authPathFor } from '../../../lib/safe-path';
import { toast } from '../../../lib/toast';
import { offerPushOnce } from '../../../lib/web-push';
import { createPaymentAttempts, fingerprintOf } from '../../payments';
import type { Auction } from '../api/auction-schemas';
import { usePlaceBid } from '../api/auctions';
import { AUCTION_TEXT, bidFloorFor, moneyInputText, parseMaxBid } from '../lib/auction-display';
import { type BidFailure, classifyBidError } from '../lib/bid-errors';
import { BidConfirmDialog } from './bid-confirm-dialog';
import { BID_FIELD_ID, BID_HELP_ID, BidField } from './bid-form-shell';

/**
 * 'Place bid': the shopper's maximum, pre-filled with what they may bid now, checked, then
 * confirmed in a dialog before it is sent with an Idempotency-Key. Errors stay under the form.
 */
export function BidForm({ auction, productId }: { auction: Auction; productId: number }) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const placeBid = usePlaceBid();
  const ageGate = useAgeGate();
  const [attempts] = useState(createPaymentAttempts);
  const _nextMinimum = auction.nextMinimumBid;
  const floor = bidFloorFor(auction);
  const [text, setText] = useState(() => moneyInputText(floor.prefill));
  const [touched, setTouched] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<BidFailure | null>(null);
  const [pending, setPending] = useState<number | null>(null);
  const [checking, setChecking] = useState(false);
  const returnTo = auctionPathFor(productId);

  // The next minimum moves with every bid: the field follows it unless the shopper typed more.
  const lastPrefill = useRef(floor.prefill);
  useEffect(() => {
    if (lastPrefill.current === floor.prefill) return;
    lastPrefill.current = floor.prefill;
    if (touched && parseMaxBid(text, floor).ok) return;
    setText(moneyInputText(floor.prefill));
    setTouched(false);
  }, [floor, touched, text]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!(await userForAction(queryClient))) {
      navigate(authPathFor(returnTo));
      return;
    }
    const parsed = parseMaxBid(text, floor);
    if (!parsed.ok) {
      setFieldError(parsed.message);
      return;
    }
    setFieldError(null);
    // The completeness rule and the bidder's limits are judged before the confirm step (decision
    // 0067): a bid that can only be refused is not offered to confirm.
    setChecking(true);
    try {
      const block = await playBlockFor(
        queryClient,
        'bid',
        bidAmountCents(toCents(parsed.value), auction.you),
        new Date(),
      );
      if (block) {
        setFailure(
          block.kind === 'profile'
            ? {
                kind: 'profile',
                message: block.message,
                needsCard: block.needsCard,
                needsDetails: block.needsDetails,
              }
            : { kind: 'limit', title: block.title, message: block.message },
        );
        return;
      }
    } finally {
      setChecking(false);
    }
    setPending(parsed.value);
  };

  const confirm = async () => {
    if (pending === null) return;
    const maxBid = pending;
    setPending(null);
    await send(maxBid);
  };

  /** Sends a confirmed bid. A first bid asks the age when the server wants it, then goes on. */
  const send = async (maxBid: number) => {
    const attempt = attempts.attemptFor(fingerprintOf({ auctionId: auction.id, maxBid }));
    try {
      const result = await placeBid.mutateAsync({
        auctionId: auction.id,
        maxBid,
        idempotencyKey: attempt.key,
      });
      attempts.settle();
      setTouched(false);
      offerPushOnce('bid');
      if (result.leading) {
        toast.success(AUCTION_TEXT.winning, {
          description: `Your maximum bid of ${formatDollars(result.yourMaxBid)} leads at ${formatDollars(result.currentPrice)}.`,
        });
      } else {
        toast.error(AUCTION_TEXT.outbid, {
          description: `Another bidder's maximum is higher: the price is now ${formatDollars(result.currentPrice)}. Bid again to take the lead.`,
        });
      }
    } catch (error) {
      attempts.settle(error);
      const refusal = playRefusalOf(error);
      if (refusal?.code === 'AGE_CONFIRMATION_REQUIRED') {
        // The bid is confirmed already: once the age is too, it is sent again.
        ageGate.ask(() => void send(maxBid));
        return;
      }
      if (refusal) {
        setFailure({ kind: 'limit', title: refusal.title, message: refusal.message });
        return;
      }
      const next = classifyBidError(error);
      if (next.kind === 'sign-in') {
        await queryClient.invalidateQueries({ queryKey: queryKeys.user });
        navigate(authPathFor(returnTo));
        return;
      }
      setFailure(next);
    }
  };

  if (user?.isAdmin) {
    return (
      <p className="mt-4 rounded-2xl bg-slate-50 p-3 text-sm text-slate-700">
        {AUCTION_TEXT.adminCannotBid}
      </p>
    );
  }

  const helpId = BID_HELP_ID;
  const errorId = `${BID_FIELD_ID}-error`;
  return (
    <>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="mt-4 flex flex-col gap-3"
        aria-label="Place a bid"
      >
        <BidField
          auction={auction}
          input={{
            autoComplete: 'off',
            value: text,
            onChange: (event) => {
              setText(event.target.value);
              setTouched(true);
              setFieldError(null);
            },
            'aria-invalid': fieldError ? true : undefined,
            'aria-describedby': fieldError ? `${errorId} ${helpId}` : helpId,
          }}
          button={
            <Button
              type="submit"
              variant="accent"
              size="lg"
              className="shrink-0 px-5"
              disabled={placeBid.isPending || checking}
            >
              {AUCTION_TEXT.placeBid}
            </Button>
          }
          below={fieldError && <FieldError id={errorId}>{fieldError}</FieldError>}
        />
        {!user && (
          <p className="text-sm text-slate-700">
            <Link
              to={authPathFor(returnTo)}
              className="inline-flex min-h-6 items-center font-semibold text-ocean-800 underline"
            >
              Sign in to bid
            </Link>
          </p>
        )}
        {failure && <BidError failure={failure} />}
      </form>
      <BidConfirmDialog
        maxBid={pending}
        currentPrice={auction.bidCount > 0 ? auction.currentPrice : auction.startPrice}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
      {ageGate.dialog}
    </>
  );
}

function BidError({ failure }: { failure: BidFailure }) {
  if (failure.kind === 'sign-in') return null;
  return (
    <div
      role="alert"
      data-testid="bid-error"
      className="flex items-start gap-2.5 rounded-2xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-bold">
          {failure.kind === 'limit' ? failure.title : AUCTION_TEXT.bidFailed}
        </p>
        <p>{failure.message}</p>
        {failure.kind === 'limit' && (
          <Link
            to="/profile?tab=play"
            className="mt-1 inline-flex min-h-6 items-center font-semibold underline"
          >
            Responsible play settings
          </Link>
        )}
        {failure.kind === 'profile' && (
          <p className="mt-1 flex flex-wrap gap-x-4">
            {failure.needsCard && (
              <Link
                to="/profile?tab=payment"
                className="inline-flex min-h-6 items-center font-semibold underline"
              >
                Add a card
              </Link>
            )}
            {(failure.needsDetails || !failure.needsCard) && (
              <Link
                to="/profile"
                className="inline-flex min-h-6 items-center font-semibold underline"
              >
                Complete your profile
              </Link>
            )}
          </p>
        )}
      </div>
    </div>
  );
}
