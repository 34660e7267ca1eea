import type { Credentials, User } from '../../../shared/contracts/auth';
import { normalizeUsername, usernameKey } from '../../../shared/username-rules';
import { authMessages } from '../../../shared/validation-messages';
import { type AppContext, withDb } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors';
import {
  assertBelow,
  consume,
  firstMark,
  isFull,
  type Limit,
  mark,
  record,
} from '../rate-limit/rate-limit.service';
import {
  countUsers,
  deleteExpiredKnownDevices,
  deleteExpiredSessions,
  deleteSession,
  findActiveSession,
  findKnownDeviceUser,
  findSuffixedUsernameKeys,
  findUserForLogin,
  findUserIdsNameContaining,
  findUsernames,
  insertKnownDevice,
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

// Failed logins. Nobody can lock the owner out: an address that fails is held back
// for itself (per name, and over all names), and the count per name from everywhere is only a
// backstop that a known device skips and that the right password passes after a short wait.

/** Failed logins for one name from one IP address, per 15 minutes; then that address waits. */
export const FAILED_LOGINS_PER_USERNAME_AND_IP = 10;
/** Failed logins from one IP address over all names, per 15 minutes. */
export const FAILED_LOGINS_PER_IP = 100;
/** Failed logins from one device known to the account, per 15 minutes; then it counts as unknown. */
export const FAILED_LOGINS_PER_KNOWN_DEVICE = 10;
/** The backstop: failed logins for one name from devices it doesn't know, from anywhere, per hour. */
export const FAILED_LOGINS_PER_USERNAME_ANYWHERE = 50;
const FAILED_LOGIN_WINDOW_MS = 15 * MINUTE;
const BACKSTOP_WINDOW_MS = 60 * MINUTE;

/**
 * While the backstop is full, an unknown device proves the password twice, this far apart, from the
 * same address: the first right answer is answered like a wrong one (429), so a guess costs two
 * tries and the wait before its result shows.
 */
export const PASSWORD_PROOF_DELAY_MS = MINUTE;
const PASSWORD_PROOF_KEEP_MS = 15 * MINUTE;

/** How long a browser stays known to an account after its last sign-in there. */
export const KNOWN_DEVICE_MS = 365 * DAY;

export interface AuthLimits {
  /** Login and register requests per IP per minute (AUTH_RATE_LIMIT_PER_IP). */
  perIpPerMinute: number;
}

export interface SignedIn {
  user: User;
  /** The raw token for the cookie; never stored. */
  token: string;
  expiresAt: Date;
  /** A new known-device token for the `sm_device` cookie, when this browser wasn't known yet. */
  device?: { token: string; expiresAt: Date };
}

const ipLimit = (ip: string, limits: AuthLimits): Limit => ({
  key: `auth-ip:${ip}`,
  max: limits.perIpPerMinute,
  windowMs: MINUTE,
  message: authMessages.tooManyAuthRequests,
});

const failedLogins = (key: string, max: number, windowMs = FAILED_LOGIN_WINDOW_MS): Limit => ({
  key,
  max,
  windowMs,
  message: authMessages.tooManyLoginAttempts,
});
/** The failed-login counters (exported for tests that need a counter nearly full). */
export const failedLoginCounters = {
  fromIp: (ip: string) => failedLogins(`login-failed-ip:${ip}`, FAILED_LOGINS_PER_IP),
  forNameFromIp: (nameKey: string, ip: string) =>
    failedLogins(`login-failed:${nameKey}:${ip}`, FAILED_LOGINS_PER_USERNAME_AND_IP),
  fromKnownDevice: (deviceHash: string) =>
    failedLogins(`login-failed-device:${deviceHash}`, FAILED_LOGINS_PER_KNOWN_DEVICE),
  forName: (nameKey: string) =>
    failedLogins(
      `login-failed:${nameKey}`,
      FAILED_LOGINS_PER_USERNAME_ANYWHERE,
      BACKSTOP_WINDOW_MS,
    ),
};
const {
  fromIp: failedFromIp,
  forNameFromIp: failedForNameFromIp,
  fromKnownDevice: failedFromDevice,
  forName: failedForName,
} = failedLoginCounters;

/** The answer while the backstop is full, the same for a wrong password and a first right one. */
const proveAgainLater = () =>
  new AppError('RATE_LIMITED', authMessages.tooManyLoginAttempts, {
    retryAfterSeconds: PASSWORD_PROOF_DELAY_MS / 1000,
  });

async function rememberDevice(ctx: AppContext, userId: number): Promise<SignedIn['device']> {
  const token = newSessionToken();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + KNOWN_DEVICE_MS);
  await insertKnownDevice(ctx.db, {
    tokenHash: hashSessionToken(token),
    userId,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

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
      usernameKey: usernameKey(input.username),
      passwordHash,
      createdAt: ctx.clock.now(),
    });
    if (!user) throw new AppError('CONFLICT', authMessages.usernameTaken);
    const txCtx = withDb(ctx, tx);
    const session = await startSession(txCtx, user);
    return { ...session, device: await rememberDevice(txCtx, user.id) };
  });
}

export async function login(
  ctx: AppContext,
  input: Credentials & {
    ip: string;
    limits: AuthLimits;
    previousToken?: string | undefined;
    /** The `sm_device` cookie, if the browser sent one. */
    deviceToken?: string | undefined;
  },
): Promise<SignedIn> {
  await consume(ctx, ipLimit(input.ip, input.limits));
  const nameKey = usernameKey(input.username);
  const found = await findUserForLogin(ctx.db, input.username);
  const deviceHash = input.deviceToken ? hashSessionToken(input.deviceToken) : undefined;
  const knownDevice =
    found !== undefined &&
    deviceHash !== undefined &&
    (await findKnownDeviceUser(ctx.db, deviceHash, ctx.clock.now())) === found.id &&
    !(await isFull(ctx, failedFromDevice(deviceHash)));

  // A known device answers only for its own failures; any other for its address's.
  const counters =
    knownDevice && deviceHash
      ? [failedFromDevice(deviceHash)]
      : [failedForNameFromIp(nameKey, input.ip), failedFromIp(input.ip)];
  for (const counter of counters) await assertBelow(ctx, counter);
  const backstop = failedForName(nameKey);
  const underAttack = !knownDevice && (await isFull(ctx, backstop));

  const valid = found
    ? await verifyPassword(input.password, found.passwordHash)
    : await verifyAgainstDummy(input.password);
  if (!found || !valid) {
    for (const counter of counters) await record(ctx, counter);
    if (!knownDevice) await record(ctx, backstop);
    if (underAttack) throw proveAgainLater();
    // The same answer whether or not the user exists.
    throw new AppError('UNAUTHORIZED', authMessages.invalidCredentials);
  }
  if (underAttack) {
    const proof = `login-proven:${nameKey}:${input.ip}`;
    const firstProof = await firstMark(ctx, proof);
    if (!firstProof) await mark(ctx, proof, PASSWORD_PROOF_KEEP_MS);
    const waited = firstProof ? ctx.clock.now().getTime() - firstProof.getTime() : 0;
    if (waited < PASSWORD_PROOF_DELAY_MS) throw proveAgainLater();
  }
  // Rotate: the session the browser had before logging in is dropped, never upgraded.
  if (input.previousToken) await deleteSession(ctx.db, hashSessionToken(input.previousToken));
  const { passwordHash: _, ...user } = found;
  const session = await startSession(ctx, user);
  return knownDevice ? session : { ...session, device: await rememberDevice(ctx, user.id) };
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
      username: normalizeUsername(credentials.username),
      usernameKey: usernameKey(credentials.username),
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

/**
 * Creates a plain (shopper) account without signing it in, for the demo seed; undefined when the
 * name is taken.
 */
export async function createAccount(
  ctx: AppContext,
  credentials: Credentials,
): Promise<number | undefined> {
  const created = await insertUser(ctx.db, {
    username: normalizeUsername(credentials.username),
    usernameKey: usernameKey(credentials.username),
    passwordHash: await hashPassword(credentials.password),
    createdAt: ctx.clock.now(),
  });
  return created?.id;
}

export async function hasAnyUser(ctx: AppContext): Promise<boolean> {
  return (await countUsers(ctx.db)) > 0;
}

export async function userExists(ctx: AppContext, username: string): Promise<boolean> {
  return (await findUserForLogin(ctx.db, username)) !== undefined;
}

/** The id of the account with this username, if any. */
export async function userIdByUsername(
  ctx: AppContext,
  username: string,
): Promise<number | undefined> {
  return (await findUserForLogin(ctx.db, username))?.id;
}

/** Marks the session of `tokenHash` elevated (admin PIN step-up) until `until`; null ends it. */
export async function elevateSession(
  ctx: AppContext,
  tokenHash: string,
  until: Date | null,
): Promise<void> {
  await setSessionElevation(ctx.db, tokenHash, until);
}

/** Deletes sessions past their lifetime or idle limit, and expired known devices (hourly, by every process). */
export async function purgeExpiredSessions(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  await deleteExpiredSessions(ctx.db, now, new Date(now.getTime() - sessionPolicy.idleMs));
  await deleteExpiredKnownDevices(ctx.db, now);
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

/**
 * Logs the accounts that share a key with an older one since migration 0018: both
 * keep signing in by their exact names, but an operator should rename one of them.
 */
export async function reportUsernameCollisions(ctx: AppContext): Promise<void> {
  const collisions = await findSuffixedUsernameKeys(ctx.db);
  if (collisions.length === 0) return;
  ctx.log.warn(
    { accounts: collisions.map(({ id, username }) => ({ id, username })) },
    'usernames that look the same as an older account (kept; rename them)',
  );
}
