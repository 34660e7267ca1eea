import { compactNumber } from '../../../shared/compact-number';
import { influencerScore } from '../../../shared/competition-rules';
import {
  type DailyScore,
  type Influencer,
  type InfluencerDetail,
  type InstagramMetricsRecord,
  influencerMessages,
  socialPlatforms,
} from '../../../shared/contracts/influencers';
import { engagementPercent, totalFollowers } from '../../../shared/engagement';
import { addDays, isDay, shopDay } from '../../../shared/shop-day';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors';
import {
  type DailyScoreRow,
  decrementTimesSelected,
  findDailyScoreRows,
  findFirstSnapshotRows,
  findIdsWithoutSnapshots,
  findInfluencerDailyScoreRows,
  findInfluencerRow,
  findInfluencerRows,
  findInfluencerRowsByName,
  findInfluencersWithDailyScores,
  findLatestSnapshotRows,
  type InfluencerRow,
  incrementTimesSelected,
  insertMissingInfluencers,
  insertSnapshots,
  type NewInfluencerRow,
  type SnapshotRow,
} from './influencers.repository';
import { gainedCounters } from './metrics.service';

const DAY = 24 * 60 * 60 * 1000;
const GROWTH_DAYS = 7;
const HISTORY_DAYS = 14;

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** Follower numbers in the screens' platform order, then any other platform. */
function orderedFollowers(followers: Record<string, number>): [string, number][] {
  const known = socialPlatforms.filter((p) => followers[p] !== undefined);
  const others = Object.keys(followers)
    .filter((p) => !(socialPlatforms as readonly string[]).includes(p))
    .sort();
  return [...known, ...others].map((p) => [p, Math.round(followers[p] ?? 0)]);
}

/** Likes per post over all the posts a snapshot counts; null without a post. */
function averageLikes(latest: Pick<SnapshotRow, 'posts' | 'likes'> | undefined): number | null {
  return latest && latest.posts > 0 ? Math.round(latest.likes / latest.posts) : null;
}

/**
 * Engagement over the last day: the interactions gained from the snapshot at or before 24 hours
 * ago to the latest; null until the history covers a whole day (a shorter window would read low).
 */
function lastDayEngagement(
  row: InfluencerRow,
  latest: SnapshotRow | undefined,
  dayAgo: SnapshotRow | undefined,
): number | null {
  if (!latest || !dayAgo) return null;
  return engagementPercent(row.followers, gainedCounters(latest, dayAgo));
}

/** The snapshot each influencer's last-day engagement starts from: the latest 24 hours ago. */
async function findDayAgoSnapshots(
  ctx: AppContext,
  ids: string[] | undefined,
  now: Date,
): Promise<Map<string, SnapshotRow>> {
  const dayAgo = new Date(now.getTime() - DAY);
  const rows = await findLatestSnapshotRows(ctx.db, ids, dayAgo);
  return new Map(rows.map((row) => [row.influencerId, row]));
}

function toInfluencer(
  row: InfluencerRow,
  todayScore: number,
  latest: SnapshotRow | undefined,
  dayAgo: SnapshotRow | undefined,
): Influencer {
  const followers = orderedFollowers(row.followers);
  return {
    id: row.id,
    name: row.name,
    handle: row.handle,
    avatar: row.avatarUrl,
    score: Math.round(todayScore),
    platforms: Object.fromEntries(followers.map(([p, n]) => [p, compactNumber(n)])),
    category: row.category,
    location: row.location,
    followers: Object.fromEntries(followers),
    averageLikes: averageLikes(latest),
    engagement: lastDayEngagement(row, latest, dayAgo),
  };
}

/** Every influencer with today's score (the shop's day), best first. */
export async function findInfluencers(ctx: AppContext): Promise<Influencer[]> {
  const now = ctx.clock.now();
  const rows = await findInfluencersWithDailyScores(ctx.db, shopDay(now));
  const latest = new Map(
    (await findLatestSnapshotRows(ctx.db, undefined, now)).map((snapshot) => [
      snapshot.influencerId,
      snapshot,
    ]),
  );
  const dayAgo = await findDayAgoSnapshots(
    ctx,
    rows.map((row) => row.influencer.id),
    now,
  );
  return rows.map(({ influencer, totalScore }) =>
    toInfluencer(influencer, totalScore ?? 0, latest.get(influencer.id), dayAgo.get(influencer.id)),
  );
}

const historyItem = (row: DailyScoreRow) => ({
  date: row.date,
  totalScore: row.totalScore,
  posts: row.posts,
  likes: row.likes,
  shares: row.shares,
  comments: row.comments,
  timesSelected: row.timesSelected,
});

/** The last complete day's score against the average of the days before it, in percent. */
function dailyGrowthPercent(history: DailyScoreRow[], today: string): number | null {
  const complete = history.filter((row) => row.date < today).slice(-GROWTH_DAYS);
  const last = complete[complete.length - 1];
  const before = complete.slice(0, -1);
  if (!last || before.length === 0) return null;
  const average = before.reduce((sum, row) => sum + row.totalScore, 0) / before.length;
  if (average <= 0) return null;
  return round(((last.totalScore - average) / average) * 100, 1);
}

/** One influencer and its detail dialog's figures, from stored snapshots and daily scores. */
export async function getInfluencer(ctx: AppContext, id: string): Promise<InfluencerDetail> {
  const row = id.length <= 100 ? await findInfluencerRow(ctx.db, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', influencerMessages.notFound);
  const now = ctx.clock.now();
  const today = shopDay(now);
  const history = await findInfluencerDailyScoreRows(
    ctx.db,
    id,
    addDays(today, -(HISTORY_DAYS - 1)),
    today,
  );
  const todayRow = history.find((score) => score.date === today);

  const [latest] = await findLatestSnapshotRows(ctx.db, [id], now);
  const dayAgo = await findDayAgoSnapshots(ctx, [id], now);
  const windowStart = new Date(now.getTime() - GROWTH_DAYS * DAY);
  // The window starts 7 days ago, or at the first snapshot when the history is shorter.
  const [before] = await findLatestSnapshotRows(ctx.db, [id], windowStart);
  const start = before ?? (await findFirstSnapshotRows(ctx.db, [id], windowStart, now))[0];
  const gains =
    latest && start
      ? gainedCounters(latest, start)
      : { posts: 0, likes: 0, shares: 0, comments: 0 };
  const days =
    latest && start ? round((latest.takenAt.getTime() - start.takenAt.getTime()) / DAY, 1) : 0;

  return {
    ...toInfluencer(row, todayRow?.totalScore ?? 0, latest, dayAgo.get(id)),
    bio: row.bio,
    totalFollowers: Math.round(totalFollowers(row.followers)),
    today: {
      totalScore: todayRow?.totalScore ?? 0,
      posts: todayRow?.posts ?? 0,
      likes: todayRow?.likes ?? 0,
      shares: todayRow?.shares ?? 0,
      comments: todayRow?.comments ?? 0,
      timesSelected: todayRow?.timesSelected ?? 0,
    },
    postsToday: todayRow?.posts ?? 0,
    postsThisWeek: gains.posts,
    growth: {
      days,
      score: influencerScore(gains),
      ...gains,
      percent: dailyGrowthPercent(history, today),
    },
    scoreHistory: history.map(historyItem),
    lastUpdated: latest ? latest.takenAt.toISOString() : null,
  };
}

/** The daily score rows of a day (default: today in the shop's time zone), best first. */
export async function findDailyScores(ctx: AppContext, date?: string): Promise<DailyScore[]> {
  if (date !== undefined && !isDay(date)) {
    throw new AppError('BAD_REQUEST', influencerMessages.badDate);
  }
  const rows = await findDailyScoreRows(ctx.db, date ?? shopDay(ctx.clock.now()));
  return rows.map((row) => ({
    id: row.id,
    influencerId: row.influencerId,
    date: row.date,
    totalScore: row.totalScore,
    posts: row.posts,
    likes: row.likes,
    shares: row.shares,
    comments: row.comments,
    timesSelected: row.timesSelected,
    lastUpdated: row.lastUpdated.toISOString(),
  }));
}

/**
 * The Instagram metrics records: each influencer's latest cumulative counters (zeros before its
 * first snapshot). Cumulative, so the free-play game's baseline subtraction works across midnight.
 */
export async function findInstagramMetrics(ctx: AppContext): Promise<InstagramMetricsRecord[]> {
  const influencers = await findInfluencerRows(ctx.db);
  const latest = new Map(
    (await findLatestSnapshotRows(ctx.db, undefined, ctx.clock.now())).map((row) => [
      row.influencerId,
      row,
    ]),
  );
  return influencers.map((influencer) => {
    const snapshot = latest.get(influencer.id);
    return {
      username: influencer.id,
      posts: snapshot?.posts ?? 0,
      likes: snapshot?.likes ?? 0,
      shares: snapshot?.shares ?? 0,
      comments: snapshot?.comments ?? 0,
    };
  });
}

/** The free-play grid: the 12 influencers of the specification's local game, in its order. */
export const FREE_PLAY_INFLUENCER_IDS: readonly string[] = [
  'sofia',
  'occhiropractor',
  'marcus',
  'foodwithzen',
  'isabella',
  'oc_photographer',
  'surflife_oc',
  'oc_eats',
  'beachfit_oc',
  'oc_style',
  'tech_oc',
  'oc_adventures',
];

/** What a game shows of an influencer (its team pickers and score grids). */
export interface InfluencerCard {
  id: string;
  name: string;
  /** With the @. */
  handle: string;
  avatarUrl: string;
  category: string;
  instagramFollowers: number;
}

/**
 * Influencers as games show them, by name: those with these ids (the unknown ones left out), or
 * every one. One statement however many.
 */
export async function findInfluencerCards(
  ctx: AppContext,
  ids?: readonly string[],
): Promise<InfluencerCard[]> {
  if (ids?.length === 0) return [];
  return (await findInfluencerRowsByName(ctx.db, ids)).map((row) => ({
    id: row.id,
    name: row.name,
    handle: row.handle,
    avatarUrl: row.avatarUrl,
    category: row.category,
    instagramFollowers: row.followers.instagram ?? 0,
  }));
}

/** The free-play grid's influencers in the grid's order (one missing from the table is left out). */
export async function findFreePlayGrid(ctx: AppContext): Promise<InfluencerCard[]> {
  const cards = await findInfluencerCards(ctx, FREE_PLAY_INFLUENCER_IDS);
  const byId = new Map(cards.map((card) => [card.id, card]));
  return FREE_PLAY_INFLUENCER_IDS.flatMap((id) => byId.get(id) ?? []);
}

// For the seed (reference and demo data), which loads influencers through this service.

export type { InfluencerRow, NewInfluencerRow, SnapshotRow };

/** Every influencer's row, or those with these ids. */
export async function findInfluencerRowsById(
  ctx: AppContext,
  ids?: readonly string[],
): Promise<InfluencerRow[]> {
  return findInfluencerRows(ctx.db, ids);
}

/** Adds the influencers whose id is new (existing ones are left as they are); returns their ids. */
export async function addMissingInfluencers(
  ctx: AppContext,
  rows: NewInfluencerRow[],
): Promise<string[]> {
  return insertMissingInfluencers(ctx.db, rows);
}

/** Stores snapshots taken elsewhere (the seed's simulated history). */
export async function storeSnapshots(ctx: AppContext, rows: SnapshotRow[]): Promise<void> {
  await insertSnapshots(ctx.db, rows);
}

/** Those of these influencers that have no snapshot yet. */
export async function findIdsWithoutHistory(
  ctx: AppContext,
  ids: readonly string[],
): Promise<string[]> {
  return findIdsWithoutSnapshots(ctx.db, ids);
}

/** The names of those of these influencers that exist, by id (one query however many). */
export async function influencerNamesByIds(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await findInfluencerRows(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A paid entry chose these influencers: today's timesSelected of each goes up by one. */
export async function countSelections(
  db: Executor,
  influencerIds: string[],
  at: Date,
): Promise<void> {
  await incrementTimesSelected(db, influencerIds, at);
}

/** A refunded entry: the timesSelected it added on the day it was paid goes back down. */
export async function uncountSelections(
  db: Executor,
  influencerIds: string[],
  paidAt: Date,
): Promise<void> {
  await decrementTimesSelected(db, influencerIds, paidAt);
}
