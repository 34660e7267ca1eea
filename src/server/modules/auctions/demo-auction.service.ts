import type { AppContext } from '../../context';
import { holdUnitForAuction } from '../catalog/catalog.service';
import { findAuctionOfProduct, insertAuction } from './auctions.repository';

/**
 * For the demo seed: opens an auction on this product unless it ever had one (so re-seeding adds
 * nothing), with the same hold and `bidEnabled` as an admin's. Answers whether it opened one.
 */
export async function openDemoAuction(
  ctx: AppContext,
  input: { productId: number; startPriceCents: number; incrementCents: number; seconds: number },
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    if (await findAuctionOfProduct(tx, input.productId)) return false;
    if (!(await holdUnitForAuction(tx, input.productId))) return false;
    const now = ctx.clock.now();
    const endsAt = new Date(now.getTime() + input.seconds * 1000);
    const row = await insertAuction(tx, {
      productId: input.productId,
      status: 'open',
      startPriceCents: input.startPriceCents,
      incrementCents: input.incrementCents,
      startsAt: now,
      endsAt,
      scheduledEndsAt: endsAt,
      currentPriceCents: input.startPriceCents,
      createdAt: now,
    });
    if (!row) throw new Error('the demo product already has an open auction');
    return true;
  });
}
