/**
 * The auction's price rules, pure, in integer cents, shared by the server (which
 * decides) and the client (which explains). Proxy bidding: a shopper bids a maximum and the shop
 * bids for them one increment at a time up to it.
 *
 * - The current price is the second-highest maximum plus one increment, capped at the leader's
 *   maximum; the start price while there is one bidder.
 * - A tie on the maximum goes to the earlier bid.
 * - A bid must be at least the next minimum: the current price plus the increment, or the start
 *   price for the first bid. A leader raising their own maximum must also go above it.
 * - A reserve (hidden) is met when the leader's maximum reaches it; the price then stands at least
 *   at the reserve (never above the leader's maximum), so the price shown is what the winner pays.
 * - Soft close: a bid accepted in the last `softCloseSeconds` moves the end to now + that many seconds.
 */

/** The standing of an auction's bidding: what the server stores beside the auction. */
export interface AuctionStanding {
  startPriceCents: number;
  incrementCents: number;
  reservePriceCents: number | null;
  /** The leading bidder and their maximum; null before the first bid. */
  leader: { userId: number; maxCents: number } | null;
  /** The highest maximum of anyone but the leader; null while there is one bidder. */
  secondMaxCents: number | null;
  currentPriceCents: number;
  bidCount: number;
}

/** The default bid increment: $1.00. */
export const DEFAULT_INCREMENT_CENTS = 100;
/** 'Auction ending soon' is sent this long before the end. */
export const ENDING_SOON_SECONDS = 300;
/** A winner whose card was declined has this long to pay from the cart. */
export const AUCTION_PAYMENT_WINDOW_SECONDS = 24 * 60 * 60;

/** The price for a leader's maximum and the highest other maximum (null: one bidder). */
export function priceFor(
  startPriceCents: number,
  incrementCents: number,
  reservePriceCents: number | null,
  leaderMaxCents: number,
  secondMaxCents: number | null,
): number {
  const byRule =
    secondMaxCents === null
      ? startPriceCents
      : Math.min(secondMaxCents + incrementCents, leaderMaxCents);
  if (reservePriceCents !== null && leaderMaxCents >= reservePriceCents) {
    return Math.max(byRule, reservePriceCents);
  }
  return byRule;
}

/** The least a new bid may be: the start price for the first bid, else price + increment. */
export function nextMinimumCents(standing: AuctionStanding): number {
  return standing.bidCount === 0 || standing.leader === null
    ? standing.startPriceCents
    : standing.currentPriceCents + standing.incrementCents;
}

/** The least this user may bid: the next minimum, and above their own maximum when leading. */
export function minimumBidFor(standing: AuctionStanding, userId: number): number {
  const next = nextMinimumCents(standing);
  if (standing.leader?.userId === userId) {
    return Math.max(next, standing.leader.maxCents + 1);
  }
  return next;
}

export type BidOutcome =
  | { ok: false; minimumCents: number }
  | {
      ok: true;
      standing: AuctionStanding;
      /** The bidder leads after this bid. */
      leading: boolean;
      /** Someone else led before and no longer does (to be told 'You've been outbid'). */
      outbidUserId: number | null;
      /** The bidder did not lead before and does now. */
      tookLead: boolean;
    };

/**
 * Applies a bid of `maxCents` by `userId` (later than every earlier bid). Refused below the
 * bidder's minimum. A bid equal to the leader's maximum loses the tie to the leader (earlier).
 */
export function placeBid(standing: AuctionStanding, userId: number, maxCents: number): BidOutcome {
  const minimumCents = minimumBidFor(standing, userId);
  if (!Number.isInteger(maxCents) || maxCents < minimumCents) return { ok: false, minimumCents };
  const { startPriceCents: start, incrementCents: inc, reservePriceCents: reserve } = standing;
  const leader = standing.leader;
  let next: AuctionStanding;
  let outbidUserId: number | null = null;
  if (leader === null) {
    next = {
      ...standing,
      leader: { userId, maxCents },
      secondMaxCents: null,
      currentPriceCents: priceFor(start, inc, reserve, maxCents, null),
    };
  } else if (leader.userId === userId) {
    next = {
      ...standing,
      leader: { userId, maxCents },
      currentPriceCents: priceFor(start, inc, reserve, maxCents, standing.secondMaxCents),
    };
  } else if (maxCents > leader.maxCents) {
    outbidUserId = leader.userId;
    next = {
      ...standing,
      leader: { userId, maxCents },
      secondMaxCents: leader.maxCents,
      currentPriceCents: priceFor(start, inc, reserve, maxCents, leader.maxCents),
    };
  } else {
    const second = Math.max(standing.secondMaxCents ?? 0, maxCents);
    next = {
      ...standing,
      secondMaxCents: second,
      currentPriceCents: priceFor(start, inc, reserve, leader.maxCents, second),
    };
  }
  next.bidCount = standing.bidCount + 1;
  const leading = next.leader?.userId === userId;
  return {
    ok: true,
    standing: next,
    leading,
    outbidUserId,
    tookLead: leading && leader?.userId !== userId,
  };
}

/** The reserve is met when there is none, or the leader's maximum reaches it. */
export function reserveMet(
  standing: Pick<AuctionStanding, 'reservePriceCents' | 'leader'>,
): boolean {
  if (standing.reservePriceCents === null) return true;
  return standing.leader !== null && standing.leader.maxCents >= standing.reservePriceCents;
}

/** The end after a bid accepted at `at`: moved to at + softCloseSeconds when within them of the end. */
export function endAfterBid(endsAt: Date, at: Date, softCloseSeconds: number): Date {
  const extended = at.getTime() + softCloseSeconds * 1000;
  return extended > endsAt.getTime() ? new Date(extended) : endsAt;
}

/** 'jason' → 'j***n'; one or two letters: the first and '***'. */
export function maskName(name: string): string {
  const letters = [...name];
  if (letters.length <= 2) return `${letters[0] ?? ''}***`;
  return `${letters[0]}***${letters.at(-1)}`;
}
