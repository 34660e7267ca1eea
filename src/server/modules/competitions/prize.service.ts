import { competitionMessages } from '../../../shared/contracts/competitions';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors';
import { removePrizeLine } from '../cart/cart.service';
import { lockCompetitionWithWinner, setPrizeOutcome } from './competitions.repository';

/** The competition, locked, if this user won it; a stranger gets the same 404 as a missing one. */
async function lockWonCompetition(tx: Executor, userId: number, competitionId: number) {
  const row = await lockCompetitionWithWinner(tx, competitionId);
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
  await setPrizeOutcome(tx, competitionId, 'claimed', at);
}

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
    await lockWonCompetition(tx, userId, competitionId);
    await setPrizeOutcome(tx, competitionId, 'donated', ctx.clock.now());
  });
  return { competitionId, prizeOutcome: 'donated' };
}
