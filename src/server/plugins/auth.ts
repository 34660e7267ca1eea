import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { adminErrorCodes } from '../../shared/contracts/admin';
import type { User } from '../../shared/contracts/auth';
import { adminMessages, authMessages } from '../../shared/validation-messages';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import {
  type ActiveSession,
  findSessionByToken,
  type SignedIn,
} from '../modules/auth/auth.service';

export const SESSION_COOKIE = 'sm_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie; null when signed out. */
    user: User | null;
    /** The session behind `user` (its hash and admin step-up), null when signed out. */
    authSession: Omit<ActiveSession, 'user'> | null;
  }
}

/**
 * Resolves the session cookie on every API request and every page (a path without a file
 * extension): a page is rendered for the shopper it goes to (decision 0069). Static files skip it.
 */
export function registerSessionResolver(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('user', null);
  app.decorateRequest('authSession', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') && !isPagePath(request.url)) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const session = await findSessionByToken(ctx, token);
    if (!session) return clearSessionCookie(request, reply);
    request.user = session.user;
    request.authSession = { tokenHash: session.tokenHash, elevatedUntil: session.elevatedUntil };
  });
}

/** A page's address: not the API, and no file extension in its path (`/product/1`, not `/sw.js`). */
function isPagePath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return !/\.[^/]*$/.test(pathname);
}

/**
 * Who may call a route, read by the API reference (plugins/openapi.ts) from the route's hooks, so
 * a route guarded by these hooks is documented with its security without saying it twice.
 */
export type RouteAccess = 'session' | 'admin' | 'pin';
const ACCESS = Symbol.for('social-market.route-access');
type AccessTagged = { [ACCESS]?: RouteAccess };

/** Marks a request hook as the guard it is (a hook wrapping `requireUser` says 'session'). */
export function declareAccess<Hook extends (...args: never[]) => unknown>(
  hook: Hook,
  access: RouteAccess,
): Hook {
  (hook as Hook & AccessTagged)[ACCESS] = access;
  return hook;
}

/** The access a hook declares, if it is a guard. */
export function accessOfHook(hook: unknown): RouteAccess | undefined {
  return typeof hook === 'function' ? (hook as AccessTagged)[ACCESS] : undefined;
}

/** Route hook: 401 unless signed in. Runs before the body is read. */
export const requireUser = declareAccess(async function requireUser(
  request: FastifyRequest,
): Promise<void> {
  if (!request.user) throw new AppError('UNAUTHORIZED', authMessages.notAuthenticated);
}, 'session');

/** Route hook: 401 when signed out, 403 for a signed-in shopper. Runs before the body is read. */
export const requireAdmin = declareAccess(async function requireAdmin(
  request: FastifyRequest,
): Promise<void> {
  await requireUser(request);
  if (!request.user?.isAdmin) throw new AppError('FORBIDDEN', adminMessages.adminRequired);
}, 'admin');

/**
 * Route hook for admin writes: an admin whose session passed the PIN step-up within its window.
 * Otherwise 403 with code PIN_REQUIRED, on which the client reopens the PIN gate.
 */
export function requireElevatedAdmin(ctx: AppContext) {
  return declareAccess(async (request: FastifyRequest): Promise<void> => {
    await requireAdmin(request);
    const until = request.authSession?.elevatedUntil;
    if (!until || until.getTime() <= ctx.clock.now().getTime()) {
      throw new AppError('FORBIDDEN', adminMessages.pinRequired, {
        clientCode: adminErrorCodes.pinRequired,
      });
    }
  }, 'pin');
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
