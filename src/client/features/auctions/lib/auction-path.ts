/** Where the BID label, the live auctions row and the lists send a shopper: the product page's auction. */
export const AUCTION_ANCHOR = 'auction';
export const auctionPathFor = (productId: number) => `/product/${productId}#${AUCTION_ANCHOR}`;
