import { PRIZE_PRICE_CENTS } from '../../shared/competition-rules';
import { checkoutErrorCodes, checkoutMessages } from '../../shared/contracts/orders';
import { salePriceCents } from '../../shared/pricing';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';
import { AppError } from '../errors';
import {
  lockAuctionForCheckout,
  settleAuctionFromCart,
} from '../modules/auctions/auction-checkout.service';
import {
  changeStock,
  type ProductForSale,
  sellHeldUnits,
} from '../modules/catalog/catalog.service';
import { claimPrize } from '../modules/competitions/prize.service';

/*
 * The kinds of line an order holds, each priced, taken and described in one place: a product
 * bought from stock, a won prize, an auction's unit. `placeOrder` (place-order.ts) walks them.
 */

/** A line as the order asks for it (from the cart, or the one product of Pay Now). */
export type RequestedLine = {
  productId: number;
  quantity: number;
  /** The cart line it came from, emptied when the order is placed. */
  cartLineId?: number;
  /** The size: the cart line's (checked when it was added), or the one asked for (`checkSize`). */
  size?: string;
  /** Pay Now and a won prize: the size is checked against the product here. */
  checkSize?: boolean;
} & LineKindPart;

/** What the line sells. */
export type LineKindPart =
  /**
   * From the stock; Pay Now's units already taken into a hold (`holdId`) before the transaction,
   * with the product's row as the hold left it when this attempt took them (`heldProduct`).
   */
  | {
      kind: 'product';
      holdId?: number;
      heldProduct?: ProductForSale;
      /** The hold was deleted with the order's INSERT: its units are sold, nothing to take. */
      holdSold?: boolean;
    }
  /** A won prize: the prize price, its unit held for the winner when the competition opened. */
  | { kind: 'prize'; competitionId: number }
  /** An auction's unit (a declined winner or the runner-up): its final price, its unit held. */
  | { kind: 'auction'; auctionId: number };

/** A line with its locked product and its unit price. */
export type PricedLine = RequestedLine & { product: ProductForSale; unitPriceCents: number };

export const productName = (product: Pick<ProductForSale, 'brand' | 'model'>) =>
  `${product.brand} ${product.model}`;

const conflict = (message: string, clientCode: string) =>
  new AppError('CONFLICT', message, { clientCode });

interface LineKind<Line extends RequestedLine> {
  /**
   * Locks what the line's price depends on beyond its product (every line's locks are taken
   * before any line is priced) and answers that price, if the kind has its own.
   */
  lock?(ctx: AppContext, tx: Transaction, userId: number, line: Line): Promise<number>;
  /** The unit price, given the locked product and what `lock` answered; throws when not for sale. */
  price(line: Line, product: ProductForSale, locked: number | undefined): number;
  /** A fixed price: no discount applies and no free entry is earned. */
  fixedPrice: boolean;
  /** Takes the units of all the order's lines of this kind once paid and recorded, near the end. */
  take(
    tx: Transaction,
    userId: number,
    lines: (Line & { product: ProductForSale })[],
    at: Date,
  ): Promise<void>;
  /**
   * The same take when it is one statement whose answer nothing waits for (a cart's products from
   * the stock), sent at once: it travels with the invoice and the COMMIT, which fails if it did.
   * Undefined when the take needs an answer first (a hold given back during the charge): `take`.
   */
  takeInOneStatement?(
    tx: Transaction,
    lines: (Line & { product: ProductForSale })[],
  ): Promise<void> | undefined;
  /** Once the order exists: what the line's unit is sold in. */
  settle?(
    ctx: AppContext,
    tx: Transaction,
    line: Line,
    sale: { orderId: number; paymentId: number | null; at: Date },
  ): Promise<void>;
  /** The invoice line's text and type. */
  invoiceText(line: Line & { product: ProductForSale }): string;
  invoiceType: 'PRODUCT' | 'AUCTION';
}

const productLine: LineKind<RequestedLine & { kind: 'product' }> = {
  price(line, product) {
    if (!product.buyNowEnabled) {
      throw conflict(checkoutMessages.notForSale(productName(product)), 'NOT_FOR_SALE');
    }
    // Held units are out of the stock already: what is left is for others.
    if (line.holdId === undefined && product.quantity < line.quantity) {
      throw conflict(
        checkoutMessages.notEnoughStock(productName(product), product.quantity),
        checkoutErrorCodes.outOfStock,
      );
    }
    return salePriceCents(product.priceCents, product.halfPriceEnabled);
  },
  fixedPrice: false,
  // Units from the stock in one statement (their products locked since they were priced); Pay
  // Now's held units by deleting the hold.
  take: async (tx, _userId, lines) => {
    await changeStock(tx, fromStock(lines));
    for (const line of lines) {
      if (line.holdId === undefined || line.holdSold) continue;
      const sold = await sellHeldUnits(tx, { holdId: line.holdId, ...line });
      if (!sold) {
        throw conflict(
          checkoutMessages.notEnoughStock(productName(line.product), 0),
          checkoutErrorCodes.outOfStock,
        );
      }
    }
  },
  // One statement unless a hold was given back during the charge (its units are taken again).
  takeInOneStatement: (tx, lines) =>
    lines.some((line) => line.holdId !== undefined && !line.holdSold)
      ? undefined
      : changeStock(tx, fromStock(lines)),
  invoiceText: (line) => `${productName(line.product)}${line.size ? ` (Size ${line.size})` : ''}`,
  invoiceType: 'PRODUCT',
};

/** The stock changes of product lines not sold from a hold. */
function fromStock(lines: readonly (RequestedLine & { kind: 'product' })[]) {
  return lines.flatMap((line) =>
    line.holdId === undefined ? [{ productId: line.productId, change: -line.quantity }] : [],
  );
}

const prizeLine: LineKind<RequestedLine & { kind: 'prize' }> = {
  price: () => PRIZE_PRICE_CENTS,
  fixedPrice: true,
  take: async (tx, userId, lines, at) => {
    for (const line of lines) await claimPrize(tx, userId, line.competitionId, at);
  },
  invoiceText: (line) =>
    `${productName(line.product)} (prize, game #${line.competitionId}${line.size ? `, Size ${line.size}` : ''})`,
  invoiceType: 'PRODUCT',
};

const auctionLine: LineKind<RequestedLine & { kind: 'auction' }> = {
  // Still this shopper's to pay for, at its final price (the auction locked).
  lock: async (ctx, tx, userId, line) =>
    (await lockAuctionForCheckout(tx, userId, line.auctionId, ctx.clock.now())).priceCents,
  price: (_line, _product, locked) => locked ?? 0,
  fixedPrice: true,
  // The auction is settled once the order exists.
  take: async () => {},
  settle: (ctx, tx, line, sale) => settleAuctionFromCart(ctx, tx, line.auctionId, sale),
  invoiceText: (line) => `${productName(line.product)} (auction #${line.auctionId})`,
  invoiceType: 'AUCTION',
};

/** The kind of this line, typed for it. */
export function kindOf(line: RequestedLine): LineKind<RequestedLine> {
  const kinds = { product: productLine, prize: prizeLine, auction: auctionLine };
  return kinds[line.kind] as LineKind<RequestedLine>;
}
