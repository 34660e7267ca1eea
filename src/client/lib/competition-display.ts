import type { Competition, CompetitionSummary } from '../../shared/contracts/competitions';
import { formatCount, plural } from '../../shared/plural';
import { formatCountdown, secondsUntil, timeLeftText } from '../../shared/shop-time';

type Status = CompetitionSummary['status'];

/**
 * shopper.md section 7: 10 s while active, 30 s while waiting or other, never once completed, and
 * the initial 5 minutes while there is no competition to read yet (the live channel's `games`
 * topic tells the page at once when one opens).
 */
export function competitionPollMs(status: Status | undefined): number | false {
  if (status === undefined) return 5 * 60_000;
  if (status === 'completed' || status === 'cancelled') return false;
  if (status === 'active') return 10_000;
  return 30_000;
}

/** The badge of a competition: 'LIVE' while active, 'WAITING' while waiting. */
export function statusBadge(status: Status): string {
  if (status === 'active') return 'LIVE';
  if (status === 'waiting') return 'WAITING';
  if (status === 'completed') return 'COMPLETED';
  return 'CANCELLED';
}

/** 'Waiting for N more participants. (x/y entries)', singular for one: '1 more participant'. */
export function waitingText(entries: number, required: number): string {
  const more = Math.max(0, required - entries);
  return `Waiting for ${plural(more, 'more participant')}. (${formatCount(entries)}/${formatCount(required)} entries)`;
}

/** Progress of a product's competition: entries over contestants needed, capped at 100%. */
export function progressPercent(entries: number, maxContestants: number): number {
  if (maxContestants <= 0) return 0;
  return Math.min(100, (entries / maxContestants) * 100);
}

/** The one countdown ('1h 01m 21s left'), or 'Competition ended' once the time is up. */
export function remainingText(endTime: string | null, now: Date): string {
  const left = secondsUntil(endTime, now);
  return left <= 0 ? 'Competition ended' : timeLeftText(left);
}

/** The play page's big countdown: the same format without 'left' ('59m 07s'), which it says below. */
export function clockText(endTime: string | null, now: Date): string {
  return formatCountdown(secondsUntil(endTime, now));
}

/** A game cancelled (not filled by its deadline, or its product out of play) before it started. */
export const GAME_CANCELLED_TEXT = 'Game cancelled: every entry was refunded.';

/**
 * The competition's state line (shopper.md section 4): while waiting, how many more are needed
 * (or, once full, 'Game starting soon!'); the time left while live; the end texts after.
 */
export function stateText(
  competition: Pick<
    Competition,
    'gameStatus' | 'entriesCount' | 'requiredParticipants' | 'endTime'
  >,
  now: Date,
  place: 'competition' | 'play' = 'competition',
): string {
  switch (competition.gameStatus) {
    case 'waiting':
      return competition.entriesCount >= competition.requiredParticipants
        ? 'Game starting soon!'
        : waitingText(competition.entriesCount, competition.requiredParticipants);
    case 'active': {
      const over = !competition.endTime || Date.parse(competition.endTime) <= now.getTime();
      if (place === 'play') return over ? 'Game ended!' : clockText(competition.endTime, now);
      return remainingText(competition.endTime, now);
    }
    case 'completed':
      return place === 'play' ? 'Game completed!' : 'Competition completed!';
    case 'cancelled':
      return GAME_CANCELLED_TEXT;
    default:
      return 'Game starting soon!';
  }
}

/** 1234 → '1.2K', 2500000 → '2.5M'; below 1000 as is. */
export function abbreviate(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return `${trim(value / 1_000_000)}M`;
  if (abs >= 1_000) return `${trim(value / 1_000)}K`;
  return String(Math.round(value));
}

function trim(value: number): string {
  return value.toFixed(1).replace(/\.0$/, '');
}

/** A ranking bar's width: the score relative to the leader's, at least 5%. */
export function barWidthPercent(score: number, leaderScore: number): number {
  if (leaderScore <= 0) return 5;
  return Math.max(5, Math.min(100, (score / leaderScore) * 100));
}

/** The leaderboard's likes split of a score: 60%, 20% and 15% (shopper.md section 4). */
export function likesSplit(score: number): [number, number, number] {
  return [Math.round(score * 0.6), Math.round(score * 0.2), Math.round(score * 0.15)];
}

/** 'Position: n of m' */
export function positionText(rank: number, total: number): string {
  return `Position: ${rank} of ${total}`;
}
