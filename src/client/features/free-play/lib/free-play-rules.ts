import {
  FREE_PLAY_QUARTERS,
  type FreePlayGame,
  GAME_ID_PATTERN,
  MAX_TEAM,
} from '../../../../shared/contracts/games';
import type { MetricsProviderName } from '../../../../shared/contracts/influencers';
import { formatCount as formatWholeCount } from '../../../../shared/plural';
import { metricsNoun } from '../../../lib/metrics-source';

/** The free-play game's toasts and prompt (admin-vendor-coach-games.md sections 4, 5 and 8). */
export const freePlayTexts = {
  joinPrompt: "Enter your friend's Game ID:",
  teamFull: {
    title: 'Team Full',
    description: `You can only select up to ${MAX_TEAM} influencers.`,
  },
  noTeam: {
    title: 'No Team Selected',
    description: 'Please select at least one influencer for your team.',
  },
  createFailed: { title: 'Error Creating Game', fallback: 'Failed to create game' },
  joinFailed: { title: 'Error Joining Game', fallback: 'Failed to join game' },
  /** Names the metrics as they are: simulated unless the shop reads Instagram. */
  quarterStarted: (quarter: number, provider: MetricsProviderName | undefined) => ({
    title: `Quarter ${quarter} Started!`,
    description: `Fresh ${metricsNoun(provider)} loading...`,
  }),
  complete: {
    title: 'Game Complete!',
    description: "Your team's final performance has been recorded.",
  },
} as const;

/** Create and join need a name: blank after trimming does not count. */
export function hasPlayerName(name: string): boolean {
  return name.trim().length > 0;
}

/** The id typed at the prompt, upper-cased; null when the prompt was cancelled or left empty. */
export function normalizeGameId(raw: string | null | undefined): string | null {
  const id = raw?.trim().toUpperCase() ?? '';
  return id ? id : null;
}

/** A `?game=` value worth asking the server about (6 upper-case letters or digits). */
export function gameIdFromSearch(raw: string | null): string | null {
  const id = normalizeGameId(raw);
  return id && GAME_ID_PATTERN.test(id) ? id : null;
}

export type TeamToggle =
  | { kind: 'selected'; team: string[] }
  | { kind: 'removed'; team: string[] }
  /** A sixth pick: the team stays as it is. */
  | { kind: 'full' };

/** Picks or drops one influencer (clicking a picked one removes it); at most 5, in pick order. */
export function toggleTeamMember(team: readonly string[], id: string): TeamToggle {
  if (team.includes(id)) return { kind: 'removed', team: team.filter((entry) => entry !== id) };
  if (team.length >= MAX_TEAM) return { kind: 'full' };
  return { kind: 'selected', team: [...team, id] };
}

/** The shop's one countdown format: '1d 00h 00m 00s', '23h 59m 59s', '9m 59s'; never below '0m 00s'. */
export { formatCountdown } from '../../../../shared/shop-time';

/**
 * The quarter (1 to 4) of a game of `durationSeconds` with `secondsLeft` to go: the count of
 * quarter-long blocks elapsed, plus one, capped at the last.
 */
export function quarterAt(durationSeconds: number, secondsLeft: number): number {
  const quarterSeconds = durationSeconds / FREE_PLAY_QUARTERS;
  if (quarterSeconds <= 0) return 1;
  const elapsed = Math.min(durationSeconds, Math.max(0, durationSeconds - secondsLeft));
  return Math.min(FREE_PLAY_QUARTERS, Math.floor(elapsed / quarterSeconds) + 1);
}

/** The start button names the game's length: 'Start 24-Hour Game' for the standard day. */
export function startButtonLabel(durationSeconds: number): string {
  if (durationSeconds % 3600 === 0) return `Start ${durationSeconds / 3600}-Hour Game`;
  if (durationSeconds % 60 === 0) return `Start ${durationSeconds / 60}-Minute Game`;
  return `Start ${durationSeconds}-Second Game`;
}

/**
 * How often to re-read the game while no live update arrives: every 5 s while players gather, every
 * 5 minutes while playing (the spec's metrics poll), or just after the end when that comes first,
 * then every 2 s until the server records the end; never once finished.
 */
export function gamePollMs(
  game: Pick<FreePlayGame, 'status' | 'timeLeftSeconds'> | undefined,
): number | false {
  if (!game || game.status === 'waiting') return 5_000;
  if (game.status === 'finished') return false;
  const untilEnd = (game.timeLeftSeconds ?? 0) * 1000 + 1_000;
  return Math.min(5 * 60_000, Math.max(2_000, untilEnd));
}

/**
 * The toast shown when the game starts. Baselines come from the latest stored metrics; when none
 * existed they are 0, and the toast says so rather than claiming real data. The metrics are named
 * as the shop's provider is: 'Instagram metrics' only when they are read from Instagram.
 */
export function startedToast(
  baselinesFromMetrics: boolean,
  provider: MetricsProviderName | undefined,
): {
  title: string;
  description: string;
} {
  const noun = metricsNoun(provider);
  return baselinesFromMetrics
    ? {
        title: 'Game Started!',
        description: `Baselines recorded from the latest ${noun}. Quarter 1 has begun.`,
      }
    : {
        title: 'Game Started!',
        description: `No ${noun} were recorded yet, so every baseline starts at 0. Quarter 1 has begun.`,
      };
}

/** 1234 → '1,234' for points, followers and counters. */
export function formatCount(value: number): string {
  return formatWholeCount(Math.round(value));
}

/**
 * When the game ends on this device's clock. The server's seconds left (rounded up, and read a
 * moment after it was computed) can only put the end too late, so the earliest estimate seen is
 * kept; when the device clock agrees with the server's `endsAt` to within 2 s, `endsAt` is exact.
 */
export function estimateDeadline(
  previous: number | null,
  receivedAt: number,
  timeLeftSeconds: number,
  endsAt: string | null,
): number {
  const estimate = Math.min(previous ?? Infinity, receivedAt + timeLeftSeconds * 1000);
  const exact = endsAt ? Date.parse(endsAt) : Number.NaN;
  return Math.abs(exact - estimate) <= 2_000 ? exact : estimate;
}
