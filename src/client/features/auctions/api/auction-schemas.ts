/** The auction answers as the server's contracts define them (issue 15). */
export {
  type AdminAuction,
  type Auction,
  type AuctionBid,
  adminAuctionListSchema,
  adminAuctionSchema,
  auctionListSchema,
  auctionSchema,
  type CreateAuctionRequest as OpenAuctionInput,
  type MyBid,
  myBidListSchema,
  type PlaceBidResult as BidResult,
  placeBidResultSchema as bidResultSchema,
} from '../../../../shared/contracts/auctions';
