import {
  type LiveServerMessage,
  liveClientMessageSchema,
  liveMessages,
  MAX_LIVE_TOPICS,
  RESYNC_ID,
  type TopicAccess,
  topicAccess,
} from '../../../shared/contracts/live';
import type { AppContext } from '../../context';
import type { EventBus, LiveEvent, LiveView } from '../../events';
import { liveEventLag, liveViewsBuilt, websocketEventsDelivered } from '../../ops/metrics';

/** The part of a `ws` WebSocket the hub uses (tests pass fakes). */
export interface LiveSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  /** A Buffer is sent as a text frame when `binary` is false (the event, encoded once for all). */
  send(data: string): void;
  send(data: Buffer, options: { binary: boolean }): void;
  ping(): void;
  terminate(): void;
}

const OPEN = 1;
/** A client this far behind on reading (a stalled tab) is cut off; it reconnects and re-fetches. */
const MAX_BUFFERED_BYTES = 256 * 1024;

type Log = AppContext['log'];

interface TopicEntry {
  sockets: Set<LiveSocket>;
  unsubscribe: () => void;
  /** The source of this topic's pushed view, if it has one. */
  view?: LiveView;
}

/** One topic's view being built: a cause that arrived meanwhile is built once more afterwards. */
interface Building {
  again: LiveEvent | null;
}

/**
 * This process's WebSockets by topic: one bus subscription per followed topic, however many sockets
 * follow it, and each event serialised once for all of them.
 *
 * Topics with a view source (`LiveView`) also get their public view pushed when an event of a
 * topic that moves it arrives (`metrics` for a played room): the hub follows that topic on the
 * bus while such a topic is watched here, builds each watched view once per change (one build at
 * a time per topic; causes that arrive meanwhile make one more build) and sends it to the
 * topic's sockets as the topic's event, with the view.
 */
export class LiveHub {
  readonly #topics = new Map<string, TopicEntry>();
  readonly #connections = new Set<LiveConnection>();
  /** Topics that move views (e.g. `metrics`) the hub follows itself, with how many views use each. */
  readonly #movers = new Map<string, { users: number; unsubscribe: () => void }>();
  readonly #building = new Map<string, Building>();
  #heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly bus: EventBus,
    readonly log: Log,
    private readonly views: readonly LiveView[] = [],
  ) {}

  get connectionCount(): number {
    return this.#connections.size;
  }

  /** Sockets per followed topic on this process (the health metrics group them by kind). */
  subscriptionCounts(): Map<string, number> {
    return new Map([...this.#topics].map(([topic, entry]) => [topic, entry.sockets.size]));
  }

  join(topic: string, socket: LiveSocket): void {
    let entry = this.#topics.get(topic);
    if (!entry) {
      const sockets = new Set<LiveSocket>();
      const view = this.views.find((source) => source.matches(topic));
      const unsubscribe = this.bus.subscribe(topic, (event) =>
        view?.ownEvents && event.id !== RESYNC_ID
          ? this.#push(topic, event)
          : fanOut(sockets, event),
      );
      entry = view ? { sockets, unsubscribe, view } : { sockets, unsubscribe };
      this.#topics.set(topic, entry);
      for (const mover of view?.movedBy ?? []) this.#follow(mover);
    }
    entry.sockets.add(socket);
  }

  leave(topic: string, socket: LiveSocket): void {
    const entry = this.#topics.get(topic);
    if (!entry) return;
    entry.sockets.delete(socket);
    if (entry.sockets.size === 0) {
      entry.unsubscribe();
      this.#topics.delete(topic);
      for (const mover of entry.view?.movedBy ?? []) this.#unfollow(mover);
    }
  }

  #follow(mover: string): void {
    const followed = this.#movers.get(mover);
    if (followed) {
      followed.users += 1;
      return;
    }
    const unsubscribe = this.bus.subscribe(mover, (event) => {
      for (const [topic, entry] of this.#topics) {
        if (entry.view?.movedBy.includes(mover)) this.#push(topic, event);
      }
    });
    this.#movers.set(mover, { users: 1, unsubscribe });
  }

  #unfollow(mover: string): void {
    const followed = this.#movers.get(mover);
    if (!followed) return;
    followed.users -= 1;
    if (followed.users > 0) return;
    followed.unsubscribe();
    this.#movers.delete(mover);
  }

  /** Builds `topic`'s view for `cause` and sends it to the topic's sockets (see the class). */
  #push(topic: string, cause: LiveEvent): void {
    const building = this.#building.get(topic);
    if (building) {
      building.again = cause;
      return;
    }
    const state: Building = { again: null };
    this.#building.set(topic, state);
    const build = async () => {
      const entry = this.#topics.get(topic);
      if (!entry?.view) return;
      const built = await entry.view.build(topic);
      liveViewsBuilt.inc();
      const current = this.#topics.get(topic);
      if (!current) return;
      if (!built) {
        if (entry.view.ownEvents) fanOut(current.sockets, cause);
        return;
      }
      fanOut(current.sockets, {
        topic,
        id: cause.id,
        // A topic's own event keeps its version (an auction's: the bid's time).
        version: current.view?.ownEvents ? cause.version : built.version,
        view: built.view,
        ...(cause.sentAt === undefined ? {} : { sentAt: cause.sentAt }),
      });
    };
    const next = () => {
      this.#building.delete(topic);
      if (state.again) this.#push(topic, state.again);
    };
    build()
      .catch((error: unknown) => this.log.error({ err: error, topic }, 'live view not built'))
      .finally(() => {
        const spacingMs = this.#topics.get(topic)?.view?.spacingMs ?? 0;
        if (spacingMs > 0) setTimeout(next, spacingMs).unref();
        else next();
      });
  }

  add(connection: LiveConnection): void {
    this.#connections.add(connection);
  }

  remove(connection: LiveConnection): void {
    this.#connections.delete(connection);
  }

  /**
   * Every `intervalMs` each socket is pinged; one that has not answered the previous ping (nor sent
   * anything since) is dropped, so dead connections do not pile up.
   */
  startHeartbeat(intervalMs: number): void {
    this.#heartbeat = setInterval(() => {
      for (const connection of this.#connections) connection.heartbeat();
    }, intervalMs);
    this.#heartbeat.unref();
  }

  close(): void {
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    for (const entry of this.#topics.values()) entry.unsubscribe();
    this.#topics.clear();
    for (const followed of this.#movers.values()) followed.unsubscribe();
    this.#movers.clear();
    this.#connections.clear();
  }
}

/** Sends one event (serialised once) to every socket; records the publish → delivery lag. */
function fanOut(sockets: Set<LiveSocket>, event: LiveEvent & { view?: unknown }): void {
  if (sockets.size === 0) return;
  // Serialised and UTF-8 encoded once, however many sockets (a pushed view is a few KB).
  const message = Buffer.from(
    JSON.stringify({
      type: 'event',
      topic: event.topic,
      id: event.id,
      version: event.version,
      ...(event.view === undefined ? {} : { view: event.view }),
    } satisfies LiveServerMessage),
  );
  let delivered = 0;
  for (const socket of sockets) if (sendRaw(socket, message)) delivered += 1;
  if (delivered === 0) return;
  websocketEventsDelivered.inc(delivered);
  // Once the frames are handed to the sockets: the lag of this event for all of them.
  if (event.sentAt !== undefined)
    liveEventLag.observe(Math.max(0, Date.now() - event.sentAt) / 1000);
}

/** Sends unless the socket is closed or too far behind (then cut off); true when sent. */
function sendRaw(socket: LiveSocket, message: string | Buffer): boolean {
  if (socket.readyState !== OPEN) return false;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.terminate();
    return false;
  }
  if (typeof message === 'string') socket.send(message);
  else socket.send(message, { binary: false });
  return true;
}

/** Decides whether this socket's client may follow a topic of that access kind. */
export type TopicAuthorizer = (access: TopicAccess) => Promise<boolean>;

/**
 * One client's socket: its subscriptions, its messages (handled one at a time, in order) and its
 * liveness. Messages that are not JSON are ignored; JSON that is not a message gets an error.
 */
export class LiveConnection {
  readonly topics = new Set<string>();
  #alive = true;
  #closed = false;
  #queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly hub: LiveHub,
    private readonly socket: LiveSocket,
    private readonly authorize: TopicAuthorizer,
    private readonly maxTopics = MAX_LIVE_TOPICS,
    /** This session's logger (tagged with the upgrade request's id); the hub's otherwise. */
    private readonly log: Log = hub.log,
  ) {
    hub.add(this);
  }

  receive(data: string): void {
    this.#alive = true;
    let value: unknown;
    try {
      value = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = liveClientMessageSchema.safeParse(value);
    if (!parsed.success) {
      this.#send({ type: 'error', message: liveMessages.badMessage });
      return;
    }
    const message = parsed.data;
    this.#queue = this.#queue
      .then(async () => {
        if (this.#closed) return;
        switch (message.type) {
          case 'ping':
            this.#send({ type: 'pong' });
            return;
          case 'unsubscribe':
            if (this.topics.delete(message.topic)) this.hub.leave(message.topic, this.socket);
            return;
          case 'subscribe':
            await this.#subscribe(message.topic);
            return;
        }
      })
      .catch((error: unknown) => this.log.error({ err: error }, 'live message failed'));
  }

  async #subscribe(topic: string): Promise<void> {
    if (this.topics.has(topic)) {
      this.#send({ type: 'subscribed', topic });
      return;
    }
    const access = topicAccess(topic);
    if (!access) {
      this.#send({ type: 'error', message: liveMessages.unknownTopic, topic });
      return;
    }
    if (this.topics.size >= this.maxTopics) {
      this.#send({ type: 'error', message: liveMessages.tooManyTopics, topic });
      return;
    }
    if (!(await this.authorize(access))) {
      this.#send({ type: 'error', message: liveMessages.forbiddenTopic, topic });
      return;
    }
    if (this.#closed) return;
    this.topics.add(topic);
    this.hub.join(topic, this.socket);
    this.#send({ type: 'subscribed', topic });
  }

  pong(): void {
    this.#alive = true;
  }

  heartbeat(): void {
    if (!this.#alive) {
      this.socket.terminate();
      return;
    }
    this.#alive = false;
    if (this.socket.readyState === OPEN) this.socket.ping();
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    for (const topic of this.topics) this.hub.leave(topic, this.socket);
    this.topics.clear();
    this.hub.remove(this);
  }

  #send(message: LiveServerMessage): void {
    sendRaw(this.socket, JSON.stringify(message));
  }
}
