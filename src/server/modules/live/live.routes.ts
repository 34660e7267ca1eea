import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { LIVE_PATH, MAX_LIVE_TOPICS } from '../../../shared/contracts/live';
import { requestMessages } from '../../../shared/validation-messages';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { EventBus, LiveView } from '../../events';
import { observeLiveConnections, observeLiveSubscriptions } from '../../ops/metrics';
import { SESSION_COOKIE } from '../../plugins/auth';
import { isCrossOrigin } from '../../plugins/security';
import { findSessionByToken } from '../auth/auth.service';
import { LiveConnection, LiveHub, type TopicAuthorizer } from './live-hub';

export interface LiveChannelOptions {
  ctx: AppContext;
  bus: EventBus;
  /** Ping every socket this often; one that missed the previous ping is dropped (30 s). */
  heartbeatMs?: number;
  maxTopics?: number;
  /** Topics whose public view is pushed with their events (e.g. played rooms, `roomLiveView`). */
  views?: readonly LiveView[];
}

/** WebSocket close code 1001: the server is going away (shutting down). */
export const LIVE_GOING_AWAY = 1001;

/** A client message is a small JSON object; anything larger closes the socket (1009). */
const MAX_MESSAGE_BYTES = 4096;

/**
 * The WebSocket support (for the whole app, so upgrades to any other path are refused cleanly)
 * and the one live endpoint.
 */
export async function registerLiveChannel(
  app: FastifyInstance,
  options: LiveChannelOptions,
): Promise<void> {
  await app.register(websocket, {
    options: { maxPayload: MAX_MESSAGE_BYTES },
    // On shutdown every client hears 1001 (going away) and reconnects, to another process if
    // the proxy has one; a socket that does not finish the closing handshake is cut after a second.
    preClose: async function closeGoingAway(this: FastifyInstance) {
      const clients = [...this.websocketServer.clients];
      await Promise.all(
        clients.map(
          (client) =>
            new Promise<void>((resolve) => {
              if (client.readyState === client.CLOSED) return resolve();
              const cut = setTimeout(() => {
                client.terminate();
                resolve();
              }, 1000);
              cut.unref();
              client.once('close', () => {
                clearTimeout(cut);
                resolve();
              });
              client.close(LIVE_GOING_AWAY, 'Server shutting down');
            }),
        ),
      );
      this.websocketServer.close();
    },
  });
  await app.register(liveRoutes, options);
}

/** The upgrade is a GET, so the app's cross-origin write check does not see it: the same rule here. */
async function refuseCrossOrigin(request: FastifyRequest): Promise<void> {
  if (isCrossOrigin(request)) throw new AppError('FORBIDDEN', requestMessages.crossOrigin);
}

/**
 * `GET /api/live`: `{type: 'subscribe' | 'unsubscribe', topic}` and `{type: 'ping'}` in;
 * `{type: 'event', topic, id, version}`, `{type: 'subscribed', topic}`, `{type: 'error', message,
 * topic?}` and `{type: 'pong'}` out. Rooms, free-play games, competitions, auctions and the games and auctions lists are
 * public; `notifications:{userId}` only for that user, signed in by the session cookie of the
 * upgrade request (checked again at each such subscription, so a signed-out session gets no more).
 */
export const liveRoutes: FastifyPluginAsync<LiveChannelOptions> = async (app, options) => {
  const { ctx, bus } = options;
  const hub = new LiveHub(bus, ctx.log, options.views ?? []);
  hub.startHeartbeat(options.heartbeatMs ?? 30_000);
  const unobserve = observeLiveConnections(() => hub.connectionCount);
  const unobserveSubscriptions = observeLiveSubscriptions(() => hub.subscriptionCounts());
  app.addHook('onClose', async () => {
    unobserve();
    unobserveSubscriptions();
    hub.close();
  });

  app.get(LIVE_PATH, { websocket: true, onRequest: refuseCrossOrigin }, (socket, request) => {
    const userId = request.user?.id ?? null;
    const token = request.cookies[SESSION_COOKIE];
    const authorize: TopicAuthorizer = async (access) => {
      if (access.kind === 'public') return true;
      if (userId === null || access.userId !== userId || !token) return false;
      const session = await findSessionByToken(ctx, token);
      return session?.user.id === userId;
    };
    // The upgrade request's id tags everything this session logs.
    const log = request.log.child({ ws: request.id });
    log.info({ userId }, 'live session opened');
    const connection = new LiveConnection(
      hub,
      socket,
      authorize,
      options.maxTopics ?? MAX_LIVE_TOPICS,
      log,
    );
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const text = Buffer.isBuffer(data)
        ? data
        : Array.isArray(data)
          ? Buffer.concat(data)
          : Buffer.from(data);
      connection.receive(text.toString());
    });
    socket.on('pong', () => connection.pong());
    socket.on('close', (code) => {
      log.info({ code }, 'live session closed');
      connection.close();
    });
  });
};
