/**
 * The public entry of the auctions feature: what other features may use. Everything else in the
 * folder is internal to it. (The home's row, its list query, the countdown and the auction path
 * are in the shared layer: lib/live-auctions.ts, lib/auction-path.ts, components/auction-countdown.tsx.)
 */
export type { AdminAuction, Auction, OpenAuctionInput } from './api/auction-schemas';
export {
  useAdminAuction,
  useAdminAuctions,
  useCancelAuction,
  useOpenAuction,
} from './api/auctions';
export { MyBidsList } from './components/my-bids-list';
export { ProductAuction } from './components/product-auction';
