import type { AppContext } from '../context';
import { removePrizeLine } from '../modules/cart/cart.service';
import { donateWonPrize } from '../modules/competitions/prize.service';

/** POST /api/competitions/:id/donate: the winner gives the prize away; its cart line goes. */
export async function donatePrize(
  ctx: AppContext,
  userId: number,
  competitionId: number,
): Promise<{ competitionId: number; prizeOutcome: 'donated' }> {
  await ctx.db.transaction(async (tx) => {
    // The cart line first, then the competition: the order a prize checkout locks them in, so a
    // donation racing a checkout waits for it instead of deadlocking (a refusal rolls it back).
    await removePrizeLine(tx, userId, competitionId);
    await donateWonPrize(tx, userId, competitionId, ctx.clock.now());
  });
  return { competitionId, prizeOutcome: 'donated' };
}
