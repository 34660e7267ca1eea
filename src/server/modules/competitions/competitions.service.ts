import {
  type Competition,
  type CompetitionLiveView,
  type CompetitionScore,
  type CompetitionSummary,
  competitionMessages,
  type LastCompetition,
  LEADERBOARD_TOP,
  type LeaderboardPage,
  type LeaderboardQuery,
  type MyCompetition,
  type Play,
} from '../../../shared/contracts/competitions';
import { toDollars } from '../../../shared/money';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors';
import { type LiveView, topics } from '../../events';
import { usernamesByIds } from '../auth/auth.service';
import { productsByIds, toProduct } from '../catalog/catalog.service';
import { influencerNamesByIds } from '../influencers/influencers.service';
import { paymentsByIds } from '../payments/payments.service';
import {
  type CompetitionRow,
  findCompetitionById,
  findCompetitionsByIds,
  findCompetitionsEnteredBy,
  findHeldUnitsByProduct,
  findLatestCompetitionOfProduct,
  findLatestCompletedOfProduct,
  findLatestPaidPlayOf,
  findOpenCompetitions,
  findPaidPlays,
  findPaidPlaysOf,
  findPlayOfUser,
  findProductCompetitionUsage,
  type ProductCompetitionUsage,
  type ScoredPlayRow,
} from './competitions.repository';
import { influencerGains, scorePlays } from './scoring.repository';

type Status = CompetitionSummary['status'];

interface ScoredEntry {
  play: ScoredPlayRow;
  /** Filled by `nameEntries` for the entries a screen shows. */
  username: string;
  score: number;
  rank: number;
}

/** Fills in the usernames of these entries (one query however many). */
async function nameEntries(ctx: AppContext, entries: readonly ScoredEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const names = await usernamesByIds(
    ctx.db,
    entries.map((entry) => entry.play.userId),
  );
  for (const entry of entries) entry.username = names.get(entry.play.userId) ?? '';
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
  const entries = await findPaidPlays(ctx.db, ids);
  const activeIds = rows.filter((row) => row.status === 'active').map((row) => row.id);
  const live = new Map(
    (await scorePlays(ctx.db, activeIds, ctx.clock.now())).map((row) => [row.id, row]),
  );
  const statusOf = new Map(rows.map((row) => [row.id, row.status as Status]));
  for (const play of entries) {
    const status = statusOf.get(play.competitionId);
    const scored =
      status === 'active'
        ? live.get(play.id)
        : status === 'completed'
          ? { score: play.finalScore ?? 0, rank: play.rank ?? 0 }
          : undefined;
    byCompetition.get(play.competitionId)?.push({
      play,
      username: '',
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
 * shows at once, so hundreds of entries never travel together.
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
  return influencerNamesByIds(
    ctx.db,
    entries.flatMap((entry) => entry.play.influencerIds),
  );
}

function toScore(entry: ScoredEntry, names: Map<string, string>): CompetitionScore {
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

function winnerEntry(row: CompetitionRow, entries: ScoredEntry[]): ScoredEntry | undefined {
  return row.winnerPlayId === null
    ? undefined
    : entries.find((entry) => entry.play.id === row.winnerPlayId);
}

/** The winner as screens show it (its entry must have been named). */
function winnerOf(row: CompetitionRow, entries: ScoredEntry[]) {
  const winner = winnerEntry(row, entries);
  return winner
    ? { playId: winner.play.id, userId: winner.play.userId, username: winner.username }
    : null;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

async function toSummaries(
  ctx: AppContext,
  rows: CompetitionRow[],
  viewerId: number | null,
): Promise<CompetitionSummary[]> {
  if (rows.length === 0) return [];
  const allEntries = await scoredEntries(ctx, rows);
  const productRows = await productsByIds(
    ctx.db,
    rows.map((row) => row.productId),
  );
  const productById = new Map(productRows.map((row) => [row.id, toProduct(row)]));
  const shown = new Map(
    [...allEntries].map(([id, list]) => [id, topAndMine(list, viewerId)] as const),
  );
  const winners = rows.flatMap((row) => winnerEntry(row, allEntries.get(row.id) ?? []) ?? []);
  await nameEntries(ctx, [...[...shown.values()].flat(), ...winners]);
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
        fillDeadline: row.fillDeadline.toISOString(),
        scores: list.map((entry) => toScore(entry, names)),
        winner: winnerOf(row, all),
        prizeOutcome: (row.prizeOutcome as CompetitionSummary['prizeOutcome']) ?? null,
        commitment:
          row.commitmentSha256 && row.commitmentCreatedAt
            ? { sha256: row.commitmentSha256, createdAt: row.commitmentCreatedAt.toISOString() }
            : null,
      },
    ];
  });
}

/** The product's open competition, else its latest one. */
async function currentCompetitionRow(ctx: AppContext, productId: number) {
  return findLatestCompetitionOfProduct(ctx.db, productId);
}

/**
 * The product's latest completed game other than `current`, as the play page tells it once a
 * game has ended and the next one opened: the winner with their score, the viewer's own rank.
 */
async function lastCompetitionOf(
  ctx: AppContext,
  current: CompetitionRow,
  viewerId: number | null,
): Promise<LastCompetition | null> {
  if (current.status === 'completed') return null;
  const row = await findLatestCompletedOfProduct(ctx.db, current.productId);
  if (!row) return null;
  const entries = (
    await findPaidPlaysOf(ctx.db, row.id, { playId: row.winnerPlayId, userId: viewerId })
  ).map((play): ScoredEntry => ({ play, username: '', score: 0, rank: 0 }));
  await nameEntries(ctx, entries);
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
  const plays = topAndMine(entries, viewerId);
  const winner = winnerEntry(row, entries);
  await nameEntries(ctx, winner ? [...plays, winner] : plays);
  return {
    id: row.id,
    productId: row.productId,
    gameStatus: row.status as Status,
    startTime: iso(row.startTime),
    endTime: iso(row.endTime),
    fillDeadline: row.fillDeadline.toISOString(),
    requiredParticipants: row.requiredParticipants,
    entriesCount: row.entriesCount,
    entryPrice: toDollars(row.entryPriceCents),
    plays: plays.map(toPlay),
    metrics: chosen.map((influencerId) => ({
      influencerId,
      totalScore: Math.round(gainById.get(influencerId) ?? 0),
    })),
    winner: winnerOf(row, entries),
    prizeOutcome: (row.prizeOutcome as Competition['prizeOutcome']) ?? null,
    lastGame: await lastCompetitionOf(ctx, row, viewerId),
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
  const slice = all.slice(page.offset, page.offset + page.limit);
  await nameEntries(ctx, slice);
  return {
    plays: slice.map(toPlay),
    total: all.length,
  };
}

const COMPETITION_ID_PATTERN = /^[1-9]\d{0,11}$/;

/**
 * The live channel's source of `competition:{id}`'s pushed view (issue 16): while a competition is
 * active, each poll of metrics moves its scores; the hub builds this view once per process per
 * poll (whatever the number of watchers) and sends it with the topic's event. The same top rows
 * as `GET /api/games/:id` and `GET /api/products/:id/competition` answer, without the viewer's own
 * row (nothing private: usernames and teams are what every leaderboard shows).
 */
export function competitionLiveView(ctx: AppContext): LiveView {
  const prefix = topics.competition(0).slice(0, -1);
  return {
    matches: (topic) => topic.startsWith(prefix),
    movedBy: [topics.metrics],
    build: async (topic) => {
      const id = topic.slice(prefix.length);
      if (!COMPETITION_ID_PATTERN.test(id)) return null;
      const view = await buildCompetitionLiveView(ctx, Number(id));
      return view ? { version: view.participants, view } : null;
    },
  };
}

/** The pushed view of an active competition now (null when it is not active). */
export async function buildCompetitionLiveView(
  ctx: AppContext,
  id: number,
): Promise<CompetitionLiveView | null> {
  const row = await findCompetitionById(ctx.db, id);
  if (row?.status !== 'active') return null;
  const now = ctx.clock.now();
  const entries = (await scoredEntries(ctx, [row])).get(row.id) ?? [];
  const top = entries.slice(0, LEADERBOARD_TOP);
  await nameEntries(ctx, top);
  const names = await influencerNames(ctx, top);
  const gains = new Map(
    (await influencerGains(ctx.db, [row.id], now)).map((gain) => [gain.influencer_id, gain.score]),
  );
  const chosen = [...new Set(entries.flatMap((entry) => entry.play.influencerIds))];
  return {
    id: row.id,
    status: 'active',
    participants: row.entriesCount,
    scores: top.map((entry) => ({
      ...toScore(entry, names),
      createdAt: entry.play.createdAt.toISOString(),
    })),
    metrics: chosen.map((influencerId) => ({
      influencerId,
      totalScore: Math.round(gains.get(influencerId) ?? 0),
    })),
  };
}

/** GET /api/games/:id/leaderboard?offset&limit: one page of a game's ranking and the viewer's row. */
export async function getLeaderboardPage(
  ctx: AppContext,
  id: number,
  viewerId: number | null,
  page: LeaderboardQuery,
): Promise<LeaderboardPage> {
  const row = await findCompetitionById(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', competitionMessages.gameNotFound);
  const all = (await scoredEntries(ctx, [row])).get(row.id) ?? [];
  const slice = all.slice(page.offset, page.offset + page.limit);
  const mine = viewerId === null ? undefined : all.find((e) => e.play.userId === viewerId);
  await nameEntries(ctx, mine ? [...slice, mine] : slice);
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
export async function listActiveCompetitions(
  ctx: AppContext,
  viewerId: number | null = null,
): Promise<CompetitionSummary[]> {
  return toSummaries(ctx, await findOpenCompetitions(ctx.db, 200), viewerId);
}

/** GET /api/games/:id */
export async function getCompetitionSummary(
  ctx: AppContext,
  id: number,
  viewerId: number | null = null,
): Promise<CompetitionSummary> {
  const rows = await findCompetitionsByIds(ctx.db, [id]);
  const [game] = await toSummaries(ctx, rows, viewerId);
  if (!game) throw new AppError('NOT_FOUND', competitionMessages.gameNotFound);
  return game;
}

/** GET /api/user/games: the competitions the user entered, newest first. */
export async function listMyCompetitions(
  ctx: AppContext,
  userId: number,
): Promise<MyCompetition[]> {
  const games = await toSummaries(
    ctx,
    await findCompetitionsEnteredBy(ctx.db, userId, 100),
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
  const play = row ? await findPlayOfUser(ctx.db, row.id, userId) : undefined;
  if (play && play.paymentId === null) {
    throw new AppError('NOT_FOUND', competitionMessages.freeEntryHasNoPayment);
  }
  const [payment] = play?.paymentId ? await paymentsByIds(ctx.db, [play.paymentId]) : [];
  const entry = play && payment ? { play, payment } : undefined;
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

/**
 * The score of the user's current or latest paid team: the final score once its competition is
 * completed, live while it runs, 0 while it waits; null with no entry (coach's stats read this).
 */
export async function latestTeamScore(
  db: Executor,
  userId: number,
  now: Date,
): Promise<number | null> {
  const latest = await findLatestPaidPlayOf(db, userId);
  if (!latest) return null;
  if (latest.competition.status === 'completed') return latest.play.finalScore ?? 0;
  if (latest.competition.status === 'active') {
    const live = await scorePlays(db, [latest.competition.id], now);
    return live.find((row) => row.id === latest.play.id)?.score ?? 0;
  }
  return 0;
}

/** A product's waiting and live games, their entries and its won prizes (the admin's delete check). */
export function competitionUsageOfProduct(
  db: Executor,
  productId: number,
): Promise<ProductCompetitionUsage> {
  return findProductCompetitionUsage(db, productId);
}

/** Units held for competitions and unclaimed prizes, by product id (only products with any). */
export async function heldUnitsByProduct(db: Executor): Promise<Map<number, number>> {
  return new Map((await findHeldUnitsByProduct(db)).map((row) => [row.productId, row.held]));
}
