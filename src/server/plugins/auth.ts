import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../../shared/contracts/auth';
import { authMessages } from '../../shared/validation-messages';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { findUserBySessionToken, type SignedIn } from '../modules/auth/auth.service';

export const SESSION_COOKIE = 'sm_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie; null when signed out. */
    user: User | null;
  }
}

/** Resolves the session cookie on every API request. */
export function registerSessionResolver(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    request.user = await findUserBySessionToken(ctx, token);
    if (!request.user) clearSessionCookie(request, reply);
  });
}

/** Route hook: 401 unless signed in. Runs before the body is read. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new AppError('UNAUTHORIZED', authMessages.notAuthenticated);
}

/** The signed-in user of a route guarded by `requireUser`. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw new AppError('UNAUTHORIZED', authMessages.notAuthenticated);
  return request.user;
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: SignedIn,
): void {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}
