/**
 * The public entry of the auctions feature: what other features may use. Everything else in the
 * folder is internal to it. (The home's row, its list query, the countdown and the auction path
 * are in the shared layer: lib/live-auctions.ts, lib/auction-path.ts, components/auction-countdown.tsx.)
 */
import { lazy } from 'react';

export type { AdminAuction, Auction, OpenAuctionInput } from './api/auction-schemas';
export {
  useAdminAuction,
  useAdminAuctions,
  useCancelAuction,
  useOpenAuction,
} from './api/auctions';
export { ProductAuction } from './components/product-auction';

/**
 * The profile's 'My bids' tab, in a chunk of its own (render it inside a Suspense boundary): the
 * product page imports this entry for its auction, and downloads none of the list's code.
 */
export const MyBidsList = lazy(() =>
  import('./components/my-bids-list').then((m) => ({ default: m.MyBidsList })),
);
