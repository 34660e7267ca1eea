import { and, asc, eq, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import {
  notificationPreferences,
  outboxMessages,
  pushSubscriptions,
  unsubscribeTokens,
  vapidKeys,
} from '../../db/schema/messaging';

// Preferences.

export type PreferencesRow = typeof notificationPreferences.$inferSelect;

export async function findPreferences(
  db: Executor,
  userId: number,
): Promise<PreferencesRow | undefined> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row;
}

/** These users' preference rows (none for a user who never changed one); one query. */
export async function findPreferencesOfUsers(
  db: Executor,
  userIds: readonly number[],
): Promise<PreferencesRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.userId, [...new Set(userIds)]));
}

// Unsubscribe links' tokens, one per user and kind.

export type UnsubscribeTokenRow = typeof unsubscribeTokens.$inferSelect;

export async function findUnsubscribeToken(
  db: Executor,
  token: string,
): Promise<UnsubscribeTokenRow | undefined> {
  const [row] = await db.select().from(unsubscribeTokens).where(eq(unsubscribeTokens.token, token));
  return row;
}

/** The user's token for this kind: the one stored, else this new one (stored once, even at once). */
export async function ensureUnsubscribeToken(
  db: Executor,
  values: { userId: number; kind: string; token: string },
  now: Date,
): Promise<string> {
  await db
    .insert(unsubscribeTokens)
    .values({ ...values, createdAt: now })
    .onConflictDoNothing();
  const [row] = await db
    .select({ token: unsubscribeTokens.token })
    .from(unsubscribeTokens)
    .where(
      and(eq(unsubscribeTokens.userId, values.userId), eq(unsubscribeTokens.kind, values.kind)),
    );
  if (!row) throw new Error('unsubscribe token missing');
  return row.token;
}

/** Creates the user's row when missing (with this token) and answers it, locked for an update. */
export async function ensurePreferencesLocked(
  db: Executor,
  userId: number,
  token: string,
  now: Date,
): Promise<PreferencesRow> {
  await db
    .insert(notificationPreferences)
    .values({ userId, kinds: {}, unsubscribeToken: token, updatedAt: now })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .for('update');
  if (!row) throw new Error('notification preferences row missing');
  return row;
}

export async function updatePreferenceKinds(
  db: Executor,
  userId: number,
  kinds: Record<string, Record<string, boolean>>,
  now: Date,
): Promise<void> {
  await db
    .update(notificationPreferences)
    .set({ kinds, updatedAt: now })
    .where(eq(notificationPreferences.userId, userId));
}

// The outbox.

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type NewOutboxRow = Pick<
  typeof outboxMessages.$inferInsert,
  'dedupeKey' | 'channel' | 'userId' | 'kind' | 'payload'
>;

/** Adds messages; one whose dedupe key is already there is left as it is. */
export async function insertOutboxMessages(
  db: Executor,
  rows: NewOutboxRow[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(outboxMessages)
    .values(rows.map((row) => ({ ...row, nextAttemptAt: now, createdAt: now })))
    .onConflictDoNothing({ target: outboxMessages.dedupeKey });
}

/** Adds messages from a SELECT yielding (dedupe_key, channel, user_id, kind, payload). */
export async function insertOutboxMessagesFrom(db: Executor, rows: SQL, now: Date): Promise<void> {
  await db.execute(outboxInsertFrom(rows, now));
}

/** The INSERT of `insertOutboxMessagesFrom`, to run inside another statement (as its CTE). */
export function outboxInsertFrom(rows: SQL, now: Date): SQL {
  return sql`
    insert into outbox_messages (dedupe_key, channel, user_id, kind, payload, next_attempt_at, created_at)
    select m.dedupe_key, m.channel, m.user_id, m.kind, m.payload, ${now}, ${now}
    from (${rows}) m
    on conflict (dedupe_key) do nothing`;
}

/**
 * Leases up to `limit` due messages for `leaseMs` (rows another process holds are skipped) and
 * counts the attempt; a crashed sender's lease runs out and the row is due again.
 */
export async function claimDueMessages(
  db: Executor,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.status, 'pending'),
        sql`${outboxMessages.nextAttemptAt} <= ${now}`,
        or(isNull(outboxMessages.lockedUntil), lt(outboxMessages.lockedUntil, now)),
      ),
    )
    .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outboxMessages)
    .set({
      lockedUntil: new Date(now.getTime() + leaseMs),
      attempts: sql`${outboxMessages.attempts} + 1`,
    })
    .where(inArray(outboxMessages.id, due))
    .returning();
}

export interface FinishedMessage {
  id: number;
  status: 'sent' | 'skipped' | 'failed';
  lastError: string | null;
}

/** Marks a batch's finished rows, one statement however many; sent ones as sent at `now`. */
export async function finishMessages(
  db: Executor,
  finished: readonly FinishedMessage[],
  now: Date,
): Promise<void> {
  if (finished.length === 0) return;
  await messagesFinish(db, {
    finished: JSON.stringify(
      finished.map((row) => ({
        id: row.id,
        status: row.status,
        sent_at: row.status === 'sent' ? now.toISOString() : null,
        last_error: row.lastError,
      })),
    ),
  });
}

// Every batch the outbox sends is finished with it (prepared).
const messagesFinish = preparedSql<{ finished: string }, unknown>(
  'finish_outbox_messages',
  () => sql`update ${outboxMessages}
    set status = finished.status, sent_at = finished.sent_at, locked_until = null,
        last_error = finished.last_error
    from jsonb_to_recordset(${sql.placeholder('finished')}::jsonb)
      as finished(id integer, status text, sent_at timestamptz, last_error text)
    where ${outboxMessages.id} = finished.id`,
);

export async function retryMessageAt(
  db: Executor,
  id: number,
  at: Date,
  lastError: string,
  delivered: string[],
): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ nextAttemptAt: at, lockedUntil: null, lastError, delivered })
    .where(eq(outboxMessages.id, id));
}

/** Deletes messages that ended (sent, skipped, failed) before `before`; answers how many. */
export async function deleteFinishedMessagesBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(outboxMessages)
    .where(and(ne(outboxMessages.status, 'pending'), lt(outboxMessages.createdAt, before)))
    .returning({ id: outboxMessages.id });
  return rows.length;
}

export async function findOutboxMessages(db: Executor, userId?: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(userId === undefined ? undefined : eq(outboxMessages.userId, userId))
    .orderBy(asc(outboxMessages.id));
}

// Push subscriptions.

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Saves a browser's subscription; the same endpoint again of the same user is updated. Answers
 * false, changing nothing, when the endpoint belongs to another user (it never moves).
 */
export async function upsertPushSubscription(
  db: Executor,
  values: {
    userId: number;
    endpoint: string;
    p256dh: string;
    auth: string;
    userAgent: string | null;
  },
  now: Date,
): Promise<boolean> {
  const saved = await db
    .insert(pushSubscriptions)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        p256dh: values.p256dh,
        auth: values.auth,
        userAgent: values.userAgent,
        updatedAt: now,
      },
      setWhere: eq(pushSubscriptions.userId, values.userId),
    })
    .returning({ id: pushSubscriptions.id });
  return saved.length > 0;
}

export async function deletePushSubscription(
  db: Executor,
  endpoint: string,
  userId?: number,
): Promise<number> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.endpoint, endpoint),
        userId === undefined ? undefined : eq(pushSubscriptions.userId, userId),
      ),
    )
    .returning({ id: pushSubscriptions.id });
  return rows.length;
}

export async function findPushSubscriptionsOfUser(
  db: Executor,
  userId: number,
): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id));
}

// VAPID keys.

export async function findStoredVapidKeys(db: Executor) {
  const [row] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1));
  return row;
}

/** Stores the pair unless one is there; answers the pair that is stored and whether it was this one. */
export async function storeVapidKeysOnce(
  db: Executor,
  keys: { publicKey: string; privateKey: string },
  now: Date,
): Promise<{ publicKey: string; privateKey: string; created: boolean }> {
  const inserted = await db
    .insert(vapidKeys)
    .values({ id: 1, ...keys, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: vapidKeys.id });
  const stored = await findStoredVapidKeys(db);
  if (!stored) throw new Error('vapid keys missing');
  return {
    publicKey: stored.publicKey,
    privateKey: stored.privateKey,
    created: inserted.length > 0,
  };
}
