import { and, eq, isNull } from 'drizzle-orm';
import { competitionMessages } from '../../../shared/contracts/competitions';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { cartItems } from '../../db/schema/cart';
import { competitions, plays } from '../../db/schema/competitions';
import { AppError } from '../../errors';

/** The competition, locked, if this user won it; a stranger gets the same 404 as a missing one. */
async function lockWonCompetition(tx: Executor, userId: number, competitionId: number) {
  const [row] = await tx
    .select({ competition: competitions, winnerId: plays.userId })
    .from(competitions)
    .innerJoin(plays, eq(plays.id, competitions.winnerPlayId))
    .where(eq(competitions.id, competitionId))
    .for('update', { of: competitions });
  if (row?.competition.status !== 'completed') {
    throw new AppError('NOT_FOUND', competitionMessages.competitionNotFound);
  }
  if (row.winnerId !== userId) throw new AppError('FORBIDDEN', competitionMessages.notWinner);
  if (row.competition.prizeOutcome !== null) {
    throw new AppError('CONFLICT', competitionMessages.prizeSettled);
  }
  return row.competition;
}

/** Inside the checkout's transaction: the winner bought the prize (once). */
export async function claimPrize(
  tx: Executor,
  userId: number,
  competitionId: number,
  at: Date,
): Promise<void> {
  await lockWonCompetition(tx, userId, competitionId);
  await tx
    .update(competitions)
    .set({ prizeOutcome: 'claimed', prizeOutcomeAt: at })
    .where(and(eq(competitions.id, competitionId), isNull(competitions.prizeOutcome)));
}

/** POST /api/competitions/:id/donate: the winner gives the prize away; its cart line goes. */
export async function donatePrize(
  ctx: AppContext,
  userId: number,
  competitionId: number,
): Promise<{ competitionId: number; prizeOutcome: 'donated' }> {
  await ctx.db.transaction(async (tx) => {
    // Same lock order as checkout (the buyer's cart lines by id, then the competition): a donate
    // racing a checkout of the same prize waits for it instead of deadlocking.
    await tx
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
      .orderBy(cartItems.id)
      .for('update');
    await lockWonCompetition(tx, userId, competitionId);
    await tx
      .update(competitions)
      .set({ prizeOutcome: 'donated', prizeOutcomeAt: ctx.clock.now() })
      .where(eq(competitions.id, competitionId));
    await tx
      .delete(cartItems)
      .where(and(eq(cartItems.competitionId, competitionId), eq(cartItems.userId, userId)));
  });
  return { competitionId, prizeOutcome: 'donated' };
}
