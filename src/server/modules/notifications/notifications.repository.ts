import { and, desc, eq, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import type { Notice } from './game-notices';

const columns = {
  id: notifications.id,
  type: notifications.type,
  title: notifications.title,
  message: notifications.message,
  actionUrl: notifications.actionUrl,
  actionText: notifications.actionText,
  productId: notifications.productId,
  gameId: notifications.gameId,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

export type NotificationRow = {
  id: number;
  type: string;
  title: string;
  message: string;
  actionUrl: string | null;
  actionText: string | null;
  productId: number | null;
  gameId: string | null;
  readAt: Date | null;
  createdAt: Date;
};

export async function insertNotification(
  db: Executor,
  values: Omit<NotificationRow, 'id' | 'readAt'> & { userId: number },
): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning(columns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findNotificationsOfUser(
  db: Executor,
  userId: number,
  limit: number,
  /** Types left out (the kinds the user hid from the bell). */
  exceptTypes: readonly string[] = [],
) {
  return db
    .select(columns)
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        exceptTypes.length > 0 ? notInArray(notifications.type, [...exceptTypes]) : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** Marks one of the user's notifications read; undefined when it is not theirs or does not exist. */
export async function markNotificationRead(db: Executor, userId: number, id: number, now: Date) {
  const [updated] = await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)),
    )
    .returning(columns);
  if (updated) return updated;
  // Already read: answer with it unchanged, still only if it is the user's.
  const [existing] = await db
    .select(columns)
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return existing;
}

export async function markAllNotificationsRead(
  db: Executor,
  userId: number,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * One notification per row of `recipients` (a SELECT yielding at least user_id, product_id and
 * game_id, aliased `r` for the notice's texts), all in one INSERT ... SELECT however many rows.
 */
export async function insertNotificationsFrom(
  db: Executor,
  notice: Notice,
  recipients: SQL,
  createdAt: Date,
): Promise<void> {
  await db.execute(sql`
    insert into notifications (user_id, type, title, message, action_url, action_text, product_id, game_id, created_at)
    select r.user_id, ${notice.type}, ${notice.title}, ${notice.message}, ${notice.actionUrl},
      ${notice.actionText}, r.product_id, r.game_id, ${createdAt}
    from (${recipients}) r`);
}
