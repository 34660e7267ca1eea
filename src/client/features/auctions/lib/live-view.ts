import type { Auction, AuctionLiveView } from '../../../../shared/contracts/auctions';
import { lazySchema, parseOrNull } from '../../../lib/lazy-schema';

const auctionLiveViewSchema = lazySchema(
  async () => (await import('../../../../shared/contracts/auctions')).auctionLiveViewSchema,
);

/**
 * The pushed live state of an auction event, or null when the event has none (or not this shape,
 * or the schema could not be loaded: the caller then reads the auction again).
 */
export async function parseAuctionView(view: unknown): Promise<AuctionLiveView | null> {
  return view === undefined ? null : parseOrNull(auctionLiveViewSchema, view);
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
