import type { Product } from '../../../../shared/contracts/catalog';
import type { CompetitionSummary } from '../../../../shared/contracts/competitions';
import { startTimeText } from '../../../lib/start-time';
import { splitActiveGames } from '../../scoreboard';

export interface CoachGameStatus {
  /** live: being played; waiting: seats left; starting: full, waiting for its start time. */
  tone: 'live' | 'waiting' | 'starting' | 'ended' | 'idle' | 'off';
  badge: string;
  state: string;
}

/**
 * What a coach tool says about a product's game: its real state (issue 21 replaced the spec's
 * 'Active' / 'Live Now' for every play-enabled product, which claimed live games that were
 * waiting for players). `game` is the product's open game, if any.
 */
export function coachGameStatus(
  product: Pick<Product, 'playEnabled'>,
  game:
    | Pick<CompetitionSummary, 'status' | 'participants' | 'requiredParticipants' | 'startTime'>
    | undefined,
  now: Date,
): CoachGameStatus {
  if (game?.status === 'active') return { tone: 'live', badge: 'Live', state: 'Playing now' };
  if (game?.status === 'waiting') {
    return game.participants >= game.requiredParticipants
      ? { tone: 'starting', badge: 'Full', state: startTimeText(game.startTime, now) }
      : {
          tone: 'waiting',
          badge: 'Waiting',
          state: `Waiting for players ${game.participants}/${game.requiredParticipants}`,
        };
  }
  if (game) return { tone: 'ended', badge: 'Ended', state: 'Game over' };
  if (product.playEnabled) return { tone: 'idle', badge: 'Playable', state: 'No game open yet' };
  return { tone: 'off', badge: 'Coming Soon', state: 'Not Started' };
}

/**
 * The My Tickets filter: 'competing' = products the user has an entry in, 'shop-with-me' = the
 * others, 'all' = every product (the spec's true / false / null).
 */
export const ticketFilters = ['competing', 'shop-with-me', 'all'] as const;
export type TicketFilter = (typeof ticketFilters)[number];
export const ticketFilterLabels: Record<TicketFilter, string> = {
  competing: 'My Tickets',
  'shop-with-me': 'Shop With Me',
  all: 'All',
};

/** The ids of the products a user has entries in, from their games (GET /api/user/games). */
export function competingProductIds(games: readonly { productId: number }[] | undefined) {
  return new Set((games ?? []).map((game) => game.productId));
}

export function filterCoachProducts<T extends { id: number }>(
  products: readonly T[],
  filter: TicketFilter,
  competingIds: ReadonlySet<number>,
): T[] {
  if (filter === 'all') return [...products];
  const competing = filter === 'competing';
  return products.filter((product) => competingIds.has(product.id) === competing);
}

/** The empty states of the coach tools' product lists (section 8). */
export const coachEmptyStates = {
  /** The catalogue has no product at all. */
  noProducts: 'No products found to promote',
  /** A My Tickets / Shop With Me filter leaves nothing. */
  noMatch: 'No products found matching your filter',
  /** A plain pick list (Instagram) with nothing in it. */
  none: 'No products found',
} as const;

/** The line a filtered list shows when empty: the catalogue is empty, or the filter hides all. */
export function filteredEmptyText(totalProducts: number, filter: TicketFilter): string {
  if (totalProducts === 0) return coachEmptyStates.noProducts;
  return filter === 'all' ? coachEmptyStates.none : coachEmptyStates.noMatch;
}

/**
 * The hub's 'Active Competitions': up to `count` open games, the live ones first, then those full
 * and about to start, then those closest to full.
 */
export function hubCompetitions(
  games: readonly CompetitionSummary[],
  count: number,
): CompetitionSummary[] {
  const { live, startingNext, openLeagues } = splitActiveGames(games);
  return [...live, ...startingNext, ...openLeagues].slice(0, count);
}
