import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { liveTopics } from '../../../../shared/live-topics';
import { apiRequest, isNotFound } from '../../../lib/api';
import { lazySchema, parseAnswer } from '../../../lib/lazy-schema';
import { useLivePollInterval, useLiveTopic } from '../../../lib/live';
import { queryKeys } from '../../../lib/query-keys';
import { applyAuctionView, parseAuctionView } from '../lib/live-view';
import type { AdminAuction, Auction, BidResult, OpenAuctionInput } from './auction-schemas';

// The answers' schemas load with the first request (the product page's first visit needs none).
const schemas = () => import('./auction-schemas');
const auctionSchema = lazySchema(async () => (await schemas()).auctionSchema);
const myBidListSchema = lazySchema(async () => (await schemas()).myBidListSchema);
const bidResultSchema = lazySchema(async () => (await schemas()).bidResultSchema);
const adminAuctionListSchema = lazySchema(async () => (await schemas()).adminAuctionListSchema);
const adminAuctionSchema = lazySchema(async () => (await schemas()).adminAuctionSchema);

/** While the live connection is down, an auction on screen is read again this often. */
export const AUCTION_POLL_MS = 5_000;

export async function getProductAuction(productId: number): Promise<Auction> {
  return parseAnswer(auctionSchema, apiRequest('GET', `/api/products/${productId}/auction`));
}

export function productAuctionQueryOptions(productId: number) {
  return queryOptions({
    queryKey: queryKeys.auctions.product(productId),
    queryFn: () => getProductAuction(productId),
    // The answer says what this viewer bid: the server renders it for nobody, so ask again on mount.
    staleTime: 0,
    // No auction (404) is an answer, not a failure to retry.
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
}

/**
 * The product's current or latest auction, kept current by its topic's events: a bid's event
 * carries the auction's public state, which a spectator's copy takes without a re-fetch when it
 * has more bids (`applyAuctionView`); a bidder's copy, and any other event (the close, a cancel,
 * a reconnect's resync), is read again.
 */
export function useProductAuction(productId: number) {
  const queryClient = useQueryClient();
  const pollMs = useLivePollInterval(AUCTION_POLL_MS);
  const query = useQuery({ ...productAuctionQueryOptions(productId), refetchInterval: pollMs });
  const id = query.data?.id;
  const queryKey = queryKeys.auctions.product(productId);
  useLiveTopic(id ? liveTopics.auction(id) : null, (event) => {
    void parseAuctionView(event.view).then((view) => {
      // Read the copy once the view is parsed: an event handled meanwhile may have changed it.
      const cached = queryClient.getQueryData<Auction>(queryKey);
      const next = cached ? applyAuctionView(cached, view) : null;
      if (next?.kind === 'keep') return;
      if (next?.kind === 'apply') {
        queryClient.setQueryData(queryKey, next.auction);
        return;
      }
      void queryClient.invalidateQueries({ queryKey });
    });
  });
  return query;
}

/** GET /api/user/bids: the caller's auctions, each with their maximum and whether they lead. */
export function useMyBids() {
  return useQuery({
    queryKey: queryKeys.auctions.mine,
    queryFn: () => parseAnswer(myBidListSchema, apiRequest('GET', '/api/user/bids')),
    staleTime: 0,
  });
}

export interface PlaceBidInput {
  auctionId: number;
  maxBid: number;
  /** One per attempt; reused only to retry an attempt whose outcome is unknown. */
  idempotencyKey: string;
}

export async function placeBid({
  auctionId,
  maxBid,
  idempotencyKey,
}: PlaceBidInput): Promise<BidResult> {
  return parseAnswer(
    bidResultSchema,
    apiRequest(
      'POST',
      `/api/auctions/${auctionId}/bids`,
      { maxBid },
      { 'Idempotency-Key': idempotencyKey },
    ),
  );
}

export function usePlaceBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeBid,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.auctions.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
      ]),
  });
}

/** The admin's list: every auction with its reserve, leader and outcome, newest first. */
export function useAdminAuctions(refetchInterval: number) {
  return useQuery({
    queryKey: queryKeys.auctions.admin,
    queryFn: () => parseAnswer(adminAuctionListSchema, apiRequest('GET', '/api/admin/auctions')),
    staleTime: 0,
    refetchInterval,
    select: (auctions: AdminAuction[]) => [...auctions].sort((a, b) => b.id - a.id),
  });
}

/** One auction as the admin sees it, every bid with its real bidder and maximum. */
export function useAdminAuction(id: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.auctions.adminDetail(id),
    queryFn: () => parseAnswer(adminAuctionSchema, apiRequest('GET', `/api/admin/auctions/${id}`)),
    enabled,
    staleTime: 0,
  });
}

export function useOpenAuction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OpenAuctionInput) =>
      parseAnswer(auctionSchema, apiRequest('POST', '/api/admin/auctions', input)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.auctions.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.product.all }),
      ]),
  });
}

export function useCancelAuction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (auctionId: number) => apiRequest('DELETE', `/api/admin/auctions/${auctionId}`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.auctions.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.product.all }),
      ]),
  });
}
