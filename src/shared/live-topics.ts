import { GAME_ID_PATTERN } from './game-id';

/**
 * The live channel (its messages' schemas: contracts/live.ts; this module has no zod, so the
 * browser's first load can follow topics without it): one WebSocket per browser tab on `GET /api/live`. The client subscribes to
 * topics; the server forwards "this changed" events (ids and versions only) and the client
 * re-fetches the state over HTTP, which stays the truth.
 */
export const LIVE_PATH = '/api/live';

/** One socket follows at most this many topics (a page needs a handful). */
export const MAX_LIVE_TOPICS = 50;

/** Topics name what changed; the server checks who may follow each one. */
export const liveTopics = {
  room: (id: string) => `room:${id}`,
  rooms: 'rooms',
  freePlay: (id: string) => `free-play:${id}`,
  competition: (id: number) => `competition:${id}`,
  games: 'games',
  /** New influencer metrics snapshots were stored: live scores (leaderboards, games) moved. */
  metrics: 'metrics',
  notifications: (userId: number) => `notifications:${userId}`,
  /** A chat of this user changed: a message to or from them, a refund, a block. */
  chat: (userId: number) => `chat:${userId}`,
  /**
   * An auction's bids, end and close (public). A bid's event on a live auction carries its public
   * state (`AuctionLiveView`); other events are bare and the page re-fetches.
   */
  auction: (id: number) => `auction:${id}`,
  /** Some auction opened, was bid on, closed or was cancelled (the 'Live auctions' row). */
  auctions: 'auctions',
  /**
   * A product's stock changed (an order, a cancel, an admin's edit; public). Its event carries the
   * stock now (`ProductStockView`), so a page shows 'out of stock' without re-fetching.
   */
  product: (id: number) => `product:${id}`,
} as const;

/**
 * An event whose id is RESYNC_ID says "anything on this topic may have changed": it follows a
 * reconnect (of the browser's socket, or of a server's LISTEN connection), after which events may
 * have been missed.
 */
export const RESYNC_ID = '*';

export type TopicAccess = { kind: 'public' } | { kind: 'user'; userId: number };

const publicTopics = new Set<string>([
  liveTopics.rooms,
  liveTopics.games,
  liveTopics.metrics,
  liveTopics.auctions,
]);
const gameIdSource = GAME_ID_PATTERN.source.replace(/^\^|\$$/g, '');
const roomTopic = new RegExp(`^(?:room|free-play):${gameIdSource}$`);
const numberedTopic = /^(?:competition|auction|product):[1-9]\d{0,11}$/;
const userTopic = /^(?:notifications|chat):([1-9]\d{0,11})$/;

/** Who may follow a topic: anyone, only one signed-in user, or (null) no such topic. */
export function topicAccess(topic: string): TopicAccess | null {
  if (publicTopics.has(topic) || roomTopic.test(topic) || numberedTopic.test(topic)) {
    return { kind: 'public' };
  }
  const user = userTopic.exec(topic);
  if (user?.[1]) return { kind: 'user', userId: Number(user[1]) };
  return null;
}
