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
