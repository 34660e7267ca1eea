import { nextAlignedStart } from '../../../shared/competition-rules';
import {
  competitionErrorCodes,
  competitionMessages,
  type PlayRequest,
  type PlayResult,
} from '../../../shared/contracts/competitions';
import type { AppContext } from '../../context';
import type { Executor, Transaction } from '../../db/client';
import { AppError } from '../../errors';
import { type ProductRow, productsByIds } from '../catalog/catalog.service';
import { countSelections, influencerNamesByIds } from '../influencers/influencers.service';
import { invoiceIdsOfPayments } from '../invoices/invoices.service';
import {
  deliverNoticeToMany,
  gameNotices,
  notifyMany,
} from '../notifications/notifications.service';
import {
  type CompetitionRow,
  entrantsSql,
  findOpenCompetition,
  findPlayByKey,
  findPlayOfUser,
  insertPlay,
  lockOpenCompetition,
  type PlayRow,
  recordEntry,
  setFillDeadline,
} from './competitions.repository';
import {
  type FreeEntryCreditRow,
  lockUsableCredit,
  setPlayInvoice,
  spendCredit,
} from './free-entries.repository';
import {
  type CompetitionTimings,
  fillDeadlineFrom,
  openCompetitions,
  publishPlayersOnCommit,
} from './lifecycle.service';
import { advanceCommitment } from './results.service';

/*
 * The competition's own steps of an entry (flows/enter-competition.ts runs them with the payment):
 * the seat checked and locked, then the entry recorded once paid.
 */

/** The entry already recorded under this key (a retry), as its answer. */
export async function findEntryByKey(
  tx: Executor,
  userId: number,
  idempotencyKey: string,
): Promise<PlayResult | undefined> {
  const play = await findPlayByKey(tx, userId, idempotencyKey);
  return play && resultOf(tx, play);
}

async function resultOf(tx: Executor, play: PlayRow): Promise<PlayResult> {
  // A free entry keeps its invoice; a paid one's is its payment's.
  const paidInvoiceId =
    play.paymentId === null
      ? undefined
      : (await invoiceIdsOfPayments(tx, [play.paymentId])).get(play.paymentId);
  return {
    playId: play.id,
    competitionId: play.competitionId,
    paymentId: play.paymentId,
    invoiceId: play.invoiceId ?? paidInvoiceId ?? 0,
    free: play.paymentId === null,
  };
}

/** A seat held for one player: the competition's row locked to the commit. */
export interface Seat {
  competition: CompetitionRow;
  product: ProductRow;
  productName: string;
  /** The player's free-entry credit for this product, locked: the entry is free. */
  credit: FreeEntryCreditRow | undefined;
}

/**
 * Checks the entry under the competition's row lock (opening the product's competition when none
 * is open): the influencers exist, the product is in play, the game is waiting with a free seat
 * and its fill deadline to come, the player is not in it yet. An entry holding the lock to the
 * commit means concurrent entries never overfill a game, and a full game charges nobody.
 */
/**
 * Whether the product's open game has no seat left, as last committed and without a lock: an
 * entry that finds it so is refused without queueing for the game's row. The seat is still
 * decided under that lock (`holdSeat`); this only spares the queue.
 */
export async function openGameIsFull(db: Executor, productId: number): Promise<boolean> {
  const competition = await findOpenCompetition(db, productId);
  return competition !== undefined && !hasFreeSeat(competition);
}

/** Waiting for players, not yet starting, and a seat free. */
function hasFreeSeat(competition: CompetitionRow): boolean {
  return (
    competition.status === 'waiting' &&
    competition.startTime === null &&
    competition.entriesCount < competition.requiredParticipants
  );
}

export async function holdSeat(
  ctx: AppContext,
  tx: Transaction,
  timings: CompetitionTimings,
  userId: number,
  request: PlayRequest,
): Promise<Seat> {
  const known = await influencerNamesByIds(tx, request.influencerIds);
  if (known.size !== request.influencerIds.length) {
    throw new AppError('BAD_REQUEST', competitionMessages.unknownInfluencer);
  }

  const [product] = await productsByIds(tx, [request.productId]);
  if (!product || product.archivedAt !== null) throw new AppError('NOT_FOUND', 'Product not found');
  if (!product.playEnabled) throw new AppError('CONFLICT', competitionMessages.notPlayable);

  const now = ctx.clock.now();
  let competition = await lockOpenCompetition(tx, product.id);
  if (!competition) {
    await openCompetitions(tx, now, timings.fillSeconds, [product.id]);
    competition = await lockOpenCompetition(tx, product.id);
  }
  if (!competition) throw new AppError('CONFLICT', competitionMessages.noCompetition);
  // Past its fill deadline a game with entries is being cancelled and refunded: no entry joins
  // it. An empty one holds nobody's money and takes this entry with a new deadline.
  if (competition.startTime === null && competition.fillDeadline.getTime() <= now.getTime()) {
    if (competition.entriesCount > 0) {
      throw new AppError('CONFLICT', competitionMessages.fillDeadlinePassed, {
        clientCode: competitionErrorCodes.fillDeadlinePassed,
      });
    }
    const fillDeadline = fillDeadlineFrom(now, timings.fillSeconds);
    await setFillDeadline(tx, competition.id, fillDeadline);
    competition = { ...competition, fillDeadline };
  }
  if (!hasFreeSeat(competition)) {
    throw new AppError('CONFLICT', competitionMessages.full, {
      clientCode: competitionErrorCodes.full,
    });
  }
  const already = await findPlayOfUser(tx, competition.id, userId);
  if (already) {
    throw new AppError('CONFLICT', competitionMessages.alreadyEntered, {
      clientCode: competitionErrorCodes.alreadyEntered,
    });
  }
  // Buy one, play free: the player's oldest credit for this product, locked to the commit, so
  // two entries at once never both spend it. A shopper who confirmed a free entry is never
  // charged instead: without a credit that entry is refused.
  const credit = await lockUsableCredit(tx, userId, product.id);
  if (!credit && request.freeEntry) {
    throw new AppError('CONFLICT', competitionMessages.freeEntryGone, {
      clientCode: competitionErrorCodes.freeEntryGone,
    });
  }
  return { competition, product, productName: `${product.brand} ${product.model}`, credit };
}

/**
 * Records a paid (or free) entry in its seat: the play, the spent credit, the competition's count
 * and commitment. The seat that fills the game schedules its start at the next aligned time and
 * tells every entrant. Returns the play's id.
 */
export async function recordSeat(
  ctx: AppContext,
  tx: Transaction,
  timings: CompetitionTimings,
  seat: Seat,
  entry: {
    userId: number;
    influencerIds: string[];
    idempotencyKey: string;
    paymentId: number | null;
    at: Date;
  },
): Promise<number> {
  const { competition, product, credit } = seat;
  const { at } = entry;
  const play = await insertPlay(tx, {
    competitionId: competition.id,
    productId: product.id,
    userId: entry.userId,
    influencerIds: entry.influencerIds,
    idempotencyKey: entry.idempotencyKey,
    paymentId: entry.paymentId,
    paidAt: at,
    createdAt: at,
  });
  if (credit && !(await spendCredit(tx, credit.id, play.id, at))) {
    throw new Error(`free-entry credit ${credit.id} was spent under its lock`);
  }

  const entries = competition.entriesCount + 1;
  const fills = entries >= competition.requiredParticipants;
  const startTime = fills ? nextAlignedStart(at, timings.alignSeconds) : null;
  // The start's commitment grows with each entry: nothing about an entry changes once it is
  // paid, and the competition's row lock orders its entries by id.
  await recordEntry(tx, competition.id, {
    entriesCount: entries,
    ...advanceCommitment(competition, {
      playId: play.id,
      enteredAt: at.toISOString(),
      influencerIds: entry.influencerIds,
    }),
    schedule: startTime && {
      startTime,
      endTime: new Date(startTime.getTime() + timings.durationSeconds * 1000),
    },
  });
  await countSelections(tx, entry.influencerIds, at);
  if (startTime) {
    const notice = gameNotices.ready(startTime);
    const entrants = entrantsSql(
      [competition.id],
      new Map([[product.id, seat.productName]]),
      false,
    );
    await notifyMany(tx, notice, entrants, at);
    await deliverNoticeToMany(tx, notice, entrants, at);
    await publishPlayersOnCommit(ctx, tx, [competition.id], at.getTime());
  }
  return play.id;
}

/** No payment points to a free entry's invoice: the entry keeps it. */
export async function keepFreeEntryInvoice(
  tx: Executor,
  playId: number,
  invoiceId: number,
): Promise<void> {
  await setPlayInvoice(tx, playId, invoiceId);
}
