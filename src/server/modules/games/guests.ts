import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { hashSessionToken, newSessionToken } from '../auth/session-token';
import { findGuestId, type Identity, insertGuest, touchGuest } from './games.repository';

export const GUEST_COOKIE = 'sm_guest';
const GUEST_DAYS = 30;

/** The caller as a player: the signed-in user, else the guest of the guest cookie, else nobody. */
export async function currentIdentity(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<Identity | null> {
  if (request.user) return { userId: request.user.id };
  const token = request.cookies[GUEST_COOKIE];
  if (!token) return null;
  const guestId = await findGuestId(ctx.db, hashSessionToken(token));
  return guestId === undefined ? null : { guestId };
}

/**
 * The caller as a player, making a guest (a random token in a cookie, its hash in `guests`) for a
 * visitor who is neither signed in nor a guest yet.
 */
export async function ensureIdentity(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  displayName: string,
): Promise<Identity> {
  const existing = await currentIdentity(ctx, request);
  const now = ctx.clock.now();
  if (existing) {
    if (existing.guestId !== undefined) {
      await touchGuest(ctx.db, existing.guestId, { displayName, lastSeenAt: now });
    }
    return existing;
  }
  const token = newSessionToken();
  const guestId = await insertGuest(ctx.db, {
    tokenHash: hashSessionToken(token),
    displayName,
    createdAt: now,
    lastSeenAt: now,
  });
  reply.setCookie(GUEST_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: GUEST_DAYS * 24 * 3600,
  });
  return { guestId };
}
