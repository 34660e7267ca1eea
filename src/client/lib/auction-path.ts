/** Where the BID label, the live auctions row and the lists send a shopper: the product page's auction. */
export const AUCTION_ANCHOR = 'auction';
export const auctionPathFor = (productId: number) => `/product/${productId}#${AUCTION_ANCHOR}`;

/** 'Brand Model': the product an auction sells, as its cards and lists name it. */
export function auctionProductName(auction: {
  productId: number;
  product?: { brand: string; model: string } | null;
}): string {
  const product = auction.product;
  return product ? `${product.brand} ${product.model}`.trim() : `Product ${auction.productId}`;
}
