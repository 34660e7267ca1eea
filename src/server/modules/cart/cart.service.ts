import type { SQL } from 'drizzle-orm';
import { PRIZE_PRICE_CENTS } from '../../../shared/competition-rules';
import {
  type AddToCart,
  type CartItem,
  cartMessages,
  MAX_CART_QUANTITY,
  type UpdateCartItem,
} from '../../../shared/contracts/cart';
import { PRODUCT_NOT_FOUND } from '../../../shared/contracts/catalog';
import { competitionMessages } from '../../../shared/contracts/competitions';
import { toDollars } from '../../../shared/money';
import { salePriceCents } from '../../../shared/pricing';
import { checkedSize } from '../../../shared/sizes';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { intArrayText, type WrittenWith } from '../../db/sql';
import { AppError } from '../../errors';
import { auctionLinePrices } from '../auctions/auction-checkout.service';
import {
  findLiveProduct,
  findLiveProducts,
  liveProductCondition,
  type ProductRow,
  toProduct,
} from '../catalog/catalog.service';
import {
  addCartLine,
  type CartItemRow,
  cartLinesDeleteWith,
  countCartsWithProduct,
  deleteAuctionLine,
  deleteCartLine,
  deletePrizeLine,
  findCartItem,
  findCartItems,
  insertAuctionLine,
  insertPrizeLines,
  lockCartLinesOf,
  setCartLineQuantity,
  setCartLineSize,
} from './cart.repository';

/**
 * A cart line with its live product (a line whose product was archived is not shown), and for an
 * auction's line its final price.
 */
interface Line {
  item: CartItemRow;
  product: ProductRow;
  auctionPriceCents?: number | undefined;
}

/** Each auction line's price (the auction's final price): one statement however many. */
async function auctionPricesOf(ctx: AppContext, items: CartItemRow[]) {
  const ids = items.flatMap((item) => (item.auctionId === null ? [] : [item.auctionId]));
  return ids.length === 0 ? new Map<number, number>() : auctionLinePrices(ctx.db, ids);
}

/** The user's lines with their live products, oldest first: a few statements however many. */
async function findCartLines(ctx: AppContext, userId: number): Promise<Line[]> {
  const items = await findCartItems(ctx.db, userId);
  const products = await findLiveProducts(
    ctx,
    items.map((item) => item.productId),
  );
  const auctionPrices = await auctionPricesOf(ctx, items);
  return items.flatMap((item) => {
    const product = products.get(item.productId);
    const auctionPriceCents =
      item.auctionId === null ? undefined : auctionPrices.get(item.auctionId);
    return product ? [{ item, product, auctionPriceCents }] : [];
  });
}

async function findCartLine(
  ctx: AppContext,
  userId: number,
  itemId: number,
): Promise<Line | undefined> {
  const item = await findCartItem(ctx.db, userId, itemId);
  const product = item && (await findLiveProduct(ctx, item.productId));
  if (!item || !product) return undefined;
  const auctionPriceCents =
    item.auctionId === null ? undefined : (await auctionPricesOf(ctx, [item])).get(item.auctionId);
  return { item, product, auctionPriceCents };
}

/** What the checkout will charge for the line, per unit. */
function unitPriceCents({ item, product, auctionPriceCents }: Line): number {
  if (item.type === 'prize') return PRIZE_PRICE_CENTS;
  if (item.type === 'auction') return auctionPriceCents ?? product.priceCents;
  return salePriceCents(product.priceCents, product.halfPriceEnabled);
}

function toCartItem(line: Line): CartItem {
  const { item, product } = line;
  return {
    id: item.id,
    productId: item.productId,
    product: toProduct(product),
    quantity: item.quantity,
    // Always the product's current price (a prize: the prize price; an auction's unit: its final
    // price): what the checkout will charge.
    price: toDollars(unitPriceCents(line)),
    type: item.type,
    competitionId: item.competitionId,
    auctionId: item.auctionId,
    size: item.size || null,
  };
}

/** Refuses quantities the shop cannot deliver. Checkout checks again, under lock, when it decrements. */
function assertAvailable(product: ProductRow, quantity: number): void {
  if (!product.buyNowEnabled) throw new AppError('CONFLICT', cartMessages.notForSale);
  if (product.quantity === 0) throw new AppError('CONFLICT', cartMessages.outOfStock);
  if (quantity > product.quantity)
    throw new AppError('CONFLICT', cartMessages.onlyLeft(product.quantity));
}

export async function findCart(ctx: AppContext, userId: number): Promise<CartItem[]> {
  return (await findCartLines(ctx, userId)).map(toCartItem);
}

export async function addToCart(
  ctx: AppContext,
  userId: number,
  input: AddToCart,
): Promise<CartItem> {
  const product = await findLiveProduct(ctx, input.productId);
  if (!product) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  const size = checkedSize(product.size, input.size);
  if (!size.ok) throw new AppError('BAD_REQUEST', size.message);
  // Stock is per product, whatever the sizes: every line of it counts.
  const inCart = (await findCartLines(ctx, userId))
    .filter((line) => line.item.productId === product.id && line.item.type === 'regular')
    .reduce((sum, line) => sum + line.item.quantity, 0);
  const total = inCart + input.quantity;
  if (total > MAX_CART_QUANTITY) throw new AppError('BAD_REQUEST', cartMessages.quantityTooHigh);
  assertAvailable(product, total);
  const id = await addCartLine(ctx.db, {
    userId,
    productId: product.id,
    quantity: input.quantity,
    size: size.size,
    addedAt: ctx.clock.now(),
  });
  return getLine(ctx, userId, id);
}

async function getLine(ctx: AppContext, userId: number, itemId: number): Promise<CartItem> {
  const line = await findCartLine(ctx, userId, itemId);
  // Another user's line is "not found": its existence is not revealed.
  if (!line) throw new AppError('NOT_FOUND', cartMessages.notFound);
  return toCartItem(line);
}

export async function updateCartItem(
  ctx: AppContext,
  userId: number,
  itemId: number,
  change: UpdateCartItem,
): Promise<CartItem> {
  const line = await findCartLine(ctx, userId, itemId);
  if (!line) throw new AppError('NOT_FOUND', cartMessages.notFound);
  if (change.size !== undefined) {
    // Only a prize's size is chosen here; a bought line's size was chosen on the product page.
    if (line.item.type !== 'prize')
      throw new AppError('BAD_REQUEST', cartMessages.sizeOnProductPage);
    const size = checkedSize(line.product.size, change.size);
    if (!size.ok) throw new AppError('BAD_REQUEST', size.message);
    await setCartLineSize(ctx.db, userId, itemId, size.size);
  }
  if (change.quantity !== undefined) {
    if (line.item.type === 'prize')
      throw new AppError('BAD_REQUEST', competitionMessages.prizeIsOne);
    if (line.item.type === 'auction')
      throw new AppError('BAD_REQUEST', cartMessages.auctionLineIsOne);
    assertAvailable(line.product, change.quantity);
    await setCartLineQuantity(ctx.db, userId, itemId, change.quantity);
  }
  return getLine(ctx, userId, itemId);
}

export async function removeCartItem(
  ctx: AppContext,
  userId: number,
  itemId: number,
): Promise<void> {
  const line = await findCartLine(ctx, userId, itemId);
  if (!line) throw new AppError('NOT_FOUND', cartMessages.notFound);
  if (line.item.type === 'prize') throw new AppError('CONFLICT', competitionMessages.prizeStays);
  if (!(await deleteCartLine(ctx.db, userId, itemId)))
    throw new AppError('NOT_FOUND', cartMessages.notFound);
}

/** For checkout: the user's cart lines, locked until the order's transaction ends. */
export function lockCartLines(db: Executor, userId: number) {
  return lockCartLinesOf(db, userId, liveProductCondition);
}

/**
 * For checkout: the lines an order took, emptied by a statement the order's INSERT runs with it
 * (one round trip fewer), for the order's user.
 */
export function orderedCartLinesRemoved(lineIds: readonly number[]): WrittenWith<{
  userId: SQL;
}> {
  return { write: cartLinesDeleteWith, value: intArrayText(lineIds) };
}

/**
 * Puts each winner's prize in their cart, inside the caller's transaction: `winners` is a SELECT
 * yielding user_id, product_id, competition_id, and all the lines go in one statement.
 */
export async function addPrizeLines(db: Executor, winners: SQL, at: Date): Promise<void> {
  await insertPrizeLines(db, winners, at);
}

/** The winner gave the prize away: its cart line goes (inside the caller's transaction). */
export async function removePrizeLine(
  db: Executor,
  userId: number,
  competitionId: number,
): Promise<void> {
  await deletePrizeLine(db, userId, competitionId);
}

/**
 * Puts an auction's unit in the cart of whoever may pay for it (a declined winner, then the
 * runner-up), at the auction's final price, inside the caller's transaction.
 */
export async function addAuctionLine(
  db: Executor,
  line: { userId: number; productId: number; auctionId: number },
  at: Date,
): Promise<void> {
  await insertAuctionLine(db, line, at);
}

/** The auction's line goes (its window passed), inside the caller's transaction. */
export async function removeAuctionLine(db: Executor, auctionId: number): Promise<void> {
  await deleteAuctionLine(db, auctionId);
}

/** How many shoppers have this product in their cart (the admin's delete check). */
export function cartCountOfProduct(db: Executor, productId: number): Promise<number> {
  return countCartsWithProduct(db, productId);
}
