import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import {
  type Competition,
  competitionMessages,
  type Game,
  type GameScore,
  type LastGame,
  LEADERBOARD_TOP,
  type LeaderboardPage,
  type LeaderboardQuery,
  type MyGame,
  type Play,
} from '../../../shared/contracts/competitions';
import { toDollars } from '../../../shared/money';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/auth';
import { products } from '../../db/schema/catalog';
import { competitions, plays } from '../../db/schema/competitions';
import { influencers } from '../../db/schema/influencers';
import { payments } from '../../db/schema/payments';
import { AppError } from '../../errors';
import { toProduct } from '../catalog/catalog.service';
import { influencerGains, scorePlays } from './scoring.repository';

type CompetitionRow = typeof competitions.$inferSelect;
type Status = Game['status'];

interface ScoredEntry {
  play: typeof plays.$inferSelect;
  username: string;
  score: number;
  rank: number;
}

/**
 * Entries of these competitions with their scores: 0 while waiting (and cancelled), live while
 * active (computed in SQL from the latest snapshots), the stored final score once completed.
 */
async function scoredEntries(
  ctx: AppContext,
  rows: CompetitionRow[],
): Promise<Map<number, ScoredEntry[]>> {
  const ids = rows.map((row) => row.id);
  const byCompetition = new Map<number, ScoredEntry[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byCompetition;
  const entries = await ctx.db
    .select({ play: plays, username: users.username })
    .from(plays)
    .innerJoin(users, eq(users.id, plays.userId))
    .where(and(inArray(plays.competitionId, ids), isNull(plays.refundedAt)));
  const activeIds = rows.filter((row) => row.status === 'active').map((row) => row.id);
  const live = new Map(
    (await scorePlays(ctx.db, activeIds, ctx.clock.now())).map((row) => [row.id, row]),
  );
  const statusOf = new Map(rows.map((row) => [row.id, row.status as Status]));
  for (const { play, username } of entries) {
    const status = statusOf.get(play.competitionId);
    const scored =
      status === 'active'
        ? live.get(play.id)
        : status === 'completed'
          ? { score: play.finalScore ?? 0, rank: play.rank ?? 0 }
          : undefined;
    byCompetition.get(play.competitionId)?.push({
      play,
      username,
      score: scored?.score ?? 0,
      rank: scored?.rank ?? 0,
    });
  }
  for (const list of byCompetition.values()) {
    list.sort(
      (a, b) =>
        (a.rank || Number.MAX_SAFE_INTEGER) - (b.rank || Number.MAX_SAFE_INTEGER) ||
        a.play.paidAt.getTime() - b.play.paidAt.getTime() ||
        a.play.id - b.play.id,
    );
    // Waiting: everyone is 0; rank by order of entry.
    list.forEach((entry, index) => {
      if (!entry.rank) entry.rank = index + 1;
    });
  }
  return byCompetition;
}

/**
 * The top of a ranked leaderboard plus the viewer's own entry wherever it ranks: what a screen
 * shows at once, so hundreds of entries never travel together (decision 0017).
 */
function topAndMine(
  list: ScoredEntry[],
  viewerId: number | null,
  top = LEADERBOARD_TOP,
): ScoredEntry[] {
  const kept = list.slice(0, top);
  if (viewerId === null) return kept;
  const mine = list.slice(top).find((entry) => entry.play.userId === viewerId);
  return mine ? [...kept, mine] : kept;
}

async function influencerNames(ctx: AppContext, entries: ScoredEntry[]) {
  const chosen = [...new Set(entries.flatMap((entry) => entry.play.influencerIds))];
  if (chosen.length === 0) return new Map<string, string>();
  const rows = await ctx.db
    .select({ id: influencers.id, name: influencers.name })
    .from(influencers)
    .where(inArray(influencers.id, chosen));
  return new Map(rows.map((row) => [row.id, row.name]));
}

function toScore(entry: ScoredEntry, names: Map<string, string>): GameScore {
  return {
    playId: entry.play.id,
    userId: entry.play.userId,
    username: entry.username,
    score: entry.score,
    rank: entry.rank,
    influencers: entry.play.influencerIds.map((id) => ({ id, name: names.get(id) ?? id })),
  };
}

function toPlay(entry: ScoredEntry): Play {
  return {
    id: entry.play.id,
    productId: entry.play.productId,
    competitionId: entry.play.competitionId,
    userId: entry.play.userId,
    username: entry.username,
    influencerIds: entry.play.influencerIds,
    score: entry.score,
    rank: entry.rank,
    createdAt: entry.play.createdAt.toISOString(),
  };
}

function winnerOf(row: CompetitionRow, entries: ScoredEntry[]) {
  if (row.winnerPlayId === null) return null;
  const winner = entries.find((entry) => entry.play.id === row.winnerPlayId);
  return winner
    ? { playId: winner.play.id, userId: winner.play.userId, username: winner.username }
    : null;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

async function toGames(
  ctx: AppContext,
  rows: CompetitionRow[],
  viewerId: number | null,
): Promise<Game[]> {
  if (rows.length === 0) return [];
  const allEntries = await scoredEntries(ctx, rows);
  const productRows = await ctx.db
    .select()
    .from(products)
    .where(
      inArray(
        products.id,
        rows.map((row) => row.productId),
      ),
    );
  const productById = new Map(productRows.map((row) => [row.id, toProduct(row)]));
  const shown = new Map(
    [...allEntries].map(([id, list]) => [id, topAndMine(list, viewerId)] as const),
  );
  const names = await influencerNames(ctx, [...shown.values()].flat());
  return rows.flatMap((row) => {
    const product = productById.get(row.productId);
    if (!product) return [];
    const all = allEntries.get(row.id) ?? [];
    const list = shown.get(row.id) ?? [];
    return [
      {
        id: row.id,
        productId: row.productId,
        product,
        status: row.status as Status,
        participants: row.entriesCount,
        requiredParticipants: row.requiredParticipants,
        startTime: iso(row.startTime),
        endTime: iso(row.endTime),
        scores: list.map((entry) => toScore(entry, names)),
        winner: winnerOf(row, all),
        prizeOutcome: (row.prizeOutcome as Game['prizeOutcome']) ?? null,
      },
    ];
  });
}

/** The product's open competition, else its latest one. */
async function currentCompetitionRow(ctx: AppContext, productId: number) {
  const [row] = await ctx.db
    .select()
    .from(competitions)
    .where(eq(competitions.productId, productId))
    .orderBy(desc(competitions.id))
    .limit(1);
  return row;
}

/**
 * The product's latest completed game other than `current`, as the play page tells it once a
 * game has ended and the next one opened: the winner with their score, the viewer's own rank.
 */
async function lastGameOf(
  ctx: AppContext,
  current: CompetitionRow,
  viewerId: number | null,
): Promise<LastGame | null> {
  if (current.status === 'completed') return null;
  const [row] = await ctx.db
    .select()
    .from(competitions)
    .where(and(eq(competitions.productId, current.productId), eq(competitions.status, 'completed')))
    .orderBy(desc(competitions.id))
    .limit(1);
  if (!row) return null;
  const who = [
    ...(row.winnerPlayId === null ? [] : [eq(plays.id, row.winnerPlayId)]),
    ...(viewerId === null ? [] : [eq(plays.userId, viewerId)]),
  ];
  const entries =
    who.length === 0
      ? []
      : await ctx.db
          .select({ play: plays, username: users.username })
          .from(plays)
          .innerJoin(users, eq(users.id, plays.userId))
          .where(and(eq(plays.competitionId, row.id), isNull(plays.refundedAt), or(...who)));
  const winner = entries.find((entry) => entry.play.id === row.winnerPlayId);
  const mine = entries.find((entry) => viewerId !== null && entry.play.userId === viewerId);
  return {
    id: row.id,
    endTime: iso(row.endTime),
    entriesCount: row.entriesCount,
    winner: winner
      ? {
          userId: winner.play.userId,
          username: winner.username,
          score: winner.play.finalScore ?? 0,
        }
      : null,
    mine: mine ? { rank: mine.play.rank ?? 0, score: mine.play.finalScore ?? 0 } : null,
  };
}

/** GET /api/products/:id/competition */
export async function getProductCompetition(
  ctx: AppContext,
  productId: number,
  viewerId: number | null = null,
): Promise<Competition> {
  const row = await currentCompetitionRow(ctx, productId);
  if (!row) throw new AppError('NOT_FOUND', competitionMessages.competitionNotFound);
  const entries = (await scoredEntries(ctx, [row])).get(row.id) ?? [];
  const gainsAt = row.status === 'completed' && row.endTime ? row.endTime : ctx.clock.now();
  const gains =
    row.status === 'active' || row.status === 'completed'
      ? await influencerGains(ctx.db, [row.id], gainsAt)
      : [];
  const gainById = new Map(gains.map((gain) => [gain.influencer_id, gain.score]));
  const chosen = [...new Set(entries.flatMap((entry) => entry.play.influencerIds))];
  return {
    id: row.id,
    productId: row.productId,
    gameStatus: row.status as Status,
    startTime: iso(row.startTime),
    endTime: iso(row.endTime),
    requiredParticipants: row.requiredParticipants,
    entriesCount: row.entriesCount,
    entryPrice: toDollars(row.entryPriceCents),
    plays: topAndMine(entries, viewerId).map(toPlay),
    metrics: chosen.map((influencerId) => ({
      influencerId,
      totalScore: Math.round(gainById.get(influencerId) ?? 0),
    })),
    winner: winnerOf(row, entries),
    prizeOutcome: (row.prizeOutcome as Competition['prizeOutcome']) ?? null,
    lastGame: await lastGameOf(ctx, row, viewerId),
  };
}

/**
 * GET /api/products/:id/plays?offset&limit: one page of the entries of the product's current
 * competition, best first, and how many there are in all (X-Total-Count).
 */
export async function listProductPlays(
  ctx: AppContext,
  productId: number,
  page: LeaderboardQuery,
): Promise<{ plays: Play[]; total: number }> {
  const row = await currentCompetitionRow(ctx, productId);
  if (!row) return { plays: [], total: 0 };
  const all = (await scoredEntries(ctx, [row])).get(row.id) ?? [];
  return {
    plays: all.slice(page.offset, page.offset + page.limit).map(toPlay),
    total: all.length,
  };
}

/** GET /api/games/:id/leaderboard?offset&limit: one page of a game's ranking and the viewer's row. */
export async function getLeaderboardPage(
  ctx: AppContext,
  id: number,
  viewerId: number | null,
  page: LeaderboardQuery,
): Promise<LeaderboardPage> {
  const [row] = await ctx.db.select().from(competitions).where(eq(competitions.id, id));
  if (!row) throw new AppError('NOT_FOUND', competitionMessages.gameNotFound);
  const all = (await scoredEntries(ctx, [row])).get(row.id) ?? [];
  const slice = all.slice(page.offset, page.offset + page.limit);
  const mine = viewerId === null ? undefined : all.find((e) => e.play.userId === viewerId);
  const names = await influencerNames(ctx, mine ? [...slice, mine] : slice);
  return {
    total: all.length,
    offset: page.offset,
    limit: page.limit,
    entries: slice.map((entry) => toScore(entry, names)),
    mine: mine ? toScore(mine, names) : null,
  };
}

/** GET /api/games/active: open competitions (waiting or live), soonest first. */
export async function listActiveGames(
  ctx: AppContext,
  viewerId: number | null = null,
): Promise<Game[]> {
  const rows = await ctx.db
    .select()
    .from(competitions)
    .where(inArray(competitions.status, ['waiting', 'active']))
    .orderBy(competitions.id)
    .limit(200);
  return toGames(ctx, rows, viewerId);
}

/** GET /api/games/:id */
export async function getGame(
  ctx: AppContext,
  id: number,
  viewerId: number | null = null,
): Promise<Game> {
  const rows = await ctx.db.select().from(competitions).where(eq(competitions.id, id));
  const [game] = await toGames(ctx, rows, viewerId);
  if (!game) throw new AppError('NOT_FOUND', competitionMessages.gameNotFound);
  return game;
}

/** GET /api/user/games: the games the user entered, newest first. */
export async function listMyGames(ctx: AppContext, userId: number): Promise<MyGame[]> {
  const mine = await ctx.db
    .select({ competition: competitions })
    .from(plays)
    .innerJoin(competitions, eq(competitions.id, plays.competitionId))
    .where(eq(plays.userId, userId))
    .orderBy(desc(plays.id))
    .limit(100);
  const games = await toGames(
    ctx,
    mine.map((row) => row.competition),
    userId,
  );
  return games.flatMap((game) => {
    const entry = game.scores.find((score) => score.userId === userId);
    if (!entry) return [];
    return [
      {
        ...game,
        myPlayId: entry.playId,
        myScore: entry.score,
        myRank: entry.rank,
        prizePending:
          game.status === 'completed' && game.winner?.userId === userId && !game.prizeOutcome,
      },
    ];
  });
}

/** POST /api/payments {productId, type: 'play'}: the caller's entry payment; never charges. */
export async function getEntryPayment(ctx: AppContext, userId: number, productId: number) {
  const row = await currentCompetitionRow(ctx, productId);
  const [entry] = row
    ? await ctx.db
        .select({ play: plays, payment: payments })
        .from(plays)
        .innerJoin(payments, eq(payments.id, plays.paymentId))
        .where(and(eq(plays.competitionId, row.id), eq(plays.userId, userId)))
    : [];
  if (!entry) throw new AppError('NOT_FOUND', competitionMessages.entryNotFound);
  return {
    id: entry.payment.id,
    playId: entry.play.id,
    competitionId: entry.play.competitionId,
    amount: toDollars(entry.payment.amountCents),
    status: entry.payment.status,
    type: 'play' as const,
    createdAt: entry.payment.createdAt.toISOString(),
  };
}
