/**
 * The competition engine's rules (shopper.md sections 1, 4 and 9; admin-vendor-coach-games.md
 * section 9; the guide's competition-engine section), shared by server and client.
 */

/** Exactly this many influencers make a team. */
export const TEAM_SIZE = 5;

/** What the winner pays for the prize, in cents ($1). */
export const PRIZE_PRICE_CENTS = 100;

/** Defaults of the game timings (overridable by environment on the server). */
export const DEFAULT_GAME_START_ALIGN_SECONDS = 3600;
export const DEFAULT_GAME_DURATION_SECONDS = 3600;
/**
 * How long a game waits to fill (COMPETITION_FILL_HOURS): past its deadline an unfilled game is
 * cancelled and every entry refunded.
 */
export const DEFAULT_COMPETITION_FILL_HOURS = 72;

export const competitionStatuses = ['waiting', 'active', 'completed', 'cancelled'] as const;
export type CompetitionStatus = (typeof competitionStatuses)[number];

/**
 * The only moves a competition makes. waiting → active when its (aligned) start time comes, after
 * it filled; active → completed when its hour is over (scored and settled in the same step);
 * waiting → cancelled when it can no longer run (entries refunded).
 */
export const COMPETITION_TRANSITIONS: Record<CompetitionStatus, readonly CompetitionStatus[]> = {
  waiting: ['active', 'cancelled'],
  active: ['completed'],
  completed: [],
  cancelled: [],
};

export function canTransition(from: CompetitionStatus, to: CompetitionStatus): boolean {
  return COMPETITION_TRANSITIONS[from].includes(to);
}

/** The status a competition is created in. */
export const INITIAL_COMPETITION_STATUS: CompetitionStatus = 'waiting';

/** Statuses with a move left (waiting, active): a product has at most one competition in them. */
export const OPEN_COMPETITION_STATUSES: readonly CompetitionStatus[] = competitionStatuses.filter(
  (status) => COMPETITION_TRANSITIONS[status].length > 0,
);

export interface CompetitionMove {
  from: CompetitionStatus;
  to: CompetitionStatus;
}

/**
 * The move from → to, or a thrown error when the table has no such move. Writers build their
 * `where status = from` guard from what this returns, so a move outside the table cannot be written.
 */
export function transition(from: CompetitionStatus, to: CompetitionStatus): CompetitionMove {
  if (!canTransition(from, to)) {
    throw new Error(`A competition cannot move from ${from} to ${to}`);
  }
  return { from, to };
}

/** The moves the engine makes, each checked against the table when this module loads. */
export const COMPETITION_MOVES = {
  /** The start time of a full competition came. */
  start: transition('waiting', 'active'),
  /** Its hour is over: scored and settled. */
  complete: transition('active', 'completed'),
  /** It can no longer run: entries refunded. */
  cancel: transition('waiting', 'cancelled'),
} as const;

/** The next multiple of `alignSeconds` (since the epoch) strictly after `now`: the top of the next hour. */
export function nextAlignedStart(now: Date, alignSeconds: number): Date {
  const step = alignSeconds * 1000;
  return new Date((Math.floor(now.getTime() / step) + 1) * step);
}

export interface Counters {
  posts: number;
  likes: number;
  shares: number;
  comments: number;
}

/** Points per counted post, like, share and comment (the server's SQL scores with the same). */
export const SCORE_WEIGHTS: Readonly<Counters> = Object.freeze({
  posts: 10,
  likes: 1,
  shares: 2,
  comments: 1.5,
});

/** Influencer score = posts×10 + likes + shares×2 + comments×1.5. */
export function influencerScore(c: Counters): number {
  return (
    c.posts * SCORE_WEIGHTS.posts +
    c.likes * SCORE_WEIGHTS.likes +
    c.shares * SCORE_WEIGHTS.shares +
    c.comments * SCORE_WEIGHTS.comments
  );
}

/** The score gained over a window: the counters now minus those at the start (never below zero). */
export function gainedScore(now: Counters, baseline: Counters): number {
  return Math.max(0, influencerScore(now) - influencerScore(baseline));
}

/** A team's score: the sum of its influencers' scores, rounded. */
export function teamScore(scores: readonly number[]): number {
  return Math.round(scores.reduce((sum, score) => sum + score, 0));
}

export interface RankedEntry {
  playId: number;
  score: number;
  /** When the entry was paid: ties go to the earliest. */
  paidAt: Date;
}

/** Ranks entries by score, descending; ties go to the earliest paid entry (then the lower id). */
export function rankEntries<T extends RankedEntry>(
  entries: readonly T[],
): (T & { rank: number })[] {
  return [...entries]
    .sort(
      (a, b) => b.score - a.score || a.paidAt.getTime() - b.paidAt.getTime() || a.playId - b.playId,
    )
    .map((entry, index) => ({ ...entry, rank: index + 1 }));
}
