import {
  type Auction,
  type AuctionLiveView,
  auctionLiveViewSchema,
} from '../../../../shared/contracts/auctions';

/** The pushed live state of an auction event, or null when the event has none (or not this shape). */
export function parseAuctionView(view: unknown): AuctionLiveView | null {
  if (view === undefined) return null;
  const parsed = auctionLiveViewSchema.safeParse(view);
  return parsed.success ? parsed.data : null;
}

/**
 * What an auction event's pushed state does to the copy on screen:
 * - `keep`: the copy already has as many bids (an older or repeated state): nothing to do;
 * - `apply`: a spectator's copy of the live auction, older: replaced by the public state;
 * - `refetch`: anything else: another auction or not live (a close, a cancel), no state pushed,
 *   or the viewer has bid here. A bidder's copy holds their own standing ("You're winning" /
 *   "outbid", their maximum) and their own name unmasked in the history, which the public state
 *   cannot say: a bidder reads their answer again (bidders are few beside the watchers).
 */
export function applyAuctionView(
  cached: Auction,
  view: AuctionLiveView | null,
): { kind: 'keep' } | { kind: 'apply'; auction: Auction } | { kind: 'refetch' } {
  if (!view || view.id !== cached.id || cached.status !== 'live' || cached.you !== null) {
    return { kind: 'refetch' };
  }
  if (view.bidCount <= cached.bidCount) return { kind: 'keep' };
  return { kind: 'apply', auction: { ...cached, ...view } };
}
