import type { Credentials, User } from '../../../shared/contracts/auth';
import { authMessages } from '../../../shared/validation-messages';
import { type AppContext, withDb } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors';
import { assertBelow, consume, type Limit, record } from '../rate-limit/rate-limit.service';
import {
  countUsers,
  deleteExpiredSessions,
  deleteSession,
  findActiveSession,
  findUserForLogin,
  findUserIdsNameContaining,
  findUsernames,
  insertSession,
  insertUser,
  setSessionElevation,
  touchSession,
  updateUser,
} from './auth.repository';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { hashSessionToken, newSessionToken } from './session-token';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const sessionPolicy = {
  /** A session unused this long is gone. */
  idleMs: 7 * DAY,
  /** However active, a session ends this long after login. */
  absoluteMs: 30 * DAY,
  /** last_seen_at is written at most this often, not on every request. */
  touchEveryMs: 5 * MINUTE,
};

export const FAILED_LOGINS_PER_USERNAME = 10;
const FAILED_LOGIN_WINDOW_MS = 15 * MINUTE;

export interface AuthLimits {
  /** Login and register requests per IP per minute (AUTH_RATE_LIMIT_PER_IP). */
  perIpPerMinute: number;
}

export interface SignedIn {
  user: User;
  /** The raw token for the cookie; never stored. */
  token: string;
  expiresAt: Date;
}

const ipLimit = (ip: string, limits: AuthLimits): Limit => ({
  key: `auth-ip:${ip}`,
  max: limits.perIpPerMinute,
  windowMs: MINUTE,
  message: authMessages.tooManyAuthRequests,
});

const failedLoginLimit = (username: string): Limit => ({
  key: `login-failed:${username.toLowerCase()}`,
  max: FAILED_LOGINS_PER_USERNAME,
  windowMs: FAILED_LOGIN_WINDOW_MS,
  message: authMessages.tooManyLoginAttempts,
});

async function startSession(ctx: AppContext, user: User): Promise<SignedIn> {
  const token = newSessionToken();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + sessionPolicy.absoluteMs);
  await insertSession(ctx.db, {
    tokenHash: hashSessionToken(token),
    userId: user.id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { user, token, expiresAt };
}

export async function register(
  ctx: AppContext,
  input: Credentials & { ip: string; limits: AuthLimits },
): Promise<SignedIn> {
  await consume(ctx, ipLimit(input.ip, input.limits));
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      username: input.username,
      passwordHash,
      createdAt: ctx.clock.now(),
    });
    if (!user) throw new AppError('CONFLICT', authMessages.usernameTaken);
    return startSession(withDb(ctx, tx), user);
  });
}

export async function login(
  ctx: AppContext,
  input: Credentials & { ip: string; limits: AuthLimits; previousToken?: string | undefined },
): Promise<SignedIn> {
  await consume(ctx, ipLimit(input.ip, input.limits));
  const failures = failedLoginLimit(input.username);
  await assertBelow(ctx, failures);

  const found = await findUserForLogin(ctx.db, input.username);
  const valid = found
    ? await verifyPassword(input.password, found.passwordHash)
    : await verifyAgainstDummy(input.password);
  if (!found || !valid) {
    await record(ctx, failures);
    // The same answer whether or not the user exists.
    throw new AppError('UNAUTHORIZED', authMessages.invalidCredentials);
  }
  // Rotate: the session the browser had before logging in is dropped, never upgraded.
  if (input.previousToken) await deleteSession(ctx.db, hashSessionToken(input.previousToken));
  const { passwordHash: _, ...user } = found;
  return startSession(ctx, user);
}

export async function logout(ctx: AppContext, token: string | undefined): Promise<void> {
  if (token) await deleteSession(ctx.db, hashSessionToken(token));
}

export interface ActiveSession {
  user: User;
  tokenHash: string;
  /** When the admin PIN step-up of this session ends; null when never elevated. */
  elevatedUntil: Date | null;
}

/** The session of a cookie token, or null. Keeps the session alive while it is used. */
export async function findSessionByToken(
  ctx: AppContext,
  token: string,
): Promise<ActiveSession | null> {
  const now = ctx.clock.now();
  const tokenHash = hashSessionToken(token);
  const session = await findActiveSession(
    ctx.db,
    tokenHash,
    now,
    new Date(now.getTime() - sessionPolicy.idleMs),
  );
  if (!session) return null;
  if (now.getTime() - session.lastSeenAt.getTime() >= sessionPolicy.touchEveryMs) {
    await touchSession(ctx.db, tokenHash, now);
  }
  return { user: session.user, tokenHash, elevatedUntil: session.elevatedUntil };
}

/**
 * ADMIN_USERNAME/ADMIN_PASSWORD at start: creates that admin, or promotes the existing account and
 * sets its password to ADMIN_PASSWORD if it differs (so the operator can always sign in with it).
 */
export async function ensureAdmin(
  ctx: AppContext,
  credentials: Credentials,
): Promise<'created' | 'promoted' | 'unchanged'> {
  const existing = await findUserForLogin(ctx.db, credentials.username);
  if (!existing) {
    const created = await insertUser(ctx.db, {
      username: credentials.username,
      passwordHash: await hashPassword(credentials.password),
      isAdmin: true,
      createdAt: ctx.clock.now(),
    });
    if (!created) return ensureAdmin(ctx, credentials); // created concurrently by another process
    return 'created';
  }
  const passwordMatches = await verifyPassword(credentials.password, existing.passwordHash);
  if (existing.isAdmin && passwordMatches) return 'unchanged';
  await updateUser(ctx.db, existing.id, {
    isAdmin: true,
    ...(passwordMatches ? {} : { passwordHash: await hashPassword(credentials.password) }),
  });
  return 'promoted';
}

export async function hasAnyUser(ctx: AppContext): Promise<boolean> {
  return (await countUsers(ctx.db)) > 0;
}

export async function userExists(ctx: AppContext, username: string): Promise<boolean> {
  return (await findUserForLogin(ctx.db, username)) !== undefined;
}

/** Marks the session of `tokenHash` elevated (admin PIN step-up) until `until`; null ends it. */
export async function elevateSession(
  ctx: AppContext,
  tokenHash: string,
  until: Date | null,
): Promise<void> {
  await setSessionElevation(ctx.db, tokenHash, until);
}

/** Deletes sessions past their lifetime or idle limit (hourly, by every process). */
export async function purgeExpiredSessions(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  await deleteExpiredSessions(ctx.db, now, new Date(now.getTime() - sessionPolicy.idleMs));
}

/** The users whose name contains `text`, for searches by username. */
export function userIdsNameContaining(db: Executor, text: string): Promise<number[]> {
  return findUserIdsNameContaining(db, text);
}

/** The public usernames of these users, by id: what other modules show of a user. */
export async function usernamesByIds(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, string>> {
  return findUsernames(db, [...ids]);
}
