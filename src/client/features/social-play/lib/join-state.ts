import type { Product } from '../../../../shared/contracts/catalog';
import type { Competition, Play } from '../../../../shared/contracts/competitions';

export type JoinState =
  /** Seats are left (or the next game opens with this entry). */
  | { kind: 'open' }
  /** The shopper is in this game: no second entry. */
  | { kind: 'entered'; play: Play; competitionId: number }
  /** Every seat is taken; the game starts at `startTime`. */
  | { kind: 'full'; startTime: string | null }
  /** The game is being played. */
  | { kind: 'started' }
  /** The product is not open for social play. */
  | { kind: 'not-playable' };

export const JOIN_CLOSED_TEXT = {
  full: 'This game is full, so joining is closed. A new game opens after this one ends.',
  started: 'This game has started, so joining is closed. A new game opens after this one ends.',
  notPlayable: 'Social play is not open for this product yet.',
} as const;

/**
 * Whether the shopper can join the product's game now. A completed (or cancelled) game does not
 * block: the next entry opens the product's next game.
 */
export function joinState(
  product: Pick<Product, 'playEnabled'>,
  competition: Competition | null,
  userId: number | null,
): JoinState {
  if (!product.playEnabled) return { kind: 'not-playable' };
  if (!competition) return { kind: 'open' };
  const running = competition.gameStatus === 'waiting' || competition.gameStatus === 'active';
  const mine =
    userId === null ? undefined : competition.plays.find((play) => play.userId === userId);
  if (running && mine) return { kind: 'entered', play: mine, competitionId: competition.id };
  if (competition.gameStatus === 'active') return { kind: 'started' };
  if (
    competition.gameStatus === 'waiting' &&
    (competition.startTime !== null || competition.entriesCount >= competition.requiredParticipants)
  ) {
    return { kind: 'full', startTime: competition.startTime };
  }
  return { kind: 'open' };
}
