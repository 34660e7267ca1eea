/**
 * The public entry of the auctions feature: what other features may use. Everything else in the
 * folder is internal to it.
 */
export type { AdminAuction, Auction, OpenAuctionInput } from './api/auction-schemas';
export {
  useAdminAuction,
  useAdminAuctions,
  useCancelAuction,
  useLiveAuctions,
  useOpenAuction,
} from './api/auctions';
export { AuctionCountdown } from './components/auction-countdown';
export { auctionProductName, LiveAuctionsRow } from './components/live-auctions-row';
export { MyBidsList } from './components/my-bids-list';
export { ProductAuction } from './components/product-auction';
export { AUCTION_ANCHOR, auctionPathFor } from './lib/auction-path';
