import { describe, expect, it } from 'vitest';
import type { Auction, AuctionLiveView } from '../../../../shared/contracts/auctions';
import { applyAuctionView, parseAuctionView } from './live-view';

const held: Auction = {
  id: 7,
  productId: 3,
  product: {} as Auction['product'],
  status: 'live',
  startPrice: 10,
  increment: 1,
  currentPrice: 12,
  nextMinimumBid: 13,
  bidCount: 2,
  bidderCount: 2,
  startsAt: '2026-06-01T10:00:00.000Z',
  endsAt: '2026-06-01T11:00:00.000Z',
  hasReserve: true,
  reserveMet: false,
  leader: { name: 'a***n' },
  bids: [{ amount: 12, bidder: 'a***n', leading: true, at: '2026-06-01T10:05:00.000Z' }],
  you: null,
  winner: null,
  outcome: null,
};

const pushed: AuctionLiveView = {
  id: 7,
  status: 'live',
  currentPrice: 14,
  nextMinimumBid: 15,
  bidCount: 3,
  bidderCount: 3,
  endsAt: '2026-06-01T11:00:30.000Z',
  reserveMet: true,
  leader: { name: 'b***b' },
  bids: [
    { amount: 14, bidder: 'b***b', leading: true, at: '2026-06-01T10:59:30.000Z' },
    { amount: 12, bidder: 'a***n', leading: true, at: '2026-06-01T10:05:00.000Z' },
  ],
};

describe("applying an auction's pushed live state", () => {
  it("a spectator's copy takes a newer state whole, keeping the product and the start", async () => {
    const result = applyAuctionView(held, await parseAuctionView(pushed));
    expect(result).toEqual({ kind: 'apply', auction: { ...held, ...pushed } });
    if (result.kind !== 'apply') return;
    expect(result.auction.currentPrice).toBe(14);
    expect(result.auction.endsAt).toBe('2026-06-01T11:00:30.000Z');
    expect(result.auction.product).toBe(held.product);
    expect(result.auction.you).toBeNull();
  });

  it('keeps a copy that already has as many bids (an older or repeated state)', () => {
    expect(applyAuctionView({ ...held, bidCount: 3 }, pushed)).toEqual({ kind: 'keep' });
    expect(applyAuctionView({ ...held, bidCount: 4 }, pushed)).toEqual({ kind: 'keep' });
  });

  it("re-reads a bidder's copy: their standing and maximum are theirs alone", () => {
    expect(applyAuctionView({ ...held, you: { maxBid: 20, leading: true } }, pushed)).toEqual({
      kind: 'refetch',
    });
  });

  it('re-reads on an event without a state, of another auction, or when not live', async () => {
    expect(applyAuctionView(held, await parseAuctionView(undefined))).toEqual({ kind: 'refetch' });
    expect(applyAuctionView(held, await parseAuctionView({ id: 7 }))).toEqual({ kind: 'refetch' });
    expect(applyAuctionView(held, { ...pushed, id: 8 })).toEqual({ kind: 'refetch' });
    expect(applyAuctionView({ ...held, status: 'ended' }, pushed)).toEqual({ kind: 'refetch' });
  });
});
