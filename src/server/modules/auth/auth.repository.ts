import { and, eq, gt, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import { usernameKey } from '../../../shared/username-rules';
import type { Executor } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { knownDevices, sessions, users } from '../../db/schema/auth';

/** What migration 0018 put in a key made distinct: a full-width '#', which no computed key holds. */
export const SUFFIXED_KEY_MARK = '\uff03';

const userColumns = { id: users.id, username: users.username, isAdmin: users.isAdmin };
export type UserRow = { id: number; username: string; isAdmin: boolean };

/**
 * The account of a name: by its key, or by the name as typed for accounts from before keys (whose
 * key a migration had to suffix). The exact name wins, then the same name in
 * another case, then the key.
 */
export async function findUserForLogin(db: Executor, username: string) {
  const key = usernameKey(username);
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(or(eq(users.usernameKey, key), sql`lower(${users.username}) = lower(${username})`))
    .orderBy(
      sql`${users.username} = ${username} desc`,
      sql`lower(${users.username}) = lower(${username}) desc`,
      users.id,
    )
    .limit(1);
  return row;
}

/** Inserts the user, or returns undefined when the name (its key, or its lower case) is taken. */
export async function insertUser(
  db: Executor,
  values: {
    username: string;
    usernameKey: string;
    passwordHash: string;
    isAdmin?: boolean;
    createdAt: Date;
  },
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning(userColumns);
  return row;
}

export async function updateUser(
  db: Executor,
  id: number,
  values: { isAdmin?: boolean; passwordHash?: string },
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}

export async function countUsers(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}

export async function insertSession(
  db: Executor,
  values: { tokenHash: string; userId: number; createdAt: Date; lastSeenAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

const activeSession = preparedQuery('find_active_session', (db) =>
  db
    .select({
      user: userColumns,
      lastSeenAt: sessions.lastSeenAt,
      elevatedUntil: sessions.elevatedUntil,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    ),
);

/**
 * The session's user, if the session exists and has neither expired nor been idle too long. Every
 * signed-in request asks it: a prepared statement.
 */
export async function findActiveSession(
  db: Executor,
  tokenHash: string,
  now: Date,
  idleSince: Date,
) {
  const [row] = await activeSession(db, {
    tokenHash,
    now: now.toISOString(),
    idleSince: idleSince.toISOString(),
  });
  return row;
}

export async function touchSession(db: Executor, tokenHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteExpiredSessions(
  db: Executor,
  now: Date,
  idleSince: Date,
): Promise<void> {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)));
}

export async function setSessionElevation(
  db: Executor,
  tokenHash: string,
  until: Date | null,
): Promise<void> {
  await db.update(sessions).set({ elevatedUntil: until }).where(eq(sessions.tokenHash, tokenHash));
}

/** The usernames of the given users, by id (one query). */
export async function findUsernames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** The ids of the users whose name contains `text` (case-insensitive, taken literally). */
export async function findUserIdsNameContaining(db: Executor, text: string): Promise<number[]> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db.select({ id: users.id }).from(users).where(ilike(users.username, pattern));
  return rows.map((row) => row.id);
}

export async function insertKnownDevice(
  db: Executor,
  values: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(knownDevices).values(values);
}

/** The account a device token belongs to, if the token is known and has not expired. */
export async function findKnownDeviceUser(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .where(and(eq(knownDevices.tokenHash, tokenHash), gt(knownDevices.expiresAt, now)));
  return row?.userId;
}

export async function deleteExpiredKnownDevices(db: Executor, now: Date): Promise<void> {
  await db.delete(knownDevices).where(lt(knownDevices.expiresAt, now));
}

/** Accounts whose key migration 0018 had to suffix, because an older account has the same key. */
export async function findSuffixedUsernameKeys(db: Executor) {
  return db
    .select({ id: users.id, username: users.username, usernameKey: users.usernameKey })
    .from(users)
    .where(sql`strpos(${users.usernameKey}, ${SUFFIXED_KEY_MARK}) > 0`)
    .orderBy(users.id);
}
