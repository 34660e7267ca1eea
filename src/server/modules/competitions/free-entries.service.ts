import type { FreeEntry } from '../../../shared/contracts/competitions';
import type { Order } from '../../../shared/contracts/orders';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import {
  type FreeEntryCreditRow,
  findCreditsOfOrders,
  findUsableCredits,
  grantCreditsOfOrder,
  insertCredits,
  voidUnusedCreditsOfOrder,
} from './free-entries.repository';

/*
 * Buy one, play free. An order that paid for a product with the flag on (and play
 * on) earns one free entry into the product's next game: one per product per order, whatever the
 * quantity. The orders module grants and voids credits through this service; the entry path
 * (entries.service) uses them and the cancel path (cancel.service) gives them back.
 */

/** An order line as the checkout priced it. */
export interface CreditLine {
  productId: number;
  buyOnePlayFreeEnabled: boolean;
  playEnabled: boolean;
  /** A won prize or an auction's unit: never earns a free entry. */
  fixedPrice: boolean;
  /** What the shopper paid for the line: unit price × quantity less its discount share. */
  paidCents: number;
}

/** The products of these lines whose purchase earns a free entry (one each, in line order). */
export function productsEarningFreeEntry(lines: readonly CreditLine[]): number[] {
  const earning = lines.filter(
    (line) =>
      line.buyOnePlayFreeEnabled && line.playEnabled && !line.fixedPrice && line.paidCents > 0,
  );
  return [...new Set(earning.map((line) => line.productId))];
}

/**
 * In the order's payment transaction: the order's free entries, usable now when it is paid, or
 * waiting for a cash-on-delivery order until it is marked paid. Answers the products credited.
 */
export async function grantFreeEntries(
  tx: Executor,
  order: { id: number; userId: number; settled: boolean; at: Date },
  lines: readonly CreditLine[],
): Promise<number[]> {
  const productIds = productsEarningFreeEntry(lines);
  await insertCredits(
    tx,
    productIds.map((productId) => ({
      userId: order.userId,
      productId,
      orderId: order.id,
      createdAt: order.at,
      grantedAt: order.settled ? order.at : null,
    })),
  );
  return productIds;
}

/** A cash-on-delivery order was marked paid (under its row lock): its free entries are usable. */
export function releaseFreeEntriesOfOrder(tx: Executor, orderId: number, at: Date): Promise<void> {
  return grantCreditsOfOrder(tx, orderId, at);
}

/**
 * The order was cancelled (under its row lock): the free entries no entry used are void. One
 * already used stays used: its entry is in a game, and an entry never changes once taken.
 */
export function voidFreeEntriesOfOrder(tx: Executor, orderId: number, at: Date): Promise<number> {
  return voidUnusedCreditsOfOrder(tx, orderId, at);
}

/** GET /api/user/free-entries */
export async function listFreeEntries(ctx: AppContext, userId: number): Promise<FreeEntry[]> {
  return (await findUsableCredits(ctx.db, userId)).map((credit) => ({
    id: credit.id,
    productId: credit.productId,
    orderId: credit.orderId,
    grantedAt: (credit.grantedAt ?? credit.createdAt).toISOString(),
  }));
}

function stateOf(credit: FreeEntryCreditRow): Order['freeEntries'][number]['state'] {
  if (credit.voidedAt) return 'void';
  if (credit.playId !== null) return 'used';
  return credit.grantedAt ? 'unused' : 'waiting';
}

/** What each order's free entries are now, by order id (for the order's answer). */
export async function freeEntriesOfOrders(
  db: Executor,
  orderIds: readonly number[],
): Promise<Map<number, Order['freeEntries']>> {
  const byOrder = new Map<number, Order['freeEntries']>();
  for (const credit of await findCreditsOfOrders(db, orderIds)) {
    const list = byOrder.get(credit.orderId) ?? [];
    list.push({ productId: credit.productId, state: stateOf(credit) });
    byOrder.set(credit.orderId, list);
  }
  return byOrder;
}
