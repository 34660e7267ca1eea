import type { Influencer, InfluencerDetail } from '../../../../shared/contracts/influencers';
import { categoryOf } from './directory';

/** admin-vendor-coach-games.md section 9: a profile shows 3 similar influencers. */
export const SIMILAR_COUNT = 3;
/** The profile's chart shows the last 7 days that have a score. */
export const CHART_DAYS = 7;

/**
 * Influencers like this one: the same category first, then the same location, then the rest;
 * each group by today's score, best first. Never the influencer itself.
 */
export function similarInfluencers<T extends Influencer>(
  influencer: Pick<Influencer, 'id' | 'name' | 'handle' | 'category' | 'location'>,
  all: readonly T[],
  count = SIMILAR_COUNT,
): T[] {
  const category = categoryOf(influencer);
  const closeness = (other: T) =>
    categoryOf(other) === category ? 0 : other.location === influencer.location ? 1 : 2;
  return all
    .filter((other) => other.id !== influencer.id)
    .map((other) => ({ other, closeness: closeness(other) }))
    .sort(
      (a, b) =>
        a.closeness - b.closeness ||
        b.other.score - a.other.score ||
        a.other.name.localeCompare(b.other.name),
    )
    .slice(0, count)
    .map(({ other }) => other);
}

const specialtiesByCategory: Record<string, readonly string[]> = {
  Lifestyle: ['Local living', 'Beach days', 'Small businesses'],
  Health: ['Wellness tips', 'Mobility', 'Healthy routines'],
  Business: ['Entrepreneurship', 'Local brands', 'Networking'],
  Food: ['Restaurant reviews', 'Recipes', 'Coffee spots'],
  Fashion: ['Street style', 'Outfit ideas', 'Local boutiques'],
  Photography: ['Coastal landscapes', 'Golden hour', 'Portraits'],
  Sports: ['Surfing', 'Game days', 'Training'],
  Fitness: ['Workouts', 'Beach training', 'Nutrition'],
  Technology: ['Gadget reviews', 'Apps', 'Startups'],
  Travel: ['Road trips', 'Hidden gems', 'Weekend getaways'],
};

/** What the influencer posts about: their category, its usual topics, and where they are. */
export function specialties(
  influencer: Pick<Influencer, 'name' | 'handle' | 'category' | 'location'>,
): string[] {
  const category = categoryOf(influencer);
  const topics = specialtiesByCategory[category] ?? [];
  return [...new Set([category, ...topics, influencer.location].filter(Boolean))];
}

export interface ChartPoint {
  x: number;
  y: number;
  date: string;
  score: number;
  /** 'Mon' */
  label: string;
}

export interface ScoreChart {
  points: ChartPoint[];
  /** The line through the points (SVG path data). */
  line: string;
  /** The area under the line down to the baseline. */
  area: string;
  max: number;
}

/** en-US short weekday names, Sunday first (as `Date#getUTCDay` counts). */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/**
 * 'Mon' for '2025-06-02' (the day as written, whatever the viewer's time zone). Without Intl: the
 * first `toLocaleDateString` of a page loads the locale's data, about 15 ms of a phone's thread in
 * the middle of the influencer page's hydration.
 */
export function weekdayLabel(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : (WEEKDAYS[day.getUTCDay()] ?? date);
}

/**
 * The geometry of the score chart in a width × height box with `pad` around it: the last
 * `days` days, scaled so the best day touches the top; a single day sits in the middle.
 */
export function scoreChart(
  history: InfluencerDetail['scoreHistory'],
  box: { width: number; height: number; pad: number },
  days = CHART_DAYS,
): ScoreChart {
  const recent = history.slice(-days);
  const max = Math.max(0, ...recent.map((day) => day.totalScore));
  const innerWidth = box.width - box.pad * 2;
  const innerHeight = box.height - box.pad * 2;
  const bottom = box.pad + innerHeight;
  const round = (value: number) => Math.round(value * 10) / 10;
  const points = recent.map((day, index) => ({
    x: round(
      recent.length === 1
        ? box.pad + innerWidth / 2
        : box.pad + (index / (recent.length - 1)) * innerWidth,
    ),
    y: round(max > 0 ? bottom - (Math.max(0, day.totalScore) / max) * innerHeight : bottom),
    date: day.date,
    score: day.totalScore,
    label: weekdayLabel(day.date),
  }));
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');
  const first = points[0];
  const last = points[points.length - 1];
  const area = first && last ? `${line} L${last.x} ${bottom} L${first.x} ${bottom} Z` : '';
  return { points, line, area, max };
}

export type ShareOutcome = 'shared' | 'copied' | 'manual' | 'cancelled';

export interface ShareDeps {
  share?: (data: ShareData) => Promise<void>;
  writeText?: (text: string) => Promise<void>;
}

/**
 * Shares a profile link (section 8): the device's share sheet when there is one, else the
 * clipboard, else the caller shows the link itself ('manual'). Closing the share sheet is a
 * choice, not a failure ('cancelled'); any other share failure falls back to copying.
 */
export async function shareLink(
  data: ShareData & { url: string },
  deps: ShareDeps,
): Promise<ShareOutcome> {
  if (deps.share) {
    try {
      await deps.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  if (deps.writeText) {
    try {
      await deps.writeText(data.url);
      return 'copied';
    } catch {
      // Permission refused or not a secure context: show the link instead.
    }
  }
  return 'manual';
}
