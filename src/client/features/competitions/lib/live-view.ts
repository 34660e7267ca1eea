import type {
  Competition,
  CompetitionLiveView,
  CompetitionScore,
  CompetitionSummary,
  Play,
} from '../../../../shared/contracts/competitions';
import { lazySchema, parseOrNull } from '../../../lib/lazy-schema';

const competitionLiveViewSchema = lazySchema(
  async () => (await import('../../../../shared/contracts/competitions')).competitionLiveViewSchema,
);

/**
 * A viewer whose own row lies past the pushed top refreshes it alone, at a random moment within
 * this spread after the view arrived, so the entrants watching do not all ask at once.
 */
export const OWN_ROW_SPREAD_MS = 5_000;

/** What merging a pushed view gave: the new data, and whether the viewer's own row is now stale. */
export interface Merged<T> {
  data: T;
  /** The viewer's own row was kept from the last fetch (it is past the pushed top). */
  ownRowStale: boolean;
}

/**
 * The pushed view, when it is one (anything else, or the schema could not be loaded: the caller
 * re-fetches).
 */
export async function parseCompetitionView(view: unknown): Promise<CompetitionLiveView | null> {
  return view === undefined ? null : parseOrNull(competitionLiveViewSchema, view);
}

/**
 * The viewer's own row from the last fetch when the pushed top does not hold it, kept past the
 * top (its rank at least one past the pushed rows) until its own refresh.
 */
function keptOwnRow<T extends { userId: number; rank: number }>(
  cached: readonly T[],
  pushed: readonly { userId: number }[],
  viewerId: number | null,
): T | null {
  if (viewerId === null || pushed.some((row) => row.userId === viewerId)) return null;
  const own = cached.find((row) => row.userId === viewerId);
  return own ? { ...own, rank: Math.max(own.rank, pushed.length + 1) } : null;
}

/**
 * The game tracking screen's game (`GET /api/games/:id`) with a pushed view applied: the top rows
 * are the view's, the viewer's own row past them stays from the last fetch. Null when the view
 * is not of the copy's shape (another game, not active in the copy, another number of entries):
 * the caller re-fetches.
 */
export function applyViewToSummary(
  cached: CompetitionSummary,
  view: CompetitionLiveView,
  viewerId: number | null,
): Merged<CompetitionSummary> | null {
  if (cached.id !== view.id || cached.status !== 'active') return null;
  if (cached.participants !== view.participants) return null;
  const top: CompetitionScore[] = view.scores.map(({ createdAt: _createdAt, ...row }) => row);
  const own = keptOwnRow(cached.scores, top, viewerId);
  return { data: { ...cached, scores: own ? [...top, own] : top }, ownRowStale: own !== null };
}

/**
 * The social play screen's competition (`GET /api/products/:id/competition`) with a pushed view
 * applied: the top plays and the influencers' scores are the view's, the viewer's own play past
 * the top stays from the last fetch. Null when the view is not of the copy's shape.
 */
export function applyViewToCompetition(
  cached: Competition,
  view: CompetitionLiveView,
  viewerId: number | null,
): Merged<Competition> | null {
  if (cached.id !== view.id || cached.gameStatus !== 'active') return null;
  if (cached.entriesCount !== view.participants) return null;
  const top: Play[] = view.scores.map((row) => ({
    id: row.playId,
    productId: cached.productId,
    competitionId: view.id,
    userId: row.userId,
    username: row.username,
    influencerIds: row.influencers.map((influencer) => influencer.id),
    score: row.score,
    rank: row.rank,
    createdAt: row.createdAt,
  }));
  const own = keptOwnRow(cached.plays, top, viewerId);
  return {
    data: { ...cached, plays: own ? [...top, own] : top, metrics: view.metrics },
    ownRowStale: own !== null,
  };
}

/** The game's copy with the viewer's freshly read row (`mine` of the leaderboard) in place. */
export function withOwnScore(
  cached: CompetitionSummary,
  mine: CompetitionScore | null,
): CompetitionSummary {
  if (!mine) return cached;
  return {
    ...cached,
    scores: cached.scores.map((row) => (row.playId === mine.playId ? mine : row)),
  };
}

/** The competition's copy with the viewer's freshly read row in place. */
export function withOwnPlay(cached: Competition, mine: CompetitionScore | null): Competition {
  if (!mine) return cached;
  return {
    ...cached,
    plays: cached.plays.map((play) =>
      play.id === mine.playId ? { ...play, score: mine.score, rank: mine.rank } : play,
    ),
  };
}
