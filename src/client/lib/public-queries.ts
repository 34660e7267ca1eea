import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/**
 * The queries a server render may fetch and put in the page: answers that hold for every visitor
 * (catalogue, influencers, games). The render asks without the visitor's cookies, so nothing here
 * can carry one shopper's data; the user, cart, bell, orders, rooms and the rest stay out and load
 * in the browser after hydration. The games answers say whether the viewer has joined: they are
 * re-fetched on mount (staleTime 0), so a signed-in shopper's own view follows right after; so are
 * the auctions (an auction says what the viewer bid).
 */
const publicRoots: readonly string[] = [
  queryKeys.products.all[0],
  queryKeys.product.all[0],
  queryKeys.brands[0],
  queryKeys.influencers.all[0],
  queryKeys.dailyScores.today[0],
  queryKeys.metricsSource[0],
  queryKeys.competitions.all[0],
  queryKeys.auctions.all[0],
];

export function isPublicQuery(key: QueryKey): boolean {
  const [root] = key;
  if (typeof root !== 'string' || !publicRoots.includes(root)) return false;
  // The shopper's own games; leaderboard pages load on demand.
  if (root === queryKeys.competitions.all[0]) {
    return key[2] !== queryKeys.competitions.mine[2] && key[3] !== 'leaderboard';
  }
  // The shopper's own bids and the admin's views.
  if (root === queryKeys.auctions.all[0]) {
    return key[1] !== queryKeys.auctions.mine[1] && key[1] !== queryKeys.auctions.admin[1];
  }
  return true;
}

/**
 * Queries naming the thing a page is about: when one answers 404, so does the page (an unknown or
 * archived product, influencer or game).
 */
export function isPageEntityQuery(key: QueryKey): boolean {
  const [root, second] = key;
  if (root === queryKeys.product.all[0] || root === queryKeys.influencers.all[0]) {
    return key.length === 2;
  }
  return (
    root === queryKeys.competitions.all[0] &&
    second === 'games' &&
    key.length === 3 &&
    key[2] !== 'mine' &&
    key[2] !== 'active'
  );
}
