import { useMemo, useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { useProducts } from '../../catalog';
import { useMyGames } from '../../competitions';
import {
  competingProductIds,
  filterCoachProducts,
  filteredEmptyText,
  type TicketFilter,
} from './coach-products';

/**
 * The catalogue (GET /api/products) and the ids of the products the signed-in user is competing
 * for (GET /api/user/games): what every coach tool picks products from.
 */
export function useCoachProducts() {
  const { user, isLoading: userLoading } = useCurrentUser();
  const products = useProducts({});
  const games = useMyGames(user !== null);
  const competingIds = useMemo(() => competingProductIds(games.data), [games.data]);
  return { user, userLoading, products, games, competingIds };
}

/**
 * The products a video helper offers under the My Tickets / Shop With Me / All filter: the first
 * `count` of the catalogue (GET /api/products), split by the user's real entries
 * (GET /api/user/games). A visitor has no tickets, so My Tickets is empty for them.
 */
export function useTicketProducts(count: number) {
  const [filter, setFilter] = useState<TicketFilter>('all');
  const { user, userLoading, products, games, competingIds } = useCoachProducts();
  const all = products.data ?? [];
  const needsGames = filter !== 'all' && user !== null;
  return {
    filter,
    setFilter,
    products: filterCoachProducts(all, filter, competingIds).slice(0, count),
    isLoading:
      products.isPending || (filter !== 'all' && userLoading) || (needsGames && games.isPending),
    isError: products.isError,
    emptyText: filteredEmptyText(all.length, filter),
    competingIds,
    isSignedIn: user !== null,
  };
}
