import { liveTopics } from '../shared/contracts/live';

/**
 * Live updates: modules publish "this changed" after their transaction commits; the live channel
 * (WebSocket) forwards it to the clients subscribed to the topic, which re-fetch the state. Payloads
 * carry ids and versions only (NOTIFY payloads are small and delivered on commit); the tables stay
 * the truth.
 */
export interface LiveEvent {
  topic: string;
  /** What changed (a room id, a competition id...). */
  id: string;
  /** Grows with every change of that thing; clients ignore an older version than they have. */
  version: number;
  /**
   * When it was published (ms since the epoch; set by the bus, carried in the NOTIFY): the live
   * channel measures the lag from publish to delivery with it.
   */
  sentAt?: number;
}

/**
 * A screen whose public state the live channel pushes with the event, so its watchers need not
 * re-fetch (issue 16): the view is built once per process per change, whatever the number of
 * watchers, and carries nothing private (each client keeps its own parts from its last fetch).
 */
export interface LiveView {
  /** Whether this source builds the view of `topic` (e.g. `room:{id}`). */
  matches(topic: string): boolean;
  /** Topics whose events move these views too (e.g. `metrics` moves a played room's scores). */
  movedBy: readonly string[];
  /**
   * Whether the topic's own events are built too (an auction's bid): each event of the topic is
   * sent with the view built after it, keeping the event's version (the view carries its own);
   * when `build` answers null the event goes out bare.
   */
  ownEvents?: boolean;
  /**
   * At least this long between two pushes of one topic's view (events meanwhile are folded into
   * one push of the view after the last): a product selling out in a drop changes its stock a
   * hundred times a second, and its page needs the last of them, not each.
   */
  spacingMs?: number;
  /**
   * The public view of `topic` now, with its version (the thing's own version: a client whose
   * copy has another version re-fetches instead), or null when there is nothing to push.
   */
  build(topic: string): Promise<{ version: number; view: unknown } | null>;
}

export interface EventPublisher {
  publish(event: LiveEvent): Promise<void>;
}

export interface EventBus extends EventPublisher {
  /** Calls `listener` for every event of `topic` from any process; returns the unsubscribe. */
  subscribe(topic: string, listener: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
  /** True while events from other processes can arrive (the LISTEN connection is up); readiness asks. */
  listening?(): boolean;
}

/** Topics: which screens' state changed (shared with the client, which subscribes to them). */
export const topics = liveTopics;
