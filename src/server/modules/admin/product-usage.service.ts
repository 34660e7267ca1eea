import { productMessages } from '../../../shared/contracts/product-input';
import type { HeldUnits, ProductUsage } from '../../../shared/contracts/product-usage';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { auctionHeldUnitsByProduct } from '../auctions/auctions.service';
import { cartCountOfProduct } from '../cart/cart.service';
import { findLiveProduct } from '../catalog/catalog.service';
import {
  competitionUsageOfProduct,
  heldUnitsByProduct,
} from '../competitions/competitions.service';
import { orderCountOfProduct } from '../orders/orders.service';

/**
 * What deleting (archiving) a live product would touch, for the admin's confirmation: its games
 * and prizes (competitions), its orders and the carts holding it, each from the module that owns
 * them.
 */
export async function getProductUsage(ctx: AppContext, id: number): Promise<ProductUsage> {
  if (!(await findLiveProduct(ctx, id))) {
    throw new AppError('NOT_FOUND', productMessages.notFound);
  }
  const [games, orders, carts, auctionUnits] = await Promise.all([
    competitionUsageOfProduct(ctx.db, id),
    orderCountOfProduct(ctx.db, id),
    cartCountOfProduct(ctx.db, id),
    auctionHeldUnitsByProduct(ctx.db),
  ]);
  return {
    productId: id,
    ...games,
    orders,
    carts,
    heldUnits:
      games.waitingGames + games.liveGames + games.unclaimedPrizes + (auctionUnits.get(id) ?? 0),
  };
}

/**
 * Units held outside `quantity` of every product that has any, for the admin
 * list's stock badges: by games and prizes, and by auctions.
 */
export async function getHeldUnits(ctx: AppContext): Promise<HeldUnits> {
  const held = await heldUnitsByProduct(ctx.db);
  // An open auction (or one whose winner has yet to pay) holds one unit too.
  for (const [productId, units] of await auctionHeldUnitsByProduct(ctx.db)) {
    held.set(productId, (held.get(productId) ?? 0) + units);
  }
  return Object.fromEntries([...held].map(([productId, units]) => [String(productId), units]));
}
