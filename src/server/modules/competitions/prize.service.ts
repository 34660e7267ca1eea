import { competitionMessages } from '../../../shared/contracts/competitions';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors';
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

/** Inside the donation's transaction: the winner gave the prize away (once). */
export async function donateWonPrize(
  tx: Executor,
  userId: number,
  competitionId: number,
  at: Date,
): Promise<void> {
  await lockWonCompetition(tx, userId, competitionId);
  await setPrizeOutcome(tx, competitionId, 'donated', at);
}
