import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { uniqueUsername } from '../../../../tests/fixtures/factories';
import { startTestServer, type TestServer } from '../../../../tests/fixtures/server';
import type { User } from '../../../shared/contracts/auth';
import {
  type LiveServerMessage,
  liveMessages,
  liveServerMessageSchema,
  MAX_LIVE_TOPICS,
} from '../../../shared/contracts/live';
import { topics } from '../../events';
import { notify } from '../notifications/notifications.service';

let server: TestServer;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await server?.close();
});

/** A WebSocket client of /api/live that queues what the server says. */
async function connect(headers: Record<string, string> = {}) {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/live`, { headers });
  sockets.push(socket);
  const inbox: LiveServerMessage[] = [];
  socket.on('message', (data) =>
    inbox.push(liveServerMessageSchema.parse(JSON.parse(String(data)))),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let taken = 0;
  const next = async (): Promise<LiveServerMessage> => {
    const deadline = Date.now() + 1000;
    while (inbox.length <= taken) {
      if (Date.now() > deadline) throw new Error('no message within 1 s');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    taken += 1;
    return inbox[taken - 1] as LiveServerMessage;
  };
  return {
    socket,
    next,
    /** Nothing more arrives within a moment. */
    async quiet(): Promise<void> {
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(inbox.slice(taken)).toEqual([]);
    },
    send: (message: unknown) =>
      socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    async subscribe(topic: string): Promise<LiveServerMessage> {
      socket.send(JSON.stringify({ type: 'subscribe', topic }));
      return next();
    },
  };
}

async function registered(): Promise<{ user: User; cookie: string }> {
  const response = await fetch(`${server.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: uniqueUsername('live'), password: 'secret1' }),
  });
  expect(response.status).toBe(201);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { user: (await response.json()) as User, cookie };
}

describe('GET /api/live', () => {
  it('forwards the events of a subscribed topic, and none after unsubscribing', async () => {
    const client = await connect();
    expect(await client.subscribe(topics.room('ABC123'))).toEqual({
      type: 'subscribed',
      topic: 'room:ABC123',
    });
    await server.events.publish({ topic: topics.room('ABC123'), id: 'ABC123', version: 3 });
    await server.events.publish({ topic: topics.room('ZZZ999'), id: 'ZZZ999', version: 1 });
    expect(await client.next()).toEqual({
      type: 'event',
      topic: 'room:ABC123',
      id: 'ABC123',
      version: 3,
    });
    await client.quiet();

    client.send({ type: 'unsubscribe', topic: topics.room('ABC123') });
    client.send({ type: 'ping' });
    expect(await client.next()).toEqual({ type: 'pong' });
    await server.events.publish({ topic: topics.room('ABC123'), id: 'ABC123', version: 4 });
    await client.quiet();
  });

  it('lets anyone follow games, competitions, rooms and free-play games', async () => {
    const client = await connect();
    for (const topic of [
      topics.games,
      topics.rooms,
      topics.metrics,
      topics.competition(12),
      topics.freePlay('Q1W2E3'),
    ]) {
      expect(await client.subscribe(topic)).toEqual({ type: 'subscribed', topic });
    }
  });

  it("gives a signed-in user their own notifications' events, committed by notify()", async () => {
    const { user, cookie } = await registered();
    const client = await connect({ cookie });
    expect(await client.subscribe(topics.notifications(user.id))).toMatchObject({
      type: 'subscribed',
    });
    await notify(server.ctx, user.id, {
      type: 'profile',
      title: 'Hello',
      message: 'A live notification',
    });
    expect(await client.next()).toMatchObject({
      type: 'event',
      topic: `notifications:${user.id}`,
      id: String(user.id),
    });
  });

  it("refuses another user's notifications, and notifications to a visitor", async () => {
    const { user, cookie } = await registered();
    const other = await registered();
    const signedIn = await connect({ cookie });
    expect(await signedIn.subscribe(topics.notifications(other.user.id))).toEqual({
      type: 'error',
      message: liveMessages.forbiddenTopic,
      topic: `notifications:${other.user.id}`,
    });
    const visitor = await connect();
    expect(await visitor.subscribe(topics.notifications(user.id))).toMatchObject({
      type: 'error',
      message: liveMessages.forbiddenTopic,
    });
    // Refused means not subscribed: the other user's events never arrive.
    await notify(server.ctx, other.user.id, { type: 'profile', title: 'Hi', message: 'private' });
    await signedIn.quiet();
    await visitor.quiet();
  });

  it('refuses notifications once the session has been signed out', async () => {
    const { user, cookie } = await registered();
    const client = await connect({ cookie });
    const logout = await fetch(`${server.url}/api/logout`, { method: 'POST', headers: { cookie } });
    expect(logout.status).toBe(204);
    expect(await client.subscribe(topics.notifications(user.id))).toMatchObject({
      type: 'error',
      message: liveMessages.forbiddenTopic,
    });
  });

  it('refuses unknown topics and malformed messages, and ignores what is not JSON', async () => {
    const client = await connect();
    expect(await client.subscribe('secrets')).toEqual({
      type: 'error',
      message: liveMessages.unknownTopic,
      topic: 'secrets',
    });
    expect(await client.subscribe('room:not-an-id')).toMatchObject({ type: 'error' });
    client.send('{not json');
    client.send('');
    client.send({ type: 'subscribe' });
    expect(await client.next()).toEqual({ type: 'error', message: liveMessages.badMessage });
    client.send({ type: 'ping' });
    expect(await client.next()).toEqual({ type: 'pong' });
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
  });

  it(`follows at most ${MAX_LIVE_TOPICS} topics per socket`, async () => {
    const client = await connect();
    for (let id = 1; id <= MAX_LIVE_TOPICS; id += 1) {
      client.send({ type: 'subscribe', topic: topics.competition(id) });
    }
    for (let id = 1; id <= MAX_LIVE_TOPICS; id += 1) {
      expect(await client.next()).toMatchObject({ type: 'subscribed' });
    }
    expect(await client.subscribe(topics.competition(MAX_LIVE_TOPICS + 1))).toMatchObject({
      type: 'error',
      message: liveMessages.tooManyTopics,
    });
    // Subscribing again to a followed topic is fine.
    expect(await client.subscribe(topics.competition(1))).toMatchObject({ type: 'subscribed' });
  });

  it('closes the socket on an oversized message', async () => {
    const client = await connect();
    const closed = new Promise<number>((resolve) => client.socket.once('close', resolve));
    client.send({ type: 'subscribe', topic: 'x'.repeat(10_000) });
    expect(await closed).toBe(1009);
  });

  it('refuses a cross-origin upgrade (a page elsewhere cannot ride the session)', async () => {
    const { cookie } = await registered();
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/live`, {
      headers: { cookie, origin: 'https://evil.example' },
    });
    const status = await new Promise<number>((resolve, reject) => {
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.once('open', () => reject(new Error('cross-origin socket opened')));
    });
    expect(status).toBe(403);
    socket.on('error', () => {});
    socket.terminate();

    const sameOrigin = await connect({ cookie, origin: server.url });
    expect(await sameOrigin.subscribe(topics.games)).toMatchObject({ type: 'subscribed' });
  });

  it('answers a plain GET without an upgrade with 404', async () => {
    const response = await fetch(`${server.url}/api/live`);
    expect(response.status).toBe(404);
  });
});
