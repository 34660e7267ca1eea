import { addDays, shopDay, shopDayStart } from '../../../shared/shop-day';
import type { AppContext } from '../../context';
import { saveImage } from '../../modules/images/images.service';
import {
  addMissingInfluencers,
  findIdsWithoutHistory,
  findInfluencerRowsById,
  type NewInfluencerRow,
  type SnapshotRow,
  storeSnapshots,
} from '../../modules/influencers/influencers.service';
import { updateDailyScores } from '../../modules/influencers/metrics.service';
import {
  defaultMetricsProvider,
  type MetricsProvider,
} from '../../modules/influencers/metrics-provider';
import { renderInfluencerAvatar } from './influencer-art';
import { type DemoInfluencer, demoInfluencers, freePlayInfluencers } from './influencers-data';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const encoder = new TextEncoder();

export interface InfluencerSeedOptions {
  /** The provider the poller will use; its history is seeded only when it is simulated. */
  metrics?: MetricsProvider;
  /** Days of snapshot history to seed (default 7: hourly, and every 5 minutes over the last day). */
  historyDays?: number;
  /** Only these demo influencers (tests); default all. */
  only?: readonly string[];
}

async function toRow(ctx: AppContext, influencer: DemoInfluencer): Promise<NewInfluencerRow> {
  const art = renderInfluencerAvatar(influencer);
  const avatarUrl = await saveImage(ctx, {
    bytes: encoder.encode(art.svg),
    contentType: 'image/svg+xml',
    width: art.width,
    height: art.height,
  });
  return {
    id: influencer.id,
    name: influencer.name,
    handle: influencer.handle,
    avatarUrl,
    category: influencer.category,
    location: influencer.location,
    followers: { ...influencer.followers },
    bio: influencer.bio,
    instagramUserId: null,
    pace: influencer.pace,
    createdAt: ctx.clock.now(),
  };
}

/** Snapshot instants: hourly over the first days, every 5 minutes over the last one, up to `now`. */
function historyInstants(now: Date, days: number): Date[] {
  const end = Math.floor(now.getTime() / (5 * MINUTE)) * (5 * MINUTE);
  const fineFrom = end - DAY;
  const instants: Date[] = [];
  for (let t = Math.ceil((end - days * DAY) / HOUR) * HOUR; t < fineFrom; t += HOUR) {
    instants.push(new Date(t));
  }
  for (let t = fineFrom; t <= end; t += 5 * MINUTE) instants.push(new Date(t));
  return instants;
}

/**
 * Fills the snapshot history of influencers that have none from the simulated provider, then the
 * daily scores of each day it covers, so the directory, detail dialog and leaderboards show real
 * figures from the first start.
 */
async function seedHistory(
  ctx: AppContext,
  provider: MetricsProvider,
  ids: string[],
  days: number,
): Promise<void> {
  const influencers = await findInfluencerRowsById(ctx, ids);
  const now = ctx.clock.now();
  const instants = historyInstants(now, days);
  const rows: SnapshotRow[] = [];
  for (const at of instants) {
    for (const [influencerId, counters] of await provider.fetchCounters(influencers, at)) {
      rows.push({ influencerId, takenAt: at, ...counters });
    }
  }
  await storeSnapshots(ctx, rows);
  const first = instants[0];
  const last = instants[instants.length - 1];
  if (!first || !last) return;
  for (let day = shopDay(first); day <= shopDay(last); day = addDays(day, 1)) {
    const dayEnd = new Date(shopDayStart(addDays(day, 1)).getTime() - 1);
    await updateDailyScores(ctx, ids, dayEnd < last ? dayEnd : last);
  }
}

/**
 * Loads the demo influencers with drawn avatars and, with the simulated provider, a snapshot
 * history. Idempotent: existing influencers are left as they are, and history is added only for
 * influencers without any snapshot. Returns how many influencers were added.
 */
export async function seedInfluencers(
  ctx: AppContext,
  options: InfluencerSeedOptions = {},
): Promise<number> {
  const provider = options.metrics ?? defaultMetricsProvider;
  const chosen = options.only
    ? demoInfluencers.filter((influencer) => options.only?.includes(influencer.id))
    : demoInfluencers;
  const rows: NewInfluencerRow[] = [];
  for (const influencer of chosen) rows.push(await toRow(ctx, influencer));
  const added = await addMissingInfluencers(ctx, rows);

  const days = options.historyDays ?? 7;
  if (provider.name === 'simulated' && days > 0) {
    const withoutHistory = await findIdsWithoutHistory(
      ctx,
      chosen.map((influencer) => influencer.id),
    );
    if (withoutHistory.length > 0) await seedHistory(ctx, provider, withoutHistory, days);
  }
  return added.length;
}

/**
 * The 12 free-play influencers are reference data, not demo data: the free-play grid is exactly
 * them, so without them every team is refused. Every start inserts the missing ones (with their
 * drawn avatars, no snapshot history: the metrics poller records from now on), whatever SEED_DEMO
 * says; existing rows are left as they are. Returns the ids added.
 */
export async function ensureFreePlayInfluencers(ctx: AppContext): Promise<string[]> {
  const ids = freePlayInfluencers.map((influencer) => influencer.id);
  const present = new Set((await findInfluencerRowsById(ctx, ids)).map((row) => row.id));
  const missing = freePlayInfluencers.filter((influencer) => !present.has(influencer.id));
  if (missing.length === 0) return [];
  const rows: NewInfluencerRow[] = [];
  for (const influencer of missing) rows.push(await toRow(ctx, influencer));
  return addMissingInfluencers(ctx, rows);
}
