import type { CompetitionSummary } from '../../../../shared/contracts/competitions';

export type ScoreboardTab = 'active' | 'my-games';

/** The tabs of /scoreboard, reachable as ?tab=active and ?tab=my-games (notifications link them). */
export const scoreboardTabs: readonly { value: ScoreboardTab; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'my-games', label: 'My Games' },
];

/** Anything but 'my-games' (also no ?tab at all) opens the Active tab. */
export function parseScoreboardTab(value: string | null): ScoreboardTab {
  return value === 'my-games' ? 'my-games' : 'active';
}

type Seats = Pick<CompetitionSummary, 'participants' | 'requiredParticipants'>;

export function isFull(game: Seats): boolean {
  return game.participants >= game.requiredParticipants;
}

export function seatsLeft(game: Seats): number {
  return Math.max(0, game.requiredParticipants - game.participants);
}

export interface ActiveSections {
  /** Games being played now, the one ending soonest first. */
  live: CompetitionSummary[];
  /** Full games waiting for their start time ('Next Game Starting'), the soonest first. */
  startingNext: CompetitionSummary[];
  /** Waiting games with seats left ('Open leagues'), the closest to full first. */
  openLeagues: CompetitionSummary[];
}

const timeOf = (iso: string | null) => (iso ? Date.parse(iso) : Number.POSITIVE_INFINITY);

/** Sorts GET /api/games/active into the Active tab's three sections. */
export function splitActiveGames(games: readonly CompetitionSummary[]): ActiveSections {
  const live = games
    .filter((game) => game.status === 'active')
    .sort((a, b) => timeOf(a.endTime) - timeOf(b.endTime) || a.id - b.id);
  const waiting = games.filter((game) => game.status === 'waiting');
  const startingNext = waiting
    .filter(isFull)
    .sort((a, b) => timeOf(a.startTime) - timeOf(b.startTime) || a.id - b.id);
  const openLeagues = waiting
    .filter((game) => !isFull(game))
    .sort((a, b) => seatsLeft(a) - seatsLeft(b) || a.id - b.id);
  return { live, startingNext, openLeagues };
}

/** How a finished game went for one player: won (with the prize's fate) or lost. */
export type GameOutcome = 'prize-pending' | 'prize-claimed' | 'prize-donated' | 'lost' | null;

export function outcomeFor(
  game: Pick<CompetitionSummary, 'status' | 'winner' | 'prizeOutcome'>,
  userId: number | null,
): GameOutcome {
  if (game.status !== 'completed' || userId === null) return null;
  if (game.winner?.userId !== userId) return 'lost';
  if (game.prizeOutcome === 'claimed') return 'prize-claimed';
  if (game.prizeOutcome === 'donated') return 'prize-donated';
  return 'prize-pending';
}
