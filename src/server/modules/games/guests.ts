import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { guests } from '../../db/schema/games';
import { hashSessionToken, newSessionToken } from '../auth/session-token';
import type { Identity } from './games.engine';

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
  const [guest] = await ctx.db
    .select({ id: guests.id })
    .from(guests)
    .where(eq(guests.tokenHash, hashSessionToken(token)));
  return guest ? { guestId: guest.id } : null;
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
      await ctx.db
        .update(guests)
        .set({ displayName, lastSeenAt: now })
        .where(eq(guests.id, existing.guestId));
    }
    return existing;
  }
  const token = newSessionToken();
  const [guest] = await ctx.db
    .insert(guests)
    .values({ tokenHash: hashSessionToken(token), displayName, createdAt: now, lastSeenAt: now })
    .returning({ id: guests.id });
  if (!guest) throw new Error('guest insert returned no row');
  reply.setCookie(GUEST_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: GUEST_DAYS * 24 * 3600,
  });
  return { guestId: guest.id };
}
