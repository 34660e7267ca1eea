import { and, eq, gt, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions, users } from '../../db/schema/auth';

const userColumns = { id: users.id, username: users.username, isAdmin: users.isAdmin };
export type UserRow = { id: number; username: string; isAdmin: boolean };

export async function findUserForLogin(db: Executor, username: string) {
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

/** Inserts the user, or returns undefined when the name (case-insensitively) is taken. */
export async function insertUser(
  db: Executor,
  values: { username: string; passwordHash: string; isAdmin?: boolean; createdAt: Date },
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

/** The session's user, if the session exists and has neither expired nor been idle too long. */
export async function findActiveSession(
  db: Executor,
  tokenHash: string,
  now: Date,
  idleSince: Date,
) {
  const [row] = await db
    .select({
      user: userColumns,
      lastSeenAt: sessions.lastSeenAt,
      elevatedUntil: sessions.elevatedUntil,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleSince),
      ),
    );
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
