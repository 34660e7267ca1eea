import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Auction } from '../../shared/contracts/auctions';
import { liveTopics } from '../../shared/live-topics';
import { apiRequest } from './api';
import { lazySchema, parseAnswer } from './lazy-schema';
import { useLivePollInterval, useLiveQuery } from './live';
import { queryKeys } from './query-keys';

/**
 * The auctions running now (GET /api/auctions?status=live), ending soonest first: the home's
 * 'Live auctions' row and the BID labels of its cards read the same query. Here in the shared
 * layer so the home page loads none of the auction screens' code.
 */
export type AuctionListStatus = 'live' | 'scheduled' | 'ended';

/** The row re-reads on each event of the `auctions` topic; this is the backstop while offline. */
export const AUCTION_LIST_POLL_MS = 30_000;

const auctionListSchema = lazySchema(
  async () => (await import('../../shared/contracts/auctions')).auctionListSchema,
);

export function auctionsQueryOptions(status: AuctionListStatus) {
  return queryOptions({
    queryKey: queryKeys.auctions.list(status),
    queryFn: () =>
      parseAnswer(auctionListSchema, apiRequest('GET', `/api/auctions?status=${status}`)),
  });
}

export function sortEndingSoonest(auctions: readonly Auction[]): Auction[] {
  return [...auctions]
    .filter((auction) => auction.status === 'live')
    .sort((a, b) => Date.parse(a.endsAt) - Date.parse(b.endsAt) || a.id - b.id);
}

/**
 * Live auctions, ending soonest first. The one screen that shows them (`follow`) follows the
 * `auctions` topic and polls while offline; other readers of the same query (the cards' BID
 * labels) share its answers without subscribing again.
 */
export function useLiveAuctions({ follow = false }: { follow?: boolean } = {}) {
  const pollMs = useLivePollInterval(AUCTION_LIST_POLL_MS);
  useLiveQuery(queryKeys.auctions.list('live'), follow ? liveTopics.auctions : null);
  return useQuery({
    ...auctionsQueryOptions('live'),
    refetchInterval: follow ? pollMs : false,
    select: sortEndingSoonest,
  });
}
