import type { Product } from '../../../../shared/contracts/catalog';

/**
 * How a coach tool labels a product (admin-vendor-coach-games.md section 4): a play-enabled
 * product is in competition ('Active' / 'Live Now'), any other is 'Coming Soon' / 'Not Started'.
 */
export function coachProductStatus(product: Pick<Product, 'playEnabled'>): {
  active: boolean;
  badge: 'Active' | 'Coming Soon';
  state: 'Live Now' | 'Not Started';
} {
  return product.playEnabled
    ? { active: true, badge: 'Active', state: 'Live Now' }
    : { active: false, badge: 'Coming Soon', state: 'Not Started' };
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

/** Up to `count` play-enabled products: the hub's 'Active Competitions'. */
export function activeCompetitionProducts<T extends Pick<Product, 'playEnabled'>>(
  products: readonly T[],
  count: number,
): T[] {
  return products.filter((product) => product.playEnabled).slice(0, count);
}
