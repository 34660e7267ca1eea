import { type AppContext, withDb } from '../../context';
import type { Executor } from '../../db/client';
import { topics } from '../../events';
import { holdStockUnits, playableProductIds, releaseStockUnits } from '../catalog/catalog.service';
import { publishOnCommit } from '../live/event-bus';
import {
  findPlayerIds,
  findProductsWithoutOpenCompetition,
  insertCompetitions,
} from './competitions.repository';

/**
 * What the scheduler's tick, entering and the demo seed share: opening competitions, and telling
 * screens and bells that competitions moved.
 */

export interface CompetitionTimings {
  /** Starts are aligned to multiples of this (3600: the top of the hour). */
  alignSeconds: number;
  durationSeconds: number;
  /** How long a game may wait to fill before it is cancelled and refunded. */
  fillSeconds: number;
}

/** The deadline of a game that opens (or is renewed) at `now`. */
export function fillDeadlineFrom(now: Date, fillSeconds: number): Date {
  return new Date(now.getTime() + fillSeconds * 1000);
}

/**
 * A waiting competition for every live, play-enabled product that has a free unit and none open
 * (of `productIds`, when given: the first entrant's product); the unit is held for the future
 * winner (taken from the sellable stock by catalog, under its row lock); each has until `fillSeconds`
 * from now to fill. Returns how many opened.
 */
export async function openCompetitions(
  tx: Executor,
  now: Date,
  fillSeconds: number,
  productIds?: readonly number[],
): Promise<number> {
  const candidates = await findProductsWithoutOpenCompetition(
    tx,
    await playableProductIds(tx, productIds),
  );
  if (candidates.length === 0) return 0;
  const held = await holdStockUnits(tx, candidates);
  const opened = new Set(
    await insertCompetitions(
      tx,
      held.map((product) => ({
        productId: product.id,
        requiredParticipants: product.maxContestants,
        entryPriceCents: product.entryPriceCents,
      })),
      now,
      fillDeadlineFrom(now, fillSeconds),
    ),
  );
  // Another process opened one for the same product meanwhile: that product's unit goes back.
  const notOpened = held.filter((product) => !opened.has(product.id)).map((product) => product.id);
  await releaseStockUnits(tx, notOpened);
  return opened.size;
}

/** The bells of these competitions' players hear of their new notifications on commit. */
export async function publishPlayersOnCommit(
  ctx: AppContext,
  tx: Executor,
  competitionIds: number[],
  version: number,
): Promise<void> {
  if (!ctx.events || competitionIds.length === 0) return;
  const players = await findPlayerIds(tx, competitionIds);
  await publishOnCommit(
    withDb(ctx, tx),
    players.map((userId) => ({
      topic: topics.notifications(userId),
      id: String(userId),
      version,
    })),
  );
}

/** After a competition's own transaction committed: its screens and the games lists re-fetch. */
export async function publishCompetitionChanged(ctx: AppContext, id: number): Promise<void> {
  if (!ctx.events) return;
  const version = ctx.clock.now().getTime();
  await ctx.events.publish({ topic: topics.competition(id), id: String(id), version });
  await ctx.events.publish({ topic: topics.games, id: String(id), version });
}
