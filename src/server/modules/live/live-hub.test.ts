import { describe, expect, it, vi } from 'vitest';
import type { EventBus, LiveEvent, LiveView } from '../../events';
import { LiveConnection, LiveHub, type LiveSocket } from './live-hub';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** A bus that counts subscriptions and delivers `emit`ted events synchronously. */
function fakeBus() {
  const listeners = new Map<string, Set<(event: LiveEvent) => void>>();
  const bus: EventBus = {
    publish: async (event) => {
      for (const listener of listeners.get(event.topic) ?? []) listener(event);
    },
    subscribe: (topic, listener) => {
      const set = listeners.get(topic) ?? new Set();
      set.add(listener);
      listeners.set(topic, set);
      return () => set.delete(listener);
    },
    close: async () => {},
  };
  return { bus, subscriptions: (topic: string) => listeners.get(topic)?.size ?? 0 };
}

class FakeSocket implements LiveSocket {
  readyState = 1;
  bufferedAmount = 0;
  sent: unknown[] = [];
  pings = 0;
  terminated = false;
  send(data: string | Buffer, options?: { binary: boolean }) {
    expect(typeof data === 'string' || options?.binary === false).toBe(true);
    this.sent.push(JSON.parse(String(data)));
  }
  ping() {
    this.pings += 1;
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const anyone = async () => true;

describe('LiveHub', () => {
  it('subscribes to the bus once per topic and sends each event to every follower', async () => {
    const { bus, subscriptions } = fakeBus();
    const hub = new LiveHub(bus, silent);
    const sockets = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    const connections = sockets.map((socket) => new LiveConnection(hub, socket, anyone));
    for (const connection of connections) {
      connection.receive(JSON.stringify({ type: 'subscribe', topic: 'games' }));
    }
    await flush();
    expect(subscriptions('games')).toBe(1);
    await bus.publish({ topic: 'games', id: '1', version: 2 });
    for (const socket of sockets) {
      expect(socket.sent).toEqual([
        { type: 'subscribed', topic: 'games' },
        { type: 'event', topic: 'games', id: '1', version: 2 },
      ]);
    }
    for (const connection of connections) connection.close();
    expect(subscriptions('games')).toBe(0);
    expect(hub.connectionCount).toBe(0);
  });

  it('handles one socket’s messages in order, even while an authorisation is pending', async () => {
    const { bus, subscriptions } = fakeBus();
    const hub = new LiveHub(bus, silent);
    const socket = new FakeSocket();
    let allow: (value: boolean) => void = () => {};
    const slow = () => new Promise<boolean>((resolve) => (allow = resolve));
    const connection = new LiveConnection(hub, socket, slow);
    connection.receive(JSON.stringify({ type: 'subscribe', topic: 'notifications:7' }));
    connection.receive(JSON.stringify({ type: 'unsubscribe', topic: 'notifications:7' }));
    await flush();
    allow(true);
    await flush();
    await flush();
    expect(subscriptions('notifications:7')).toBe(0);
    expect(connection.topics.size).toBe(0);
  });

  it('drops a socket that missed a ping, keeps one that answered', () => {
    vi.useFakeTimers();
    try {
      const hub = new LiveHub(fakeBus().bus, silent);
      const answering = new FakeSocket();
      const silentSocket = new FakeSocket();
      const a = new LiveConnection(hub, answering, anyone);
      new LiveConnection(hub, silentSocket, anyone);
      hub.startHeartbeat(1000);
      vi.advanceTimersByTime(1000);
      expect(answering.pings).toBe(1);
      expect(silentSocket.pings).toBe(1);
      a.pong();
      vi.advanceTimersByTime(1000);
      expect(answering.terminated).toBe(false);
      expect(silentSocket.terminated).toBe(true);
      hub.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('cuts off a client that stopped reading instead of buffering without end', async () => {
    const { bus } = fakeBus();
    const hub = new LiveHub(bus, silent);
    const stalled = new FakeSocket();
    new LiveConnection(hub, stalled, anyone).receive(
      JSON.stringify({ type: 'subscribe', topic: 'games' }),
    );
    await flush();
    stalled.bufferedAmount = 10 * 1024 * 1024;
    await bus.publish({ topic: 'games', id: '1', version: 1 });
    expect(stalled.terminated).toBe(true);
  });

  it('pushes a watched view once per change: one build per process, one event per socket', async () => {
    const { bus, subscriptions } = fakeBus();
    let builds = 0;
    let release: () => void = () => {};
    const view: LiveView = {
      matches: (topic) => topic.startsWith('room:'),
      movedBy: ['metrics'],
      build: async (topic) => {
        builds += 1;
        await new Promise<void>((resolve) => (release = resolve));
        return { version: 4, view: { id: topic.slice(5), score: builds } };
      },
    };
    const hub = new LiveHub(bus, silent, [view]);
    const sockets = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    const connections = sockets.map((socket) => new LiveConnection(hub, socket, anyone));
    for (const connection of connections) {
      connection.receive(JSON.stringify({ type: 'subscribe', topic: 'room:ABC123' }));
    }
    await flush();
    // The hub follows `metrics` itself, once, while the room is watched.
    expect(subscriptions('metrics')).toBe(1);
    await bus.publish({ topic: 'metrics', id: '1000', version: 1000 });
    // Two more polls while the first build runs: one more build, for the latest.
    await bus.publish({ topic: 'metrics', id: '2000', version: 2000 });
    await bus.publish({ topic: 'metrics', id: '3000', version: 3000 });
    release();
    await flush();
    release();
    await flush();
    expect(builds).toBe(2);
    for (const socket of sockets) {
      expect(socket.sent).toEqual([
        { type: 'subscribed', topic: 'room:ABC123' },
        {
          type: 'event',
          topic: 'room:ABC123',
          id: '1000',
          version: 4,
          view: { id: 'ABC123', score: 1 },
        },
        {
          type: 'event',
          topic: 'room:ABC123',
          id: '3000',
          version: 4,
          view: { id: 'ABC123', score: 2 },
        },
      ]);
    }
    expect(hub.subscriptionCounts()).toEqual(new Map([['room:ABC123', 3]]));
    for (const connection of connections) connection.close();
    expect(subscriptions('metrics')).toBe(0);
  });

  it("builds a topic's own events into its view (an auction's bid); no view: the event bare", async () => {
    const { bus } = fakeBus();
    let live = true;
    const view: LiveView = {
      matches: (topic) => topic.startsWith('auction:'),
      movedBy: [],
      ownEvents: true,
      build: async () => (live ? { version: 3, view: { id: 7, currentPrice: 14 } } : null),
    };
    const hub = new LiveHub(bus, silent, [view]);
    const socket = new FakeSocket();
    const connection = new LiveConnection(hub, socket, anyone);
    connection.receive(JSON.stringify({ type: 'subscribe', topic: 'auction:7' }));
    await flush();
    await bus.publish({ topic: 'auction:7', id: '7', version: 1000 });
    await flush();
    live = false;
    await bus.publish({ topic: 'auction:7', id: '7', version: 2000 });
    await flush();
    await bus.publish({ topic: 'auction:7', id: '*', version: 3000 });
    await flush();
    expect(socket.sent).toEqual([
      { type: 'subscribed', topic: 'auction:7' },
      {
        type: 'event',
        topic: 'auction:7',
        id: '7',
        version: 1000,
        view: { id: 7, currentPrice: 14 },
      },
      { type: 'event', topic: 'auction:7', id: '7', version: 2000 },
      { type: 'event', topic: 'auction:7', id: '*', version: 3000 },
    ]);
    connection.close();
  });

  it("spaces a topic's pushes: events within `spacingMs` of a push go out once, as the view after the last", async () => {
    vi.useFakeTimers();
    try {
      const { bus } = fakeBus();
      let quantity = 5;
      const view: LiveView = {
        matches: (topic) => topic.startsWith('product:'),
        movedBy: [],
        ownEvents: true,
        spacingMs: 100,
        build: async () => ({ version: 10 - quantity, view: { id: 9, quantity } }),
      };
      const hub = new LiveHub(bus, silent, [view]);
      const socket = new FakeSocket();
      const connection = new LiveConnection(hub, socket, anyone);
      connection.receive(JSON.stringify({ type: 'subscribe', topic: 'product:9' }));
      await vi.advanceTimersByTimeAsync(0);
      for (const version of [2, 3, 4, 5]) {
        quantity -= 1;
        await bus.publish({ topic: 'product:9', id: '9', version });
        await vi.advanceTimersByTimeAsync(10);
      }
      // The first event was pushed at once; the next three wait for the spacing, then go as one.
      expect(socket.sent).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(100);
      expect(socket.sent).toEqual([
        { type: 'subscribed', topic: 'product:9' },
        { type: 'event', topic: 'product:9', id: '9', version: 2, view: { id: 9, quantity: 4 } },
        { type: 'event', topic: 'product:9', id: '9', version: 5, view: { id: 9, quantity: 1 } },
      ]);
      connection.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
