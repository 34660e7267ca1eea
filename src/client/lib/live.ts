import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { type BackoffOptions, backoffDelay } from '../../shared/backoff';
import type {
  LiveClientMessage,
  LiveEventMessage,
  LiveServerMessage,
} from '../../shared/contracts/live';
import { LIVE_PATH, RESYNC_ID } from '../../shared/live-topics';
import { readLiveServerMessage } from './live-message';

/**
 * Live updates: one WebSocket per tab (`/api/live`), shared by every screen. Screens follow topics;
 * each event says "this changed" and the screen re-fetches over HTTP. While the socket is down the
 * screens poll at the specification's intervals (`livePollInterval`), and it reconnects with
 * capped, jittered exponential backoff, then re-subscribes and tells every screen to re-fetch
 * (events may have been missed meanwhile).
 */

/** The part of the browser's WebSocket the client uses (tests pass a fake). */
export interface LiveSocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface LiveClientOptions {
  url: () => string;
  createSocket: (url: string) => LiveSocketLike;
  backoff?: BackoffOptions;
  /** Ask the server for a pong this often while connected... */
  pingMs?: number;
  /** ...and give up on the connection when nothing arrives this long after asking. */
  pongTimeoutMs?: number;
  random?: () => number;
  /** Reads a server message (null: not one); `readLiveServerMessage` when left out. */
  parseMessage?: MessageParser;
}

type MessageParser = (value: unknown) => LiveServerMessage | null;

/** An event as screens receive it: some topics carry the thing's public view (`view`). */
export type LiveEvent = LiveEventMessage & { view?: unknown };
type Listener = (event: LiveEvent) => void;

const OPEN = 1;
export const LIVE_BACKOFF: BackoffOptions = { baseMs: 1000, maxMs: 30_000 };

export class LiveClient {
  readonly #options: Required<Omit<LiveClientOptions, 'parseMessage'>>;
  readonly #parseMessage: MessageParser;
  readonly #listeners = new Map<string, Set<Listener>>();
  readonly #statusListeners = new Set<() => void>();
  #socket: LiveSocketLike | null = null;
  #connected = false;
  #everOpened = false;
  #attempt = 0;
  #retryTimer: ReturnType<typeof setTimeout> | null = null;
  #pingTimer: ReturnType<typeof setInterval> | null = null;
  #pongTimer: ReturnType<typeof setTimeout> | null = null;
  /** The signed-in user as the app knows it (undefined: not known yet). */
  #session: string | null | undefined = undefined;
  /** The session the current socket's cookie carried when it opened. */
  #socketSession: string | null | undefined = undefined;

  constructor({ parseMessage, ...options }: LiveClientOptions) {
    this.#options = {
      backoff: LIVE_BACKOFF,
      pingMs: 25_000,
      pongTimeoutMs: 10_000,
      random: Math.random,
      ...options,
    };
    this.#parseMessage = parseMessage ?? readLiveServerMessage;
  }

  get connected(): boolean {
    return this.#connected;
  }

  /** Follows `topic`; the returned function stops. The socket opens with the first topic. */
  subscribe(topic: string, listener: Listener): () => void {
    let set = this.#listeners.get(topic);
    if (!set) {
      set = new Set();
      this.#listeners.set(topic, set);
      this.#send({ type: 'subscribe', topic });
    }
    const entry: Listener = (event) => listener(event);
    set.add(entry);
    this.#ensureSocket();
    return () => {
      const current = this.#listeners.get(topic);
      if (!current?.delete(entry) || current.size > 0) return;
      this.#listeners.delete(topic);
      this.#send({ type: 'unsubscribe', topic });
    };
  }

  onStatusChange(listener: () => void): () => void {
    this.#statusListeners.add(listener);
    return () => {
      this.#statusListeners.delete(listener);
    };
  }

  /**
   * The socket's session is the cookie it was opened with: when the user signs in or out, it is
   * reopened so the server sees who follows `notifications:{id}`.
   */
  setSession(key: string | null): void {
    this.#session = key;
    if (!this.#socket) return;
    if (this.#socketSession === undefined) {
      // Opened before the app knew; the cookie it carried is the current one.
      this.#socketSession = key;
      return;
    }
    if (this.#socketSession !== key) {
      this.#drop(this.#socket);
      this.#open();
    }
  }

  /** Reconnect now instead of waiting out the backoff (e.g. the browser came back online). */
  retryNow(): void {
    if (this.#socket || !this.#retryTimer) return;
    clearTimeout(this.#retryTimer);
    this.#retryTimer = null;
    this.#open();
  }

  /** Closes for good (tests). */
  close(): void {
    this.#listeners.clear();
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    this.#retryTimer = null;
    if (this.#socket) this.#drop(this.#socket);
  }

  #ensureSocket(): void {
    if (this.#socket || this.#retryTimer || this.#listeners.size === 0) return;
    this.#open();
  }

  /** Hands a server message's event to the topic's listeners. */
  #read(socket: LiveSocketLike, value: unknown): void {
    if (this.#socket !== socket) return;
    const message = this.#parseMessage(value);
    if (message?.type !== 'event') return;
    const { topic, id, version, view } = message;
    this.#deliver(view === undefined ? { topic, id, version } : { topic, id, version, view });
  }

  #open(): void {
    let socket: LiveSocketLike;
    try {
      socket = this.#options.createSocket(this.#options.url());
    } catch {
      this.#scheduleReconnect();
      return;
    }
    this.#socket = socket;
    this.#socketSession = this.#session;
    socket.onopen = () => {
      if (this.#socket !== socket) return;
      const reconnected = this.#everOpened;
      this.#everOpened = true;
      for (const topic of this.#listeners.keys()) this.#send({ type: 'subscribe', topic });
      this.#startPing(socket);
      this.#setConnected(true);
      if (reconnected) {
        for (const topic of [...this.#listeners.keys()]) {
          this.#deliver({ topic, id: RESYNC_ID, version: 0 });
        }
      }
    };
    socket.onmessage = (event) => {
      if (this.#socket !== socket) return;
      // Any message shows the line is alive; a server that talks has accepted us (backoff resets).
      this.#attempt = 0;
      if (this.#pongTimer) clearTimeout(this.#pongTimer);
      this.#pongTimer = null;
      if (typeof event.data !== 'string') return;
      let value: unknown;
      try {
        value = JSON.parse(event.data);
      } catch {
        return;
      }
      this.#read(socket, value);
    };
    socket.onclose = () => {
      if (this.#socket !== socket) return;
      this.#drop(socket);
      this.#scheduleReconnect();
    };
    socket.onerror = () => {
      // A close always follows.
    };
  }

  /** Forgets a socket (closing it if needed); its late callbacks are ignored. */
  #drop(socket: LiveSocketLike): void {
    if (this.#socket === socket) this.#socket = null;
    if (this.#pingTimer) clearInterval(this.#pingTimer);
    if (this.#pongTimer) clearTimeout(this.#pongTimer);
    this.#pingTimer = null;
    this.#pongTimer = null;
    try {
      socket.close();
    } catch {
      // Already closed.
    }
    this.#setConnected(false);
  }

  #scheduleReconnect(): void {
    if (this.#retryTimer || this.#listeners.size === 0) return;
    const delay = backoffDelay(this.#attempt, this.#options.backoff, this.#options.random);
    this.#attempt += 1;
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = null;
      if (!this.#socket && this.#listeners.size > 0) this.#open();
    }, delay);
  }

  #startPing(socket: LiveSocketLike): void {
    this.#pingTimer = setInterval(() => {
      if (this.#socket !== socket) return;
      this.#send({ type: 'ping' });
      if (this.#pongTimer) return;
      this.#pongTimer = setTimeout(() => {
        if (this.#socket !== socket) return;
        // Silent too long: a dead line the browser has not noticed (sleep, network change).
        this.#drop(socket);
        this.#scheduleReconnect();
      }, this.#options.pongTimeoutMs);
    }, this.#options.pingMs);
  }

  #send(message: LiveClientMessage): void {
    const socket = this.#socket;
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
  }

  #deliver(event: LiveEvent): void {
    for (const listener of [...(this.#listeners.get(event.topic) ?? [])]) {
      try {
        listener(event);
      } catch (error) {
        console.error('live listener failed', error);
      }
    }
  }

  #setConnected(connected: boolean): void {
    if (this.#connected === connected) return;
    this.#connected = connected;
    for (const listener of [...this.#statusListeners]) listener();
  }
}

/** ws: or wss: to this page's own host (the Vite dev server proxies it to the API). */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${LIVE_PATH}`;
}

let shared: LiveClient | null = null;

/** The tab's one live connection. */
export function liveClient(): LiveClient {
  if (!shared) {
    const client = new LiveClient({
      url: () => liveUrl(),
      createSocket: (url) => {
        if (typeof WebSocket === 'undefined') throw new Error('no WebSocket here');
        return new WebSocket(url);
      },
    });
    if (typeof window !== 'undefined') window.addEventListener('online', () => client.retryNow());
    shared = client;
  }
  return shared;
}

/** Calls `onEvent` for every event of `topic` (none while `topic` is null or undefined). */
export function useLiveTopic(
  topic: string | null | undefined,
  onEvent: (event: LiveEvent) => void,
): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    if (!topic) return;
    return liveClient().subscribe(topic, (event) => handler.current(event));
  }, [topic]);
}

/** Re-fetches the query `queryKey` on each event of `topic`. */
export function useLiveQuery(queryKey: QueryKey, topic: string | null | undefined): void {
  const queryClient = useQueryClient();
  const key = useRef(queryKey);
  useEffect(() => {
    key.current = queryKey;
  });
  useLiveTopic(topic, () => {
    void queryClient.invalidateQueries({ queryKey: key.current });
  });
}

const subscribeStatus = (listener: () => void) => liveClient().onStatusChange(listener);

/** Whether the live connection is up (screens then poll only as a slow safety net). */
export function useLiveStatus(): boolean {
  return useSyncExternalStore(
    subscribeStatus,
    () => liveClient().connected,
    () => false,
  );
}

/** While connected, screens still re-fetch this rarely, in case an event was lost. */
export const LIVE_SAFETY_POLL_MS = 60_000;

/**
 * The polling interval for a screen whose specification says `specMs`: that interval while the
 * live connection is down, the slow safety interval while it is up (never faster than the spec).
 */
export function livePollInterval(connected: boolean, specMs: number | false): number | false {
  if (specMs === false) return false;
  return connected ? Math.max(specMs, LIVE_SAFETY_POLL_MS) : specMs;
}

/** `livePollInterval` with the current connection state. */
export function useLivePollInterval(specMs: number | false): number | false {
  return livePollInterval(useLiveStatus(), specMs);
}

/** Tells the live connection who is signed in (`null` for a visitor, `undefined` while loading). */
export function useLiveSession(key: string | null | undefined): void {
  useEffect(() => {
    if (key !== undefined) liveClient().setSession(key);
  }, [key]);
}
