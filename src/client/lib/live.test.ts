import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay } from '../../shared/backoff';
import { type LiveEventMessage, liveServerMessageSchema } from '../../shared/contracts/live';
import {
  LIVE_BACKOFF,
  LIVE_SAFETY_POLL_MS,
  LiveClient,
  type LiveSocketLike,
  livePollInterval,
  liveUrl,
} from './live';

/** A WebSocket stand-in: the test opens, feeds and closes it. */
class MockSocket implements LiveSocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string) {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  // The server's side:
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(data: unknown) {
    this.onmessage?.({
      data: typeof data === 'string' ? data : JSON.stringify(data),
    } as MessageEvent);
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({} as CloseEvent);
  }
}

let sockets: MockSocket[];
let client: LiveClient;
const latest = () => sockets[sockets.length - 1] as MockSocket;
const event = (topic: string, id: string, version: number) => ({
  type: 'event',
  topic,
  id,
  version,
});

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  client = new LiveClient({
    url: () => 'ws://shop.test/api/live',
    createSocket: (url) => {
      const socket = new MockSocket(url);
      sockets.push(socket);
      return socket;
    },
    random: () => 0.5,
    pingMs: 25_000,
    pongTimeoutMs: 10_000,
    parseMessage: (value) => {
      const parsed = liveServerMessageSchema.safeParse(value);
      return parsed.success ? parsed.data : null;
    },
  });
});

afterEach(() => {
  client.close();
  vi.useRealTimers();
});

describe('LiveClient', () => {
  it('reads server messages without a parser given (the hand-written reader), skipping what is not one', () => {
    const plain = new LiveClient({
      url: () => 'ws://shop.test/api/live',
      createSocket: (url) => {
        const socket = new MockSocket(url);
        sockets.push(socket);
        return socket;
      },
    });
    try {
      const got: LiveEventMessage[] = [];
      plain.subscribe('games', (e) => got.push(e));
      latest().open();
      latest().receive(event('games', '1', 1));
      latest().receive({ type: 'event', topic: 'games' });
      latest().receive(event('games', '2', 2));
      expect(got).toEqual([
        { topic: 'games', id: '1', version: 1 },
        { topic: 'games', id: '2', version: 2 },
      ]);
    } finally {
      plain.close();
    }
  });

  it('opens one socket with the first topic and subscribes each topic once', () => {
    expect(sockets).toHaveLength(0);
    const a: LiveEventMessage[] = [];
    const b: LiveEventMessage[] = [];
    client.subscribe('games', (e) => a.push(e));
    client.subscribe('games', (e) => b.push(e));
    client.subscribe('competition:3', () => {});
    expect(sockets).toHaveLength(1);
    expect(latest().url).toBe('ws://shop.test/api/live');
    latest().open();
    expect(latest().sent).toEqual([
      { type: 'subscribe', topic: 'games' },
      { type: 'subscribe', topic: 'competition:3' },
    ]);
    expect(client.connected).toBe(true);

    latest().receive(event('games', '7', 2));
    latest().receive(event('competition:9', '9', 1));
    expect(a).toEqual([{ topic: 'games', id: '7', version: 2 }]);
    expect(b).toEqual(a);
  });

  it('hands a pushed view to the listeners with the event', () => {
    const got: unknown[] = [];
    client.subscribe('room:ABC123', (e) => got.push(e));
    latest().open();
    latest().receive({ ...event('room:ABC123', '1000', 3), view: { id: 'ABC123' } });
    latest().receive(event('room:ABC123', 'ABC123', 4));
    expect(got).toEqual([
      { topic: 'room:ABC123', id: '1000', version: 3, view: { id: 'ABC123' } },
      { topic: 'room:ABC123', id: 'ABC123', version: 4 },
    ]);
  });

  it('unsubscribes a topic when its last listener leaves', () => {
    const stopA = client.subscribe('games', () => {});
    const stopB = client.subscribe('games', () => {});
    latest().open();
    const afterOpen = latest().sent.length;
    stopA();
    expect(latest().sent).toHaveLength(afterOpen);
    stopB();
    expect(latest().sent.slice(afterOpen)).toEqual([{ type: 'unsubscribe', topic: 'games' }]);
    // A later topic is subscribed on the same socket.
    client.subscribe('rooms', () => {});
    expect(latest().sent.at(-1)).toEqual({ type: 'subscribe', topic: 'rooms' });
    expect(sockets).toHaveLength(1);
  });

  it('ignores what is not an event: bad JSON, errors, pongs, unknown shapes', () => {
    const seen: LiveEventMessage[] = [];
    client.subscribe('games', (e) => seen.push(e));
    latest().open();
    latest().receive('{oops');
    latest().receive({ type: 'error', message: 'Unknown topic', topic: 'games' });
    latest().receive({ type: 'pong' });
    latest().receive({ type: 'event', topic: 'games' });
    expect(seen).toEqual([]);
  });

  it('reconnects with growing, capped, jittered waits and re-subscribes everything', () => {
    const seen: LiveEventMessage[] = [];
    const statuses: boolean[] = [];
    client.onStatusChange(() => statuses.push(client.connected));
    client.subscribe('games', (e) => seen.push(e));
    client.subscribe('notifications:4', () => {});
    latest().open();
    latest().receive({ type: 'subscribed', topic: 'games' });
    latest().drop();
    expect(client.connected).toBe(false);

    // Attempts 0, 1, 2, ... wait backoffDelay(n) (random fixed at 0.5 here); none succeeds.
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const count = sockets.length;
      const wait = backoffDelay(attempt, LIVE_BACKOFF, () => 0.5);
      vi.advanceTimersByTime(wait - 1);
      expect(sockets).toHaveLength(count);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(count + 1);
      latest().drop();
    }
    expect(backoffDelay(7, LIVE_BACKOFF, () => 0.5)).toBe(22_500);

    vi.advanceTimersByTime(LIVE_BACKOFF.maxMs);
    latest().open();
    expect(latest().sent).toEqual([
      { type: 'subscribe', topic: 'games' },
      { type: 'subscribe', topic: 'notifications:4' },
    ]);
    // Events may have been missed while down: every screen re-fetches.
    expect(seen).toEqual([{ topic: 'games', id: '*', version: 0 }]);
    expect(statuses).toEqual([true, false, true]);
  });

  it('starts over from the shortest wait once a connection has worked', () => {
    client.subscribe('games', () => {});
    latest().open();
    latest().drop();
    vi.advanceTimersByTime(backoffDelay(0, LIVE_BACKOFF, () => 0.5));
    latest().drop();
    vi.advanceTimersByTime(backoffDelay(1, LIVE_BACKOFF, () => 0.5));
    latest().open();
    latest().receive({ type: 'subscribed', topic: 'games' });
    latest().drop();
    const count = sockets.length;
    vi.advanceTimersByTime(backoffDelay(0, LIVE_BACKOFF, () => 0.5));
    expect(sockets).toHaveLength(count + 1);
  });

  it('pings, and drops a line that stays silent', () => {
    client.subscribe('games', () => {});
    const first = latest();
    first.open();
    vi.advanceTimersByTime(25_000);
    expect(first.sent.at(-1)).toEqual({ type: 'ping' });
    first.receive({ type: 'pong' });
    vi.advanceTimersByTime(25_000);
    expect(first.sent.at(-1)).toEqual({ type: 'ping' });
    // No answer this time.
    vi.advanceTimersByTime(10_000);
    expect(first.closed).toBe(true);
    expect(client.connected).toBe(false);
    vi.advanceTimersByTime(LIVE_BACKOFF.baseMs);
    expect(sockets).toHaveLength(2);
  });

  it('reopens when the signed-in user changes, so the server sees the new session', () => {
    client.subscribe('games', () => {});
    latest().open();
    // The app learns who is signed in after the socket opened: same cookie, no reconnect.
    client.setSession('12');
    expect(sockets).toHaveLength(1);
    client.setSession(null);
    expect(sockets).toHaveLength(2);
    expect(sockets[0]?.closed).toBe(true);
    latest().open();
    client.setSession(null);
    client.setSession('15');
    expect(sockets).toHaveLength(3);
  });

  it('does not open a socket without topics, nor reconnect for nobody', () => {
    const stop = client.subscribe('games', () => {});
    latest().open();
    stop();
    latest().drop();
    vi.advanceTimersByTime(LIVE_BACKOFF.maxMs * 2);
    expect(sockets).toHaveLength(1);
    client.subscribe('rooms', () => {});
    expect(sockets).toHaveLength(2);
  });

  it('a throwing listener does not stop the others', () => {
    const seen: string[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    client.subscribe('games', () => {
      throw new Error('screen bug');
    });
    client.subscribe('games', (e) => seen.push(e.id));
    latest().open();
    latest().receive(event('games', '1', 1));
    expect(seen).toEqual(['1']);
    error.mockRestore();
  });
});

describe('livePollInterval', () => {
  it('polls at the specification’s pace while the socket is down', () => {
    expect(livePollInterval(false, 5_000)).toBe(5_000);
    expect(livePollInterval(false, 3_000)).toBe(3_000);
    expect(livePollInterval(false, false)).toBe(false);
  });

  it('only as a slow safety net while connected, never faster than the spec', () => {
    expect(livePollInterval(true, 10_000)).toBe(LIVE_SAFETY_POLL_MS);
    expect(livePollInterval(true, 30_000)).toBe(LIVE_SAFETY_POLL_MS);
    expect(livePollInterval(true, 5 * 60_000)).toBe(5 * 60_000);
    expect(livePollInterval(true, false)).toBe(false);
  });
});

describe('liveUrl', () => {
  it('follows the page: wss on https, ws on http, same host and port', () => {
    expect(liveUrl({ protocol: 'https:', host: 'shop.example' })).toBe(
      'wss://shop.example/api/live',
    );
    expect(liveUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/api/live',
    );
  });
});
